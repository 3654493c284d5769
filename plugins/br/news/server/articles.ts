import { randomUUID } from 'node:crypto';
import type { ArticleInput } from '../contract';
import type { NewsDb, BrNewsArticleTable } from './tables';
import { insertFile } from '@portico/br-kit/server';
import { sanitizeArticleHtml } from './sanitize';

export interface NewArticle extends ArticleInput, Pick<BrNewsArticleTable, 'firmId' | 'status' | 'publishedAt' | 'updatedBy'> {
  attachments: Array<{ fileName: string; mimeType: string; content: Buffer }>;
}

/** The row's own columns of what staff wrote; only an audience of chosen clients keeps its clients. */
async function contentColumns(content: ArticleInput) {
  return {
    title: content.title, summary: content.summary, author: content.author, audience: content.audience,
    bodyHtml: await sanitizeArticleHtml(content.bodyHtml),
    audienceTag: content.audience === 'tag' ? content.tag : null,
  };
}

async function replaceAudienceClients(db: NewsDb, articleId: string, content: ArticleInput) {
  await db.deleteFrom('brNewsAudienceClients').where('articleId', '=', articleId).execute();
  const clientIds = content.audience === 'clients' ? [...new Set(content.clientIds)] : [];
  if (clientIds.length) await db.insertInto('brNewsAudienceClients').values(clientIds.map((clientId) => ({ articleId, clientId }))).execute();
}

/** The one way articles enter the database: the HTML is sanitised here, on the way in. Call it in a transaction. */
export async function createArticle(db: NewsDb, article: NewArticle): Promise<string> {
  const id = randomUUID();
  await db.insertInto('brNewsArticles').values({
    id, firmId: article.firmId, status: article.status, publishedAt: article.publishedAt,
    updatedAt: new Date().toISOString(), updatedBy: article.updatedBy, ...await contentColumns(article),
  }).execute();
  await replaceAudienceClients(db, id, article);
  for (const attachment of article.attachments) {
    await db.insertInto('brNewsAttachments').values({ id: randomUUID(), articleId: id, fileId: await insertFile(db, attachment) }).execute();
  }
  return id;
}

/** A new text and audience for an article, sanitised as on creation. Call it in a transaction. */
export async function updateArticle(db: NewsDb, articleId: string, content: ArticleInput, updatedBy: string): Promise<void> {
  await db.updateTable('brNewsArticles').set({ ...await contentColumns(content), updatedAt: new Date().toISOString(), updatedBy })
    .where('id', '=', articleId).execute();
  await replaceAudienceClients(db, articleId, content);
}
