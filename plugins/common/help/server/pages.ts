import type { FastifyReply } from 'fastify';
import { HELP_PAGES, privacyPolicyOf, type PrivacyPolicy } from '@portico/contract/help-links';
import { loadPortalConfig, serve, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';
import type { ShippedArticle } from './content/articles';
import { helpLanguageOf, normaliseLocale, PAGE_TEXTS, type HelpLanguage } from './content/languages';
import { PRIVACY_TEXTS } from './content/privacy';
import { featureEnabledIn, firmHelp, portalHelpLinks, privacyUrlFor, shippedArticle, shippedArticles, titleFor } from './help-site';
import { HELP_CSS, helpPage, html, type Html } from './html';
import { searchHelp, type Searchable } from './search';
import { helpDb, type HelpDb } from './tables';

/** Shown when a page names no firm (a privacy link opened on its own). */
const PORTAL_NAME = 'Portico';
/** The portal locale a privacy page's surroundings read in. */
const PRIVACY_LOCALE: Record<PrivacyPolicy, string> = { en: 'en-us', es: 'es-ar', pt: 'pt-br', 'fr-ca': 'fr-ca' };

interface PageFirm {
  id: number | null;
  name: string;
}

const htmlLangOf = (locale: string) => locale.replace(/-([a-z]{2})$/, (_, c: string) => `-${c.toUpperCase()}`);
const stepsOf = (article: ShippedArticle, lang: HelpLanguage) => article.steps[lang] ?? article.steps.en;
const send = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);

/**
 * The help the portal ships (spec 001 §7, §9): article, how-to, search and privacy pages, public and rendered
 * here, so every link the help menu offers out of the box answers. The firm's name heads each page.
 */
