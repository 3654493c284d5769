/**
 * Where help lives. The portal serves its own help pages (plugins/common/help/server), so every default link
 * answers; a firm may point search, how-to, privacy and its topics elsewhere (docs/help.md). Plain
 * TypeScript: the shell's entry chunk and the server both read these paths.
 */
export const HELP_PAGES = {
  /** The help search: `q` plus either `firm` and `lang`, or the fallback parameters of spec 001 §7. */
  search: '/help/search',
  article: '/help/articles/:topicId',
  howTo: '/help/how-to',
  privacy: '/help/privacy/:policy',
  stylesheet: '/help/help.css',
} as const;

/** Help search without a searchUrl (spec 001 §7): the fallback search path and its parameters. */
export const HELP_FALLBACK_SEARCH = HELP_PAGES.search;
export const HELP_APP = 'ClientCenter';
export const HELP_USER_TYPE = 'client';
export const HELP_STYLESHEET = 'clientcenter';

export interface HelpSearchContext {
  /** The user's PrismGuid. */
  userId: string;
  /** Interface language tag, e.g. "pt-br". */
  language: string;
  /** The active client id. */
  clientId: string | null;
}

/** Where a help search opens: searchUrl plus the query, else the fallback path with its parameters. */
export function helpSearchUrl(query: string, searchUrl: string | null | undefined, ctx: HelpSearchContext): string {
  if (searchUrl) return `${searchUrl}${encodeURIComponent(query)}`;
  const [lang = 'en', country = 'us'] = ctx.language.toLowerCase().split('-');
  const params = new URLSearchParams({
    q: query,
    oApp: HELP_APP,
    oUserType: HELP_USER_TYPE,
    oUserID: ctx.userId,
    oCountry: country.toUpperCase(),
    oLang: lang,
    client: ctx.clientId ?? '',
    proxystylesheet: HELP_STYLESHEET,
  });
  return `${HELP_FALLBACK_SEARCH}?${params}`;
}

/** The privacy policies there are (spec 001 §9). */
export const PRIVACY_POLICIES = ['en', 'es', 'pt', 'fr-ca'] as const;
export type PrivacyPolicy = (typeof PRIVACY_POLICIES)[number];

/** Spec 001 §9: privacy policy by language — en, es, pt, fr (the fr-ca page); anything else gets en. */
export function privacyPolicyOf(language: string): PrivacyPolicy {
  const lang = language.toLowerCase().split('-')[0]!;
  const key = lang === 'fr' ? 'fr-ca' : lang;
  return (PRIVACY_POLICIES as readonly string[]).includes(key) ? (key as PrivacyPolicy) : 'en';
}

/** The portal's own privacy page for a language: the link when the help service did not answer one. */
export function privacyPolicyUrl(language: string): string {
  return HELP_PAGES.privacy.replace(':policy', privacyPolicyOf(language));
}
