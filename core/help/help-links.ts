/** Help search without a searchUrl (spec 001 §7): the fallback search path and its parameters. */
export const HELP_FALLBACK_SEARCH = 'https://help.portico.example/search';
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

const PRIVACY_POLICY: Record<string, string> = {
  en: 'https://www.portico.example/privacy',
  es: 'https://www.portico.example/es/privacidad',
  pt: 'https://www.portico.example/pt/privacidade',
  'fr-ca': 'https://www.portico.example/fr-ca/confidentialite',
};

/** Spec 001 §9: privacy policy by language — en, es, pt, fr (the fr-ca page); anything else gets en. */
export function privacyPolicyUrl(language: string): string {
  const lang = language.toLowerCase().split('-')[0]!;
  const key = lang === 'fr' ? 'fr-ca' : lang;
  return PRIVACY_POLICY[key] ?? PRIVACY_POLICY.en!;
}
