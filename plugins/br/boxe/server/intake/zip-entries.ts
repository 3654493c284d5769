import { inflateRawSync } from 'node:zlib';

/** What one archive may hold: as many files as one request, each no larger than a stored file. */
export interface ZipLimits {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}

export type ZipEntryResult = { name: string; content: Buffer } | { name: string; refused: 'BOXE_INTAKE_TOO_LARGE' | 'BOXE_INTAKE_ZIP_INVALID' };

export class ZipRefusal extends Error {
  override name = 'ZipRefusal';
  constructor(readonly code: 'BOXE_INTAKE_ZIP_INVALID' | 'BOXE_INTAKE_ZIP_BOMB', message: string) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The files of a ZIP archive, read from its central directory (stored and deflated entries, no encryption, no
 * ZIP64). Every entry is inflated with a ceiling on its output, so a bomb stops at the limit instead of filling
 * memory; more entries or more bytes in all than the limits refuse the whole archive. Folders are skipped.
 */
export function zipEntries(zip: Buffer, limits: ZipLimits): ZipEntryResult[] {
  const bad = (message: string): never => { throw new ZipRefusal('BOXE_INTAKE_ZIP_INVALID', message); };
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) { end = i; break; }
  }
  if (end < 0) bad('No end of central directory');
  const count = zip.readUInt16LE(end + 10);
  if (count > limits.entries) throw new ZipRefusal('BOXE_INTAKE_ZIP_BOMB', `More than ${limits.entries} files in the archive`);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  const out: ZipEntryResult[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) bad('Broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    at += 46 + skip;
    if (name.endsWith('/')) continue;
    if (flags & 0x1 || (method !== 0 && method !== 8)) { out.push({ name, refused: 'BOXE_INTAKE_ZIP_INVALID' }); continue; }
    if (size > limits.entryBytes) { out.push({ name, refused: 'BOXE_INTAKE_TOO_LARGE' }); continue; }
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) bad('Broken local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (data.length !== compressed) bad('Truncated entry');
    let content: Buffer;
    try {
      // The declared size is the sender's claim: the ceiling holds whatever it says.
      content = method === 0 ? Buffer.from(data) : inflateRawSync(data, { maxOutputLength: limits.entryBytes + 1 });
    } catch (error) {
      out.push({ name, refused: (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'BOXE_INTAKE_TOO_LARGE' : 'BOXE_INTAKE_ZIP_INVALID' });
      continue;
    }
    if (content.length > limits.entryBytes) { out.push({ name, refused: 'BOXE_INTAKE_TOO_LARGE' }); continue; }
    total += content.length;
    if (total > limits.totalBytes) throw new ZipRefusal('BOXE_INTAKE_ZIP_BOMB', `More than ${limits.totalBytes} bytes in the archive`);
    out.push({ name, content });
  }
  return out;
}