export const helpPageRoutes: RouteModule = (app, ctx) => {
  const db = helpDb(ctx.db);
  const enabled = featureEnabledIn(loadPortalConfig(ctx.config).plugins.map((p) => p.id));
  const config = { auth: 'public' as const };

  const frameFor = async (firm: PageFirm, locale: string) => {
    const lang = helpLanguageOf(locale);
    const help = firm.id === null ? null : await firmHelp(db, firm.id, enabled);
    return {
      lang,
      texts: PAGE_TEXTS[lang],
      htmlLang: htmlLangOf(locale),
      firmName: firm.name,
      searchFields: { ...(firm.id === null ? {} : { firm: String(firm.id) }), lang: locale },
      privacyHref: firm.id !== null && help ? privacyUrlFor(help, firm.id, locale) : HELP_PAGES.privacy.replace(':policy', privacyPolicyOf(locale)),
      links: firm.id === null ? null : portalHelpLinks(firm.id, locale),
      help,
    };
  };
  const articleHref = (frame: Awaited<ReturnType<typeof frameFor>>, id: string, locale: string) =>
    frame.links?.article(id) ?? `${HELP_PAGES.article.replace(':topicId', id)}?${new URLSearchParams({ lang: locale })}`;

  app.get(HELP_PAGES.stylesheet, { config, schema: { summary: 'Stylesheet of the help pages', hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(HELP_CSS));

  serve(app, ENDPOINTS.getHelpArticlePage, async (request, reply) => {
    const locale = normaliseLocale(request.query.lang);
    const frame = await frameFor(await pageFirm(db, request.query.firm), locale);
    const article = shippedArticle(request.params.topicId);
    if (!article) {
      return send(reply, 404, helpPage({ ...frame, title: frame.texts.notFound, body: html`<h1>${frame.texts.notFound}</h1>${backLink(frame.links?.howTo ?? howToHref(locale), frame.texts.backToHelp)}` }));
    }
    const title = article.title[frame.lang];
    const related = shippedArticles(enabled).filter((a) => a.id !== article.id && a.screens.some((s) => article.screens.includes(s)));
    const body = html`<h1>${title}</h1>
<ol class="help-steps">${stepsOf(article, frame.lang).map((step) => html`<li>${step}</li>`)}</ol>
${related.length ? html`<h2>${frame.texts.related}</h2>${articleList(related, frame.lang, (id) => articleHref(frame, id, locale))}` : html``}
${backLink(frame.links?.howTo ?? howToHref(locale), frame.texts.backToHelp)}`;
    return send(reply, 200, helpPage({ ...frame, title, body }));
  });

  serve(app, ENDPOINTS.getHelpHowToPage, async (request, reply) => {
    const locale = normaliseLocale(request.query.lang);
    const frame = await frameFor(await pageFirm(db, request.query.firm), locale);
    const body = html`<h1>${frame.texts.howToTitle}</h1><p class="help-note">${frame.texts.howToIntro}</p>
${articleList(shippedArticles(enabled), frame.lang, (id) => articleHref(frame, id, locale))}`;
    return send(reply, 200, helpPage({ ...frame, title: frame.texts.howToTitle, body }));
  });

  serve(app, ENDPOINTS.getHelpSearchPage, async (request, reply) => {
    const query = request.query;
    const locale = normaliseLocale(query.lang ?? (query.oLang && query.oCountry ? `${query.oLang}-${query.oCountry}` : undefined));
    const firm = await pageFirm(db, query.firm, query.client);
    const frame = await frameFor(firm, locale);
    const q = (query.q ?? '').trim();
    const candidates: Searchable[] = [
      ...shippedArticles(enabled).map((a) => ({ title: a.title[frame.lang], text: stepsOf(a, frame.lang).join(' '), href: articleHref(frame, a.id, locale) })),
      // The firm's own topics that lead elsewhere are found by their title.
      ...(frame.help?.topics ?? []).filter((t) => t.url).map((t) => ({ title: titleFor(t.titles, locale), text: '', href: t.url! })),
    ];
    const results = q ? searchHelp(candidates, q) : [];
    const body = !q
      ? html`<h1>${frame.texts.search}</h1><p class="help-note">${frame.texts.emptyQuery}</p>`
      : html`<h1>${frame.texts.resultsFor(q, results.length)}</h1>
${results.length
    ? html`<ul class="help-list">${results.map((r) => html`<li><a href="${r.href}">${r.title}</a>${r.text ? html`<p>${snippet(r.text)}</p>` : html``}</li>`)}</ul>`
    : html`<p class="help-note">${frame.texts.noResults}</p>`}`;
    const all = html`<h2>${frame.texts.allArticles}</h2>${articleList(shippedArticles(enabled), frame.lang, (id) => articleHref(frame, id, locale))}`;
    return send(reply, 200, helpPage({ ...frame, title: frame.texts.search, query: q, body: html`${body}${all}` }));
  });

  serve(app, ENDPOINTS.getHelpPrivacyPage, async (request, reply) => {
    const policy: PrivacyPolicy = request.params.policy;
    const text = PRIVACY_TEXTS[policy];
    const locale = PRIVACY_LOCALE[policy];
    const firm = await pageFirm(db, request.query.firm);
    const frame = await frameFor(firm, locale);
    const withFirm = (s: string) => s.replaceAll('{firm}', firm.name);
    const body = html`<h1>${text.title}</h1>${text.sections.map((s) => html`<h2>${s.heading}</h2><p>${withFirm(s.text)}</p>`)}`;
    return send(reply, 200, helpPage({ ...frame, htmlLang: text.lang, title: text.title, body }));
  });
};

/** The firm a page is for: named by id, or by one of its clients (the fallback search's "client"). */
async function pageFirm(db: HelpDb, firm?: string, clientId?: string): Promise<PageFirm> {
  const row = firm
    ? await db.selectFrom('firms').select(['id', 'name']).where('id', '=', Number(firm)).executeTakeFirst()
    : clientId
      ? await db.selectFrom('clients as c').innerJoin('firms as f', 'f.id', 'c.firmId').select(['f.id', 'f.name']).where('c.id', '=', clientId).executeTakeFirst()
      : undefined;
  return row ?? { id: null, name: PORTAL_NAME };
}

const howToHref = (locale: string) => `${HELP_PAGES.howTo}?${new URLSearchParams({ lang: locale })}`;
const backLink = (href: string, label: string): Html => html`<p><a href="${href}">${label}</a></p>`;
const snippet = (text: string) => (text.length > 180 ? `${text.slice(0, 177).trimEnd()}…` : text);

function articleList(articles: ShippedArticle[], lang: HelpLanguage, href: (id: string) => string): Html {
  return html`<ul class="help-list">${articles.map((a) => html`<li><a href="${href(a.id)}">${a.title[lang]}</a><p>${snippet(stepsOf(a, lang)[0]!)}</p></li>`)}</ul>`;
}
