import { createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@portico/contract/api-paths';
import { formatDate, interpolate, type LanguageTag, pageLanguage, type RouteModule, serve, verifyPassword } from '@portico/plugin-server';
import { sendDocument } from './storage';
import { hashShareToken } from './write';
import { documentsPageTexts, type SharePageTexts } from '../mail-texts';
import { documentsDb, type DocumentsDb } from '../tables';
import { ENDPOINTS } from '../../endpoints';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Wrong passwords one address may try on one link in a quarter of an hour. */
export const SHARE_PASSWORD_TRIES = 10;
const TRIES_WINDOW_MS = 15 * 60_000;
/** Set once the password was given: the page and its downloads open without asking again, until the link ends. */
export const SHARE_UNLOCK_COOKIE = 'portico_share';

async function findShare(db: DocumentsDb, token: string) {
  const share = await db.selectFrom('shareLinks').selectAll().where('tokenHash', '=', hashShareToken(token)).executeTakeFirst();
  if (!share) return { state: 'missing' as const };
  if (share.expiresAt <= new Date().toISOString()) return { state: 'expired' as const, share };
  return { state: 'live' as const, share };
}
type Found = Awaited<ReturnType<typeof findShare>>;

/**
 * The proof a browser keeps after giving a link's password: keyed with the password's hash (which never leaves
 * the database), so it cannot be made from the token alone and ends when the password changes.
 */
const unlockProof = (passwordHash: string, token: string) => createHmac('sha256', passwordHash).update(token).digest('base64url');

function unlocked(request: FastifyRequest, share: { passwordHash: string | null }, token: string): boolean {
  if (share.passwordHash === null) return true;
  const given = Buffer.from(request.cookies[SHARE_UNLOCK_COOKIE] ?? '');
  const expected = Buffer.from(unlockProof(share.passwordHash, token));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A page of the link in the reader's language (their browser's: the link goes to people outside the portal). */
function pageOf(reply: FastifyReply, language: LanguageTag) {
  return (status: number, title: string, body: string) =>
    reply.code(status).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`
      + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function passwordForm(t: SharePageTexts, wrong: boolean): string {
  const error = wrong ? `<p role="alert" id="share-password-error">${escapeHtml(t.passwordWrong)}</p>` : '';
  return `${paragraph(t.passwordIntro)}${error}<form method="post"><label for="share-password">${escapeHtml(t.passwordLabel)}</label> `
    + `<input id="share-password" name="password" type="password" autocomplete="off" required autofocus${wrong ? ' aria-invalid="true" aria-describedby="share-password-error"' : ''}> `
    + `<button type="submit">${escapeHtml(t.passwordSubmit)}</button></form>`;
}

/**
 * The public pages behind an e-mailed share link: the documents with download links until the link ends, first
 * the password form when the sender set one. A link that does not exist or has ended is a page saying so (404,
 * 410), in the reader's language; nothing here answers with a server error for anything a reader sends.
 */
export const shareRoutes: RouteModule = async (app, ctx) => {
  const db = documentsDb(ctx.db);
  // The password form posts as a browser form does.
  await app.register(formbody, { bodyLimit: 1024 });

  const context = (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(undefined, request.headers['accept-language']);
    return { language, t: documentsPageTexts(ctx.config.rootDir, language).sharePage, page: pageOf(reply, language) };
  };
  /** The page of a link that cannot be used: one that never was (404), or has ended (410). */
  const unusable = (found: Exclude<Found, { state: 'live' }>, { language, t, page }: ReturnType<typeof context>) =>
    (found.state === 'missing' ? page(404, t.notFoundTitle, paragraph(t.notFound))
      : page(410, t.expiredTitle, paragraph(interpolate(t.expired, { date: formatDate(found.share.expiresAt, language) }))));

  serve(app, ENDPOINTS.getSharePage, async (request, reply) => {
    const { token } = request.params;
    const found = await findShare(db, token);
    const shown = context(request, reply);
    if (found.state !== 'live') return unusable(found, shown);
    const { share } = found;
    const { language, t, page } = shown;
    if (!unlocked(request, share, token)) return page(200, t.passwordTitle, passwordForm(t, false));
    const docs = await db.selectFrom('shareLinkDocuments as s').innerJoin('documents as d', 'd.id', 's.documentId')
      .select(['d.id', 'd.name', 'd.size']).where('s.shareLinkId', '=', share.id).where('d.deletedAt', 'is', null).orderBy('d.name').execute();
    const base = API.shareDocument.replace(':token', token);
    const items = docs.map((d) => `<li><a href="${escapeHtml(base.replace(':documentId', d.id))}" download>${escapeHtml(d.name)}</a> (${Math.ceil(d.size / 1024)} KB)</li>`).join('');
    const message = share.message ? paragraph(share.message) : '';
    return page(200, t.title, `${message}<ul>${items || `<li>${escapeHtml(t.none)}</li>`}</ul>${paragraph(interpolate(t.until, { date: formatDate(share.expiresAt, language) }))}`);
  });

  serve(app, ENDPOINTS.postSharePassword, {
    config: {
      accepts: ['application/x-www-form-urlencoded'],
      rateLimit: { max: SHARE_PASSWORD_TRIES, timeWindow: TRIES_WINDOW_MS, keyGenerator: (request) => `${request.ip} ${(request.params as { token: string }).token}` },
    },
  }, async (request, reply) => {
    const { token } = request.params;
    const found = await findShare(db, token);
    const shown = context(request, reply);
    if (found.state !== 'live') return unusable(found, shown);
    const { share } = found;
    const back = () => reply.header('Cache-Control', 'no-store').redirect(API.sharePage.replace(':token', token), 303);
    if (share.passwordHash === null) return back();
    if (!(await verifyPassword(request.body.password, share.passwordHash))) {
      return shown.page(401, shown.t.passwordTitle, passwordForm(shown.t, true));
    }
    reply.setCookie(SHARE_UNLOCK_COOKIE, unlockProof(share.passwordHash, token), {
      path: API.sharePage.replace(':token', token), httpOnly: true, sameSite: 'strict', secure: ctx.config.production,
      maxAge: Math.max(1, Math.floor((Date.parse(share.expiresAt) - Date.now()) / 1000)),
    });
    return back();
  });

  serve(app, ENDPOINTS.getShareDocument, async (request, reply) => {
    const { token, documentId } = request.params;
    const found = await findShare(db, token);
    const shown = context(request, reply);
    if (found.state !== 'live') return unusable(found, shown);
    const { t, page } = shown;
    if (!unlocked(request, found.share, token)) {
      const link = `<p><a href="${escapeHtml(API.sharePage.replace(':token', token))}">${escapeHtml(t.lockedLink)}</a></p>`;
      return page(401, t.passwordTitle, `${paragraph(t.locked)}${link}`);
    }
    const doc = await db.selectFrom('shareLinkDocuments as s').innerJoin('documents as d', 'd.id', 's.documentId')
      .select(['d.blobId', 'd.name', 'd.mimeType', 'd.size'])
      .where('s.shareLinkId', '=', found.share.id).where('d.id', '=', documentId).where('d.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!doc) return page(404, t.documentMissingTitle, paragraph(t.documentMissing));
    return sendDocument(ctx, reply, doc);
  });
};
