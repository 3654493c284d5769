import { featureErrors, firmOf, loadPortalConfig, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { ENDPOINTS as CORE_ENDPOINTS } from '@portico/contract/endpoints';
import { ENDPOINTS, HELP_ERROR_CODES, HelpConfigBody } from '../contract';
import { normaliseLocale } from './content/languages';
import {
  featureEnabledIn, firmHelp, portalHelpLinks, privacyUrlFor, replaceFirmHelp, resetFirmHelp, shippedArticle, titleFor,
} from './help-site';
import { helpDb } from './tables';

const errors = featureErrors(HELP_ERROR_CODES);

/** Rules the schema cannot say: topic ids are unique, and a topic without a url must be a shipped article. */
function checkTopics(body: HelpConfigBody): void {
  const seen = new Set<string>();
  for (const [index, topic] of body.topics.entries()) {
    if (seen.has(topic.id)) throw errors.badRequest('HELP_TOPIC_DUPLICATE', `Topic "${topic.id}" is listed twice`, [`/topics/${index}/id`]);
    seen.add(topic.id);
    if (!topic.url && !shippedArticle(topic.id)) {
      throw errors.badRequest('HELP_TOPIC_UNKNOWN', `Topic "${topic.id}" has no url and the portal ships no article of that id`, [`/topics/${index}/url`]);
    }
  }
}

/** The help menu's articles (any session) and the firm's help configuration (staff). */
export const helpRoutes: RouteModule = (app, ctx) => {
  const db = helpDb(ctx.db);
  const enabled = featureEnabledIn(loadPortalConfig(ctx.config).plugins.map((p) => p.id));

  // Core's help menu asks for these (core/help), so the operation is declared in core's contract.
  serve(app, CORE_ENDPOINTS.getHelpArticles, async (request) => {
    const firmId = await firmOf(db, principalOf(request));
    const locale = normaliseLocale(request.query.locale);
    const screens = (request.query.screens ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const help = await firmHelp(db, firmId, enabled);
    const links = portalHelpLinks(firmId, locale);
    // The page's own topics (the last, most specific screen) come first, then the area's, each in the firm's order.
    const page = screens.length > 1 ? screens[screens.length - 1]! : null;
    const topics = help.topics
      .filter((t) => !screens.length || t.screens.some((s) => screens.includes(s)))
      .sort((a, b) => Number(page !== null && b.screens.includes(page)) - Number(page !== null && a.screens.includes(page)))
      .map((t) => ({ id: t.id, title: titleFor(t.titles, locale), url: t.url ?? links.article(t.id) }));
    return {
      searchUrl: help.searchUrl ?? links.search,
      topics,
      howToUrl: help.howToUrl ?? links.howTo,
      privacyUrl: privacyUrlFor(help, firmId, locale),
    };
  });

  serve(app, ENDPOINTS.getHelpConfig, async (request) => firmHelp(db, await firmOf(db, principalOf(request)), enabled));

  serve(app, ENDPOINTS.putHelpConfig, async (request) => {
    checkTopics(request.body);
    const principal = principalOf(request);
    const firmId = await firmOf(db, principal);
    await replaceFirmHelp(db, firmId, request.body, principal.userId);
    return firmHelp(db, firmId, enabled);
  });

  serve(app, ENDPOINTS.deleteHelpConfig, async (request, reply) => {
    await resetFirmHelp(db, await firmOf(db, principalOf(request)));
    return reply.code(204).send(null);
  });
};
