import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { featureDb, sendAttachment, type SomeDb } from '@portico/plugin-server';

/**
 * Small files (XML, certificate PDFs, attachments) kept in the database, committed with the row that uses them.
 * The table is br_files (the kit's migration 0101_br_files_logging); every br feature may point at it.
 */
export interface FileTable {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: string;
}
export interface FileTables {
  brFiles: FileTable;
}
const filesDb = featureDb<FileTables>();

/** The largest file kept in br_files; bigger files belong in the blob store. */
export const MAX_BR_FILE_BYTES = 2 * 1024 * 1024;

/** Stores a small file in the same transaction as the row that points at it. */
export async function insertFile(db: SomeDb, file: { fileName: string; mimeType: string; content: Buffer }): Promise<string> {
  if (file.content.length > MAX_BR_FILE_BYTES) throw new RangeError(`${file.fileName} is larger than ${MAX_BR_FILE_BYTES} bytes`);
  const id = randomUUID();
  await filesDb(db).insertInto('brFiles').values({
    id, fileName: file.fileName, mimeType: file.mimeType, size: file.content.length,
    sha256: createHash('sha256').update(file.content).digest('hex'), content: file.content, createdAt: new Date().toISOString(),
  }).execute();
  return id;
}

export async function sendFile(db: SomeDb, reply: FastifyReply, fileId: string) {
  const file = await filesDb(db).selectFrom('brFiles').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
  return sendAttachment(reply, { name: file.fileName, mimeType: file.mimeType, size: file.size }, Buffer.from(file.content));
}
