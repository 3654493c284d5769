import { Type } from '@sinclair/typebox';
import { Input } from '@portico/contract/common';
import { escapeHtml, firmOf, interpolate, pageLanguage, principalOf, type AppContext, type RouteModule, serve } from '@portico/plugin-server';
import { firmSupportSettings, SUPPORT_UNSET } from '../../../firm-settings/server';
import { ENDPOINTS, LIVE_CHAT_PAGE, supportEmailFor } from '../../contract';
import { channelsOf, serverChannels, type ServerChannels } from './settings';
import { supportTexts } from '../texts';

const LiveChatQuery = Input({
  firm: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  lang: Type.Optional(Type.String({ maxLength: 10, pattern: '^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$' })),
  ref: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{5}-[A-Z0-9]{5}$' })),
});

/** The page's look, a stylesheet of its own: the portal's CSP allows no inline style. */
const LIVE_CHAT_CSS_PATH = `${LIVE_CHAT_PAGE}.css`;
const LIVE_CHAT_CSS = 'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2933;background:#f5f7fa}'
  + 'main{max-width:36rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}'
  + 'h1{font-size:1.5rem;margin-top:0}a{color:#0b5cad;font-weight:600;overflow-wrap:anywhere}';

/** A firm's channels; the portal's own chat page, when it is the one, knows the firm (its hours and addresses). */
const firmChannels = async (ctx: AppContext, server: ServerChannels, firmId: number) =>
  channelsOf(server, await firmSupportSettings(ctx.db, firmId), `${LIVE_CHAT_PAGE}?${new URLSearchParams({ firm: String(firmId) })}`);

/**
 * The support channels the report-issue dialog offers, and the live chat page it opens when the firm has no
 * chat service configured: the support hours and the e-mail address, so the window is never a dead end.
 */
export const channelRoutes: RouteModule = (app, ctx) => {
  // The variables as validated at start (server/settings.ts).
  const server = serverChannels(ctx.config.settings as NodeJS.ProcessEnv);
  serve(app, ENDPOINTS.getSupportChannels, async (request) => firmChannels(ctx, server, await firmOf(ctx.db, principalOf(request))));

  app.get(LIVE_CHAT_CSS_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(LIVE_CHAT_CSS));

  app.get(LIVE_CHAT_PAGE, {
    // Opened in a new window, which carries no session: it shows nothing private.
    config: { auth: 'public' },
    schema: { hide: true, querystring: LiveChatQuery },
  }, async (request, reply) => {
    const language = pageLanguage(request.query.lang?.toLowerCase().replace('_', '-'), request.headers['accept-language']);
    const all = supportTexts(ctx.config.rootDir, language);
    const texts = all.chatPage;
    const channels = request.query.firm ? await firmChannels(ctx, server, Number(request.query.firm)) : channelsOf(server, SUPPORT_UNSET, LIVE_CHAT_PAGE);
    const email = supportEmailFor(language, channels.emails);
    const ref = request.query.ref;
    const mailto = `mailto:${email}${ref ? `?subject=${encodeURIComponent(interpolate(all.reportIssue.mailSubject, { code: ref }))}` : ''}`;
    const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
    const hours = channels.chatHours ? interpolate(texts.firmHours, { hours: channels.chatHours }) : texts.hours;
    return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`
      + `<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title>`
      + `<link rel="stylesheet" href="${LIVE_CHAT_CSS_PATH}"></head><body><main>`
      + `<h1>${escapeHtml(texts.title)}</h1>${paragraph(hours)}${paragraph(texts.offline)}`
      + (ref ? paragraph(interpolate(texts.reference, { code: ref })) : '')
      + (email ? `<p>${escapeHtml(texts.emailLead)} <a href="${escapeHtml(mailto)}">${escapeHtml(email)}</a></p>` : '')
      + '</main></body></html>');
  });
};
