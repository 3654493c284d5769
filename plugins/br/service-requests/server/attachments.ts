import type { FastifyReply } from 'fastify';
import { fileNameProblem } from '@portico/contract/file-names';
import { featureErrors } from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';
import { MAX_ATTACHMENT_BYTES, SERVICE_REQUEST_ERROR_CODES, type ReplyBody } from '../contract';
import type { RequestRow } from './queries';
import type { ServiceRequestDb } from './tables';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

/** What a reply may carry, by extension: documents, spreadsheets and images a payroll department sends. */
const TYPES: Record<string, { mimeType: string; looksLike: (bytes: Buffer) => boolean }> = {
  pdf: { mimeType: 'application/pdf', looksLike: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  png: { mimeType: 'image/png', looksLike: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { mimeType: 'image/jpeg', looksLike: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { mimeType: 'image/jpeg', looksLike: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', looksLike: (b) => b.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', looksLike: (b) => b.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' },
  txt: { mimeType: 'text/plain; charset=utf-8', looksLike: (b) => !b.includes(0) },
  csv: { mimeType: 'text/csv; charset=utf-8', looksLike: (b) => !b.includes(0) },
};
export const ATTACHMENT_EXTENSIONS = Object.keys(TYPES);

const refused = (fileName: string, why: string) =>
  errors.error(422, 'ATTACHMENT_REFUSED', `${fileName} is refused (${why})`, [why]);

/**
 * A reply's files, decoded and checked (name, extension, bytes, size) before anything is written: one refused file
 * refuses the whole reply, so nothing of it is kept (422 ATTACHMENT_REFUSED naming the file).
 */
export function checkedAttachments(attachments: ReplyBody['attachments']) {
  return attachments.map(({ fileName, content }) => {
    const name = fileName.normalize('NFC');
    if (fileNameProblem(name)) throw refused(name, 'name');
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
    if (!name.includes('.') || !type) throw refused(name, 'type');
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length === 0) throw refused(name, 'empty');
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw refused(name, 'size');
    if (!type.looksLike(bytes)) throw refused(name, 'content');
    return { fileName: name, mimeType: type.mimeType, content: bytes };
  });
}

/** Sends a file of the request's thread; another request's attachment is not found. */
export async function sendAttachmentOf(db: ServiceRequestDb, reply: FastifyReply, row: RequestRow, attachmentId: string) {
  const found = await db.selectFrom('brServiceRequestAttachments as a').innerJoin('brServiceRequestMessages as m', 'm.id', 'a.messageId')
    .select('a.fileId').where('a.id', '=', attachmentId).where('m.requestId', '=', row.id).executeTakeFirst();
  if (!found) throw errors.notFound('ATTACHMENT_NOT_FOUND', 'No such attachment');
  return sendFile(db, reply, found.fileId);
}
