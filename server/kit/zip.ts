import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import { attachmentDisposition } from '../storage/content-disposition';
import type { ZipEntryName } from './zip-entry-name';

export interface ZipEntry {
  /** Path inside the archive, built from its parts by zipEntryName (the type admits nothing else). */
  name: ZipEntryName;
  content: Buffer;
  date?: Date;
}

/** Bytes a stored entry of a Buffer adds besides its content and twice its name: local header and central record. */
const STORED_ENTRY_OVERHEAD = 30 + 46;
/** The end-of-central-directory record. */
const ZIP_END_BYTES = 22;
/** The ZIP64 end-of-central-directory record and its locator. */
const ZIP64_END_BYTES = 56 + 20;
const MAX_SHORT = 0xffff;
const MAX_LONG = 0xffffffff;

/** The exact size of a streamZip archive of these entries (names in UTF-8, contents stored as they are). */
export const storedZipBytes = (entries: Iterable<{ name: ZipEntryName; size: number }>) => {
  let total = ZIP_END_BYTES;
  let count = 0;
  for (const entry of entries) {
    total += entry.size + STORED_ENTRY_OVERHEAD + 2 * Buffer.byteLength(entry.name, 'utf8');
    count += 1;
  }
  // Past 65,535 entries the count needs the ZIP64 end records (entry offsets past 4 GiB add more, left out).
  return count > MAX_SHORT ? total + ZIP64_END_BYTES : total;
};

/** MS-DOS date and time of `d` in UTC, clamped to the format's 1980-2043 range. */
function dosDateTime(d: Date) {
  const year = d.getUTCFullYear();
  if (year < 1980) return 0x210000;
  if (year >= 2044) return 0x7f9fbf7d;
  return (((year - 1980) << 25) | ((d.getUTCMonth() + 1) << 21) | (d.getUTCDate() << 16) | (d.getUTCHours() << 11)
    | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1)) >>> 0;
}

/** Regular file, mode 0644, DOS archive bit: as archiver wrote them (zip.test.ts compares the bytes). */
const EXTERNAL_ATTRIBUTES = ((0o100644 << 16) | 0x20) >>> 0;

/** Local header and central record of one stored entry that starts at `offset` (ZIP64 extra past 4 GiB). */
function entryHeaders(entry: ZipEntry, offset: number): [Buffer, Buffer] {
  const name = Buffer.from(entry.name, 'utf8');
  const flags = name.length === entry.name.length ? 0 : 0x0800;
  const time = dosDateTime(entry.date ?? new Date(0));
  const crc = crc32(entry.content);
  const size = entry.content.length;
  const local = Buffer.alloc(30 + name.length);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt16LE(flags, 6);
  local.writeUInt16LE(0, 8);
  local.writeUInt32LE(time, 10);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(size, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  name.copy(local, 30);
  const zip64 = offset > MAX_LONG;
  const central = Buffer.alloc(46 + name.length + (zip64 ? 28 : 0));
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | 45, 4);
  central.writeUInt16LE(zip64 ? 45 : 10, 6);
  central.writeUInt16LE(flags, 8);
  central.writeUInt32LE(time, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(zip64 ? MAX_LONG : size, 20);
  central.writeUInt32LE(zip64 ? MAX_LONG : size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt16LE(zip64 ? 28 : 0, 30);
  central.writeUInt32LE(EXTERNAL_ATTRIBUTES, 38);
  central.writeUInt32LE(zip64 ? MAX_LONG : offset, 42);
  name.copy(central, 46);
  if (zip64) {
    const extra = 46 + name.length;
    central.writeUInt16LE(0x0001, extra);
    central.writeUInt16LE(24, extra + 2);
    central.writeBigUInt64LE(BigInt(size), extra + 4);
    central.writeBigUInt64LE(BigInt(size), extra + 12);
    central.writeBigUInt64LE(BigInt(offset), extra + 20);
  }
  return [local, central];
}

/** The end records after a central directory of `count` records, `length` bytes long, starting at `offset`. */
function endRecords(count: number, length: number, offset: number): Buffer {
  const zip64 = count > MAX_SHORT || length > MAX_LONG || offset > MAX_LONG;
  const end = Buffer.alloc((zip64 ? ZIP64_END_BYTES : 0) + ZIP_END_BYTES);
  let at = 0;
  if (zip64) {
    end.writeUInt32LE(0x06064b50, 0);
    end.writeBigUInt64LE(44n, 4);
    end.writeUInt16LE(45, 12);
    end.writeUInt16LE(45, 14);
    end.writeBigUInt64LE(BigInt(count), 24);
    end.writeBigUInt64LE(BigInt(count), 32);
    end.writeBigUInt64LE(BigInt(length), 40);
    end.writeBigUInt64LE(BigInt(offset), 48);
    end.writeUInt32LE(0x07064b50, 56);
    end.writeBigUInt64LE(BigInt(offset + length), 64);
    end.writeUInt32LE(1, 72);
    at = ZIP64_END_BYTES;
  }
  end.writeUInt32LE(0x06054b50, at);
  end.writeUInt16LE(zip64 ? MAX_SHORT : count, at + 8);
  end.writeUInt16LE(zip64 ? MAX_SHORT : count, at + 10);
  end.writeUInt32LE(zip64 ? MAX_LONG : length, at + 12);
  end.writeUInt32LE(zip64 ? MAX_LONG : offset, at + 16);
  return end;
}

/**
 * The bytes of a stored ZIP of `entries`, in order, as they are produced: each entry's local header and content,
 * then the central directory and the end records. streamZip sends them; a job writes them to the blob store.
 */
export async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let centralLength = 0;
  for await (const entry of entries) {
    const [local, record] = entryHeaders(entry, offset);
    central.push(record);
    centralLength += record.length;
    offset += local.length + entry.content.length;
    yield local;
    yield entry.content;
  }
  yield* central;
  yield endRecords(central.length, centralLength, offset);
}

/** Bytes gathered before one write to the response: few large writes instead of three small ones per entry. */
const WRITE_CHUNK = 1 << 20;

/**
 * Streams a ZIP of `entries` as an attachment while they are produced (a big export never sits in memory
 * whole). Entries are stored, not deflated: the XML keeps its exact bytes, the size is predictable for a
 * progress bar, and throughput stays close to copying the files. Headers are written here (CRC32 by
 * node:zlib) in megabyte chunks; the producer waits for the socket (backpressure), and a client that goes
 * away stops it.
 */
export async function streamZip(reply: FastifyReply, fileName: string, entries: AsyncIterable<ZipEntry>, headers: Record<string, string> = {}) {
  const body = new PassThrough({ highWaterMark: WRITE_CHUNK });
  let aborted = false;
  let wake: (() => void) | null = null;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) {
      aborted = true;
      body.destroy();
      wake?.();
    }
  });
  reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  body.on('drain', () => wake?.());
  body.on('close', () => wake?.());
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const ready = body.write(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
    while (!aborted && !body.destroyed && !ready && body.writableNeedDrain) await new Promise<void>((r) => (wake = r));
  };
  const push = async (chunk: Buffer) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= WRITE_CHUNK) await flush();
  };
  const produce = async () => {
    for await (const chunk of zipChunks(entries)) {
      if (aborted) return;
      await push(chunk);
    }
    if (pendingBytes > 0) await flush();
    body.end();
  };
  produce().catch((error: unknown) => {
    reply.log.error({ err: error }, 'ZIP export failed');
    body.destroy(error as Error);
  });
  return reply.send(body);
}
