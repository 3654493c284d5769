import { randomUUID } from 'node:crypto';
import type { NewsDb, BrNewsArticleTable } from './tables';
import { insertFile } from '@portico/br-kit/server';
import { sanitizeArticleHtml } from './sanitize';

export interface NewArticle extends Omit<BrNewsArticleTable, 'id'> {
  sharedWithContactIds: string[];
  attachments: Array<{ fileName: string; mimeType: string; content: Buffer }>;
}

/** The one way articles enter the database: the HTML is sanitised here, on the way in. */
export async function createArticle(db: NewsDb, article: NewArticle): Promise<string> {
  const id = randomUUID();
  await db.insertInto('brNewsArticles').values({
    id, firmId: article.firmId, title: article.title, summary: article.summary, author: article.author,
    bodyHtml: await sanitizeArticleHtml(article.bodyHtml), publishedAt: article.publishedAt,
  }).execute();
  if (article.sharedWithContactIds.length) {
    await db.insertInto('brNewsShares').values(article.sharedWithContactIds.map((contactId) => ({ articleId: id, contactId }))).execute();
  }
  for (const attachment of article.attachments) {
    await db.insertInto('brNewsAttachments').values({ id: randomUUID(), articleId: id, fileId: await insertFile(db, attachment) }).execute();
  }
  return id;
}
