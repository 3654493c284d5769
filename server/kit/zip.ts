import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
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

/** The exact size of a streamZip archive of these entries (names in UTF-8, contents stored as they are). */
export const storedZipBytes = (entries: Iterable<{ name: ZipEntryName; size: number }>) => {
  let total = ZIP_END_BYTES;
  for (const entry of entries) total += entry.size + STORED_ENTRY_OVERHEAD + 2 * Buffer.byteLength(entry.name, 'utf8');
  return total;
};

/**
 * Streams a ZIP of `entries` as an attachment while they are produced (a big export never sits in memory
 * whole). Entries are stored, not deflated: the XML keeps its exact bytes, the size is predictable for a
 * progress bar, and throughput stays close to copying the files. The archive waits for the socket
 * (backpressure), and a client that goes away stops the producer.
 */
/** Entries handed to archiver ahead of what it has written (bounds memory on a slow client). */
const MAX_AHEAD = 64;

export async function streamZip(reply: FastifyReply, fileName: string, entries: AsyncIterable<ZipEntry>, headers: Record<string, string> = {}) {
  // Loaded with the first export, not with the server.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  const body = new PassThrough();
  archive.pipe(body);
  let aborted = false;
  // Entries written into the archive so far: the producer stays at most MAX_AHEAD entries ahead of it.
  let written = 0;
  let wake: (() => void) | null = null;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) {
      aborted = true;
      archive.abort();
      wake?.();
    }
  });
  reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  archive.on('entry', () => {
    written += 1;
    wake?.();
  });
  archive.on('error', () => wake?.());
  const produce = async () => {
    let appended = 0;
    for await (const entry of entries) {
      if (aborted) return;
      archive.append(entry.content, { name: entry.name, date: entry.date ?? new Date(0) });
      appended += 1;
      while (!aborted && appended - written > MAX_AHEAD) await new Promise<void>((r) => (wake = r));
    }
    if (!aborted) await archive.finalize();
  };
  produce().catch((error: unknown) => {
    reply.log.error({ err: error }, 'ZIP export failed');
    body.destroy(error as Error);
  });
  return reply.send(body);
}
