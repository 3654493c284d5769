import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

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

/**
 * The files of a ZIP archive (yauzl: its central directory, stored and deflated entries, ZIP64, names in UTF-8 or
 * CP437). An entry is inflated only when its declared size is within the limit, and yauzl's size check stops a
 * stream that inflates past what it declared, so a bomb never fills memory; more entries or more bytes in all than
 * the limits refuse the whole archive. Folders are skipped; an encrypted or otherwise unreadable entry is refused
 * alone.
 */
export async function zipEntries(zip: Buffer, limits: ZipLimits): Promise<ZipEntryResult[]> {
  let archive: yauzl.ZipFile;
  try {
    // Names as stored: a path with "../" is only a name here (nothing is written to disk).
    archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    throw new ZipRefusal('BOXE_INTAKE_ZIP_INVALID', (error as Error).message);
  }
  if (archive.entryCount > limits.entries) {
    archive.close();
    throw new ZipRefusal('BOXE_INTAKE_ZIP_BOMB', `More than ${limits.entries} files in the archive`);
  }
  const out: ZipEntryResult[] = [];
  let total = 0;
  try {
    for await (const entry of archive.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/')) continue;
      if (!entry.canDecodeFileData()) { out.push({ name, refused: 'BOXE_INTAKE_ZIP_INVALID' }); continue; }
      if (entry.uncompressedSize > limits.entryBytes) { out.push({ name, refused: 'BOXE_INTAKE_TOO_LARGE' }); continue; }
      if (total + entry.uncompressedSize > limits.totalBytes) throw new ZipRefusal('BOXE_INTAKE_ZIP_BOMB', `More than ${limits.totalBytes} bytes in the archive`);
      let content: Buffer;
      try {
        content = await buffer(await archive.openReadStreamPromise(entry));
      } catch {
        // Corrupt data, or more bytes than the entry declared.
        out.push({ name, refused: 'BOXE_INTAKE_ZIP_INVALID' });
        continue;
      }
      total += content.length;
      out.push({ name, content });
    }
  } catch (error) {
    archive.close();
    if (error instanceof ZipRefusal) throw error;
    throw new ZipRefusal('BOXE_INTAKE_ZIP_INVALID', (error as Error).message);
  }
  return out;
}
