import { HELP_PAGES, privacyPolicyOf } from '@portico/contract/help-links';
import type { HelpConfig, HelpConfigBody, HelpTitles, HelpTopicConfig } from '../contract';
import { SHIPPED_ARTICLES, type ShippedArticle } from './content/articles';
import { helpLanguageOf } from './content/languages';
import type { HelpDb } from './tables';

/** Whether the variant serves a feature: its id, or one of its plugins "<id>/<name>", is in registry.json. */
export type FeatureEnabled = (featureId: string) => boolean;

export function featureEnabledIn(pluginIds: readonly string[]): FeatureEnabled {
  return (featureId) => pluginIds.some((id) => id === featureId || id.startsWith(`${featureId}/`));
}

/** The shipped articles this variant has screens for. */
export const shippedArticles = (enabled: FeatureEnabled): ShippedArticle[] =>
  SHIPPED_ARTICLES.filter((a) => !a.feature || enabled(a.feature));

export const shippedArticle = (id: string): ShippedArticle | undefined => SHIPPED_ARTICLES.find((a) => a.id === id);

/** The default set as a firm would configure it: the shipped articles, on the portal's own pages. */
const shippedTopics = (enabled: FeatureEnabled): HelpTopicConfig[] =>
  shippedArticles(enabled).map((a) => ({ id: a.id, screens: [...a.screens], titles: { ...a.title } as HelpTitles }));

/** A title for the locale: the locale's own ("pt-br"), its language's ("pt"), else English. */
export function titleFor(titles: Partial<HelpTitles>, locale: string): string {
  const key = locale.toLowerCase() as keyof HelpTitles;
  return titles[key] ?? titles[helpLanguageOf(locale)] ?? titles.en!;
}

/** What the firm's clients get: its saved configuration, or the shipped default set. */
export async function firmHelp(db: HelpDb, firmId: number, enabled: FeatureEnabled): Promise<HelpConfig> {
  const site = await db.selectFrom('coreHelpSites').selectAll().where('firmId', '=', firmId).executeTakeFirst();
  if (!site) return { configured: false, searchUrl: null, howToUrl: null, privacyUrls: {}, topics: shippedTopics(enabled) };
  const rows = await db.selectFrom('coreHelpTopics').selectAll().where('firmId', '=', firmId).orderBy('position').execute();
  return {
    configured: true,
    searchUrl: site.searchUrl,
    howToUrl: site.howToUrl,
    privacyUrls: JSON.parse(site.privacyUrls) as HelpConfig['privacyUrls'],
    topics: rows.map((r) => ({
      id: r.topicId,
      screens: JSON.parse(r.screens) as string[],
      titles: JSON.parse(r.titles) as HelpTitles,
      ...(r.url ? { url: r.url } : {}),
    })),
  };
}

/** Replaces the firm's whole configuration in one transaction: never half written. */
export async function replaceFirmHelp(db: HelpDb, firmId: number, body: HelpConfigBody, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('coreHelpTopics').where('firmId', '=', firmId).execute();
    await trx.deleteFrom('coreHelpSites').where('firmId', '=', firmId).execute();
    await trx.insertInto('coreHelpSites').values({
      firmId, searchUrl: body.searchUrl, howToUrl: body.howToUrl, privacyUrls: JSON.stringify(body.privacyUrls),
      updatedAt: new Date().toISOString(), updatedBy: userId,
    }).execute();
    if (body.topics.length) {
      await trx.insertInto('coreHelpTopics').values(body.topics.map((t, position) => ({
        firmId, topicId: t.id, position, screens: JSON.stringify(t.screens), titles: JSON.stringify(t.titles), url: t.url ?? null,
      }))).execute();
    }
  });
}

/** Back to the shipped default set. */
export async function resetFirmHelp(db: HelpDb, firmId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('coreHelpTopics').where('firmId', '=', firmId).execute();
    await trx.deleteFrom('coreHelpSites').where('firmId', '=', firmId).execute();
  });
}

/** The portal's own help pages for a firm and locale. */
export const portalHelpLinks = (firmId: number, locale: string) => {
  const params = (extra: Record<string, string> = {}) => new URLSearchParams({ firm: String(firmId), lang: locale, ...extra });
  return {
    article: (topicId: string) => `${HELP_PAGES.article.replace(':topicId', topicId)}?${params()}`,
    howTo: `${HELP_PAGES.howTo}?${params()}`,
    /** Ends in "q=": the menu appends the query. */
    search: `${HELP_PAGES.search}?${params()}&q=`,
    privacy: (policy: string) => `${HELP_PAGES.privacy.replace(':policy', policy)}?${new URLSearchParams({ firm: String(firmId) })}`,
  };
};

/** The privacy link for a locale: the firm's for that policy language, its English one, else the portal's page. */
export function privacyUrlFor(help: HelpConfig, firmId: number, locale: string): string {
  const policy = privacyPolicyOf(locale);
  return help.privacyUrls[policy] ?? help.privacyUrls.en ?? portalHelpLinks(firmId, locale).privacy(policy);
}
