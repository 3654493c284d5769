import type { FastifyReply } from 'fastify';
import { API } from '@portico/contract/api-paths';
import type { AppContext, RouteModule } from '@portico/plugin-server';
import { sendDocument } from './storage';
import { hashShareToken } from './write';
import { documentsDb } from '../tables';
import { ENDPOINTS } from '../../endpoints';
import { serve } from '@portico/plugin-server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function liveShare(ctx: AppContext, token: string) {
  const share = await documentsDb(ctx.db).selectFrom('shareLinks').selectAll().where('tokenHash', '=', hashShareToken(token)).executeTakeFirst();
  if (!share) return { state: 'missing' as const };
  if (share.expiresAt <= new Date().toISOString()) return { state: 'expired' as const };
  return { state: 'live' as const, share };
}

const page = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply.code(status).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8').send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);

/** Public page behind an e-mailed share link: the documents with download links, until the link expires. */
export const shareRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);
  serve(app, ENDPOINTS.getSharePage, async (request, reply) => {
    const found = await liveShare(ctx, request.params.token);
    if (found.state === 'missing') return page(reply, 404, 'Link not found', '<p>This link does not exist.</p>');
    if (found.state === 'expired') return page(reply, 410, 'Link expired', '<p>This link has expired. Ask the sender for a new one.</p>');
    const docs = await db.selectFrom('shareLinkDocuments as s').innerJoin('documents as d', 'd.id', 's.documentId')
      .select(['d.id', 'd.name', 'd.size']).where('s.shareLinkId', '=', found.share.id).where('d.deletedAt', 'is', null).orderBy('d.name').execute();
    const base = API.shareDocument.replace(':token', request.params.token);
    const items = docs.map((d) => `<li><a href="${escapeHtml(base.replace(':documentId', d.id))}" download>${escapeHtml(d.name)}</a> (${Math.ceil(d.size / 1024)} KB)</li>`).join('');
    const message = found.share.message ? `<p>${escapeHtml(found.share.message)}</p>` : '';
    return page(reply, 200, 'Shared documents', `${message}<ul>${items || '<li>No documents remain.</li>'}</ul><p>Available until ${escapeHtml(found.share.expiresAt)}.</p>`);
  });

  serve(app, ENDPOINTS.getShareDocument, async (request, reply) => {
    const found = await liveShare(ctx, request.params.token);
    if (found.state !== 'live') return page(reply, found.state === 'expired' ? 410 : 404, 'Link not available', '<p>This link is not available.</p>');
    const doc = await db.selectFrom('shareLinkDocuments as s').innerJoin('documents as d', 'd.id', 's.documentId')
      .select(['d.blobId', 'd.name', 'd.mimeType', 'd.size'])
      .where('s.shareLinkId', '=', found.share.id).where('d.id', '=', request.params.documentId).where('d.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!doc) return page(reply, 404, 'Document not found', '<p>This document is not part of the link.</p>');
    return sendDocument(ctx, reply, doc);
  });
};
