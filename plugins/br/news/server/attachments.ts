import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { fileNameProblem } from '@portico/contract/file-names';
import { featureErrors } from '@portico/plugin-server';
import { insertFile } from '@portico/br-kit/server';
import { ARTICLE_LIMITS, NEWS_ERROR_CODES, type NewsAttachment } from '../contract';
import type { NewsDb, NewsTables } from './tables';

const errors = featureErrors(NEWS_ERROR_CODES);
/** A media type as browsers send it; anything else is stored as plain bytes. */
const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]{1,60}\/[a-z0-9!#$&^_.+-]{1,60}$/i;

export const attachmentsOf = (db: NewsDb, articleId: string): Promise<NewsAttachment[]> =>
  db.selectFrom('brNewsAttachments as t').innerJoin('brFiles as f', 'f.id', 't.fileId')
    .select(['t.id', 'f.fileName', 'f.mimeType', 'f.size']).where('t.articleId', '=', articleId).orderBy('f.fileName').orderBy('t.id').execute();

export const attachmentCount = (eb: ExpressionBuilder<NewsTables & { a: NewsTables['brNewsArticles'] }, 'a'>) =>
  eb.selectFrom('brNewsAttachments as t').select(eb.fn.countAll<number>().as('c')).whereRef('t.articleId', '=', 'a.id');

/** The request's one file part, read whole up to the limit of br_files (413 beyond it, nothing kept). */
export async function readUpload(request: FastifyRequest): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  const part = await request.file({ limits: { fileSize: ARTICLE_LIMITS.attachmentBytes, files: 1 } });
  if (!part) throw errors.badRequest('NEWS_ATTACHMENT_MISSING', 'Send the file as the multipart part "file"');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw errors.error(413, 'NEWS_ATTACHMENT_TOO_LARGE', `An attachment may hold up to ${ARTICLE_LIMITS.attachmentBytes} bytes`);
    }
    throw error;
  }
  const fileName = part.filename.normalize('NFC');
  if (fileNameProblem(fileName, ARTICLE_LIMITS.fileName) || !content.length) {
    throw errors.badRequest('NEWS_ATTACHMENT_NAME_INVALID', 'The file needs a plain name and some content');
  }
  return { fileName, mimeType: MEDIA_TYPE.test(part.mimetype) ? part.mimetype : 'application/octet-stream', content };
}

/** Attaches a file to an article, within its limit of attachments. Call it in a transaction. */
export async function addAttachment(db: NewsDb, articleId: string, file: { fileName: string; mimeType: string; content: Buffer }): Promise<NewsAttachment> {
  const { count } = await db.selectFrom('brNewsAttachments').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('articleId', '=', articleId).executeTakeFirstOrThrow();
  if (Number(count) >= ARTICLE_LIMITS.attachments) {
    throw errors.conflict('NEWS_TOO_MANY_ATTACHMENTS', `An article holds up to ${ARTICLE_LIMITS.attachments} attachments`);
  }
  const id = randomUUID();
  await db.insertInto('brNewsAttachments').values({ id, articleId, fileId: await insertFile(db, file) }).execute();
  return { id, fileName: file.fileName, mimeType: file.mimeType, size: file.content.length };
}

/** Removes an attachment and its file. Call it in a transaction. */
export async function removeAttachment(db: NewsDb, articleId: string, attachmentId: string): Promise<void> {
  const row = await db.deleteFrom('brNewsAttachments').where('id', '=', attachmentId).where('articleId', '=', articleId)
    .returning('fileId').executeTakeFirst();
  if (!row) throw errors.notFound('NEWS_ATTACHMENT_NOT_FOUND', 'No such attachment');
  await db.deleteFrom('brFiles').where('id', '=', row.fileId).execute();
}
