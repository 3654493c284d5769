/** The firm's help configuration (staff only): paths, schemas and error codes. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoints } from '@portico/contract/endpoint';
import { ErrorBodySchema, HtmlPage, Input, NoContent } from '@portico/contract/common';
import { HELP_PAGES, PRIVACY_POLICIES } from '@portico/contract/help-links';

export const HELP_API = {
  config: '/api/help/v1/config',
} as const;

export const HELP_ERROR_CODES = ['HELP_TOPIC_DUPLICATE', 'HELP_TOPIC_UNKNOWN'] as const;
export type HelpErrorCode = (typeof HELP_ERROR_CODES)[number];

/** The portal's eight interface languages and the five language bases a title may be keyed by. */
export const HELP_TITLE_KEYS = ['en', 'es', 'pt', 'fr', 'nl', 'en-us', 'en-gb', 'en-au', 'en-ca', 'es-ar', 'pt-br', 'fr-ca', 'nl-nl'] as const;

/** An absolute https address, or a path of this portal ("/help/…"). */
export const HelpUrl = Type.String({ minLength: 2, maxLength: 500, pattern: '^(https://[^\\s<>"]+|/[^/\\s<>"][^\\s<>"]*)$' });
const Slug = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });
const Title = Type.String({ minLength: 1, maxLength: 120 });

/** A title per language: `en` always, any of the others; a locale ("pt-br") wins over its language ("pt"). */
export const HelpTitles = Type.Object({
  en: Title,
  ...Type.Partial(Type.Object(Object.fromEntries(HELP_TITLE_KEYS.filter((k) => k !== 'en').map((k) => [k, Title])) as Record<Exclude<(typeof HELP_TITLE_KEYS)[number], 'en'>, typeof Title>)).properties,
}, { additionalProperties: false });

export const HelpTopicConfig = Input({
  id: Slug,
  /** Screens the topic is suggested on: the first path segment ("documents") or the one after it ("service-request"). */
  screens: Type.Array(Slug, { minItems: 1, maxItems: 20 }),
  titles: HelpTitles,
  /** Where the topic opens; without it, the portal's own article of that id (which must exist). */
  url: Type.Optional(HelpUrl),
});

export const HelpPrivacyUrls = Type.Partial(Type.Object({ en: HelpUrl, es: HelpUrl, pt: HelpUrl, 'fr-ca': HelpUrl }), { additionalProperties: false });

/** What staff send: it replaces the firm's whole help configuration. Null URLs keep the portal's own pages. */
export const HelpConfigBody = Input({
  /** The query is appended to it as is, e.g. "https://help.firm.example/search?q=". */
  searchUrl: Type.Union([HelpUrl, Type.Null()]),
  howToUrl: Type.Union([HelpUrl, Type.Null()]),
  privacyUrls: HelpPrivacyUrls,
  topics: Type.Array(HelpTopicConfig, { maxItems: 100 }),
});

export const HelpConfig = Type.Object({
  /** False while the firm has saved nothing: the shipped default set is what its clients see. */
  configured: Type.Boolean(),
  searchUrl: Type.Union([Type.String(), Type.Null()]),
  howToUrl: Type.Union([Type.String(), Type.Null()]),
  privacyUrls: HelpPrivacyUrls,
  topics: Type.Array(HelpTopicConfig),
});

export type HelpTitles = Static<typeof HelpTitles>;
export type HelpTopicConfig = Static<typeof HelpTopicConfig>;
export type HelpPrivacyUrls = Static<typeof HelpPrivacyUrls>;
export type HelpConfigBody = Static<typeof HelpConfigBody>;
export type HelpConfig = Static<typeof HelpConfig>;

/* The portal's own help pages (public HTML, plugins/common/help/server/pages.ts). */
const FirmParam = Type.String({ pattern: '^[0-9]{1,9}$', description: "The firm whose name and configuration the page uses" });
const LocaleParam = Type.String({ maxLength: 5, description: 'Interface language, e.g. "pt-br"' });
const Short = (description: string) => Type.Optional(Type.String({ maxLength: 100, description }));

export const HelpPageQuery = Input({ firm: Type.Optional(FirmParam), lang: Type.Optional(LocaleParam) });
export const HelpArticleParams = Input({ topicId: Slug });
export const HelpPrivacyParams = Input({ policy: Type.Union(PRIVACY_POLICIES.map((p) => Type.Literal(p))) });
export const HelpPrivacyQuery = Input({ firm: Type.Optional(FirmParam) });
/** Either firm and lang (the searchUrl the portal answers), or the fallback parameters of spec 001 §7. */
export const HelpSearchQuery = Input({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  firm: Type.Optional(FirmParam),
  lang: Type.Optional(LocaleParam),
  oApp: Short('Calling application'),
  oUserType: Short('User type'),
  oUserID: Short("The user's id"),
  oCountry: Type.Optional(Type.String({ maxLength: 2 })),
  oLang: Type.Optional(Type.String({ maxLength: 2 })),
  client: Short('The active client id: its firm names the page'),
  proxystylesheet: Short('Stylesheet name of the calling application'),
});
export type HelpSearchQuery = Static<typeof HelpSearchQuery>;

/** Refusals of a help page (outside /api, where the API description adds them to every operation). */
const PAGE_REFUSALS = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema };

export const ENDPOINTS = defineEndpoints({
  getHelpConfig: {
    method: 'GET', path: HELP_API.config, access: 'staff', tags: ['help'],
    summary: "Staff: the firm's help configuration (the shipped default set while it has saved none)",
    responses: { 200: HelpConfig },
  },
  putHelpConfig: {
    method: 'PUT', path: HELP_API.config, access: 'firm-admin', tags: ['help'],
    summary: "Administrators: replace the firm's help topics and its search, how-to and privacy addresses",
    body: HelpConfigBody, responses: { 200: HelpConfig },
  },
  deleteHelpConfig: {
    method: 'DELETE', path: HELP_API.config, access: 'firm-admin', tags: ['help'],
    summary: "Administrators: drop the firm's help configuration; its clients get the shipped set again",
    responses: { 204: NoContent },
  },
  getHelpArticlePage: {
    method: 'GET', path: HELP_PAGES.article, access: 'public', tags: ['help'],
    summary: 'A shipped help article (HTML)',
    params: HelpArticleParams, query: HelpPageQuery, responses: { 200: HtmlPage, 404: HtmlPage, ...PAGE_REFUSALS },
  },
  getHelpHowToPage: {
    method: 'GET', path: HELP_PAGES.howTo, access: 'public', tags: ['help'],
    summary: 'Every shipped guide this portal has screens for (HTML)',
    query: HelpPageQuery, responses: { 200: HtmlPage, ...PAGE_REFUSALS },
  },
  getHelpSearchPage: {
    method: 'GET', path: HELP_PAGES.search, access: 'public', tags: ['help'],
    summary: "Help search over the shipped articles and the firm's topics (HTML)",
    query: HelpSearchQuery, responses: { 200: HtmlPage, ...PAGE_REFUSALS },
  },
  getHelpPrivacyPage: {
    method: 'GET', path: HELP_PAGES.privacy, access: 'public', tags: ['help'],
    summary: "The portal's privacy policy in a policy language: en, es, pt, fr-ca (HTML)",
    params: HelpPrivacyParams, query: HelpPrivacyQuery, responses: { 200: HtmlPage, ...PAGE_REFUSALS },
  },
});
