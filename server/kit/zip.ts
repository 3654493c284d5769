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

/** What the central directory needs of an entry once its data is written. */
interface Written { name: string; nameBytes: number; flags: number; time: number; crc: number; size: number; offset: number }

const LOCAL_HEADER = 30;
const CENTRAL_RECORD = 46;
const ZIP64_EXTRA = 28;

/** One stored entry's local header at `at` of `out`, its name included (the caller checked the room). */
function writeLocal(out: Buffer, at: number, e: Written) {
  out.writeUInt32LE(0x04034b50, at);
  out.writeUInt16LE(10, at + 4);
  out.writeUInt16LE(e.flags, at + 6);
  out.writeUInt16LE(0, at + 8);
  out.writeUInt32LE(e.time, at + 10);
  out.writeUInt32LE(e.crc, at + 14);
  out.writeUInt32LE(e.size, at + 18);
  out.writeUInt32LE(e.size, at + 22);
  out.writeUInt16LE(e.nameBytes, at + 26);
  out.writeUInt16LE(0, at + 28);
  out.write(e.name, at + LOCAL_HEADER, 'utf8');
}

/** An entry starting at `offset` as its headers describe it (UTF-8 flag for a non-ASCII name, CRC32 by node:zlib). */
function describeEntry(entry: ZipEntry, offset: number): Written {
  const nameBytes = Buffer.byteLength(entry.name, 'utf8');
  return {
    name: entry.name, nameBytes, flags: nameBytes === entry.name.length ? 0 : 0x0800, time: dosDateTime(entry.date ?? new Date(0)),
    crc: crc32(entry.content), size: entry.content.length, offset,
  };
}

const centralLength = (e: Written) => CENTRAL_RECORD + e.nameBytes + (e.offset > MAX_LONG ? ZIP64_EXTRA : 0);

/** One entry's central record at `at` of `out` (ZIP64 extra when it starts past 4 GiB). */
function writeCentral(out: Buffer, at: number, e: Written) {
  const zip64 = e.offset > MAX_LONG;
  out.fill(0, at, at + CENTRAL_RECORD);
  out.writeUInt32LE(0x02014b50, at);
  out.writeUInt16LE((3 << 8) | 45, at + 4);
  out.writeUInt16LE(zip64 ? 45 : 10, at + 6);
  out.writeUInt16LE(e.flags, at + 8);
  out.writeUInt32LE(e.time, at + 12);
  out.writeUInt32LE(e.crc, at + 16);
  out.writeUInt32LE(zip64 ? MAX_LONG : e.size, at + 20);
  out.writeUInt32LE(zip64 ? MAX_LONG : e.size, at + 24);
  out.writeUInt16LE(e.nameBytes, at + 28);
  out.writeUInt16LE(zip64 ? ZIP64_EXTRA : 0, at + 30);
  out.writeUInt32LE(EXTERNAL_ATTRIBUTES, at + 38);
  out.writeUInt32LE(zip64 ? MAX_LONG : e.offset, at + 42);
  out.write(e.name, at + CENTRAL_RECORD, 'utf8');
  if (zip64) {
    const extra = at + CENTRAL_RECORD + e.nameBytes;
    out.writeUInt16LE(0x0001, extra);
    out.writeUInt16LE(24, extra + 2);
    out.writeBigUInt64LE(BigInt(e.size), extra + 4);
    out.writeBigUInt64LE(BigInt(e.size), extra + 12);
    out.writeBigUInt64LE(BigInt(e.offset), extra + 20);
  }
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
 * then the central directory and the end records, the same bytes streamZip sends. A job writes them to the blob
 * store (the client's export), where a chunk per header costs nothing next to the store's own writes.
 */
export async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  let central = 0;
  for await (const entry of entries) {
    const e = describeEntry(entry, offset);
    const local = Buffer.allocUnsafe(LOCAL_HEADER + e.nameBytes);
    writeLocal(local, 0, e);
    yield local;
    yield entry.content;
    written.push(e);
    offset += local.length + e.size;
    central += centralLength(e);
  }
  for (const e of written) {
    const record = Buffer.allocUnsafe(centralLength(e));
    writeCentral(record, 0, e);
    yield record;
  }
  yield endRecords(written.length, central, offset);
}

/** Bytes gathered before one write to the response: few large writes instead of three small ones per entry. */
const WRITE_CHUNK = 1 << 20;

/**
 * Streams a ZIP of `entries` (given in batches, so a big export costs one await per batch, not per entry) as
 * an attachment while they are produced (a big export never sits in memory whole). Entries are stored, not
 * deflated: the XML keeps its exact bytes, the size is predictable for a progress bar, and throughput stays
 * close to copying the files. Headers and contents are copied straight into megabyte chunks (CRC32 by
 * node:zlib); the producer waits for the socket only when a chunk is refused (backpressure), and a client
 * that goes away stops it.
 */
export async function streamZip(reply: FastifyReply, fileName: string, entries: AsyncIterable<Iterable<ZipEntry>>, headers: Record<string, string> = {}) {
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
  let chunk = Buffer.allocUnsafe(WRITE_CHUNK);
  let used = 0;
  let refused = false;
  /** Hands the chunk to the stream (which keeps it) and starts a new one. */
  const flush = () => {
    if (used === 0) return;
    if (!body.write(chunk.subarray(0, used))) refused = true;
    chunk = Buffer.allocUnsafe(WRITE_CHUNK);
    used = 0;
  };
  /** Room for `bytes` more in the chunk (a record is far below a chunk). */
  const room = (bytes: number) => { if (used + bytes > WRITE_CHUNK) flush(); };
  const copy = (data: Buffer) => {
    // A big content goes as it is, not copied.
    if (data.length >= WRITE_CHUNK) {
      flush();
      if (!body.write(data)) refused = true;
      return;
    }
    for (let from = 0; from < data.length;) {
      if (used === WRITE_CHUNK) flush();
      const n = data.copy(chunk, used, from);
      used += n;
      from += n;
    }
  };
  const backpressure = async () => {
    while (refused && !aborted && !body.destroyed && body.writableNeedDrain) await new Promise<void>((r) => (wake = r));
    refused = false;
  };
  const produce = async () => {
    const written: Written[] = [];
    let offset = 0;
    let central = 0;
    for await (const batch of entries) {
      if (aborted) return;
      for (const entry of batch) {
        const e = describeEntry(entry, offset);
        room(LOCAL_HEADER + e.nameBytes);
        writeLocal(chunk, used, e);
        used += LOCAL_HEADER + e.nameBytes;
        copy(entry.content);
        written.push(e);
        offset += LOCAL_HEADER + e.nameBytes + e.size;
        central += centralLength(e);
        if (refused) await backpressure();
      }
    }
    if (aborted) return;
    for (const e of written) {
      const length = centralLength(e);
      room(length);
      writeCentral(chunk, used, e);
      used += length;
      if (refused) await backpressure();
    }
    copy(endRecords(written.length, central, offset));
    flush();
    body.end();
  };
  produce().catch((error: unknown) => {
    reply.log.error({ err: error }, 'ZIP export failed');
    body.destroy(error as Error);
  });
  return reply.send(body);
}
