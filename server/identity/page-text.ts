import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type LanguageTag } from '@portico/core/i18n/languages';
import { EXTRA_IDP_TEXTS } from './page-text-extra';

type Texts = Record<string, string>;
const cache = new Map<LanguageTag, Texts>();

/** Picks the first supported tag of an OIDC ui_locales list ("pt-BR en"), matching a bare language too. */
export function pickLanguage(uiLocales: string | undefined): LanguageTag {
  for (const raw of (uiLocales ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const match = SUPPORTED_LANGUAGES.find((l) => l === raw) ?? SUPPORTED_LANGUAGES.find((l) => l.split('-')[0] === raw.split('-')[0]);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Accept-Language ("pt-BR,pt;q=0.9,en;q=0.8") as a list in the order of preference, for pickLanguage. */
export function preferredLanguages(acceptLanguage: string | undefined): string {
  return (acceptLanguage ?? '').split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
    .join(' ');
}

/** The page's language: the portal's (ui_locales, or lang on Portico's own pages), else the browser's. */
export function pageLanguage(asked: string | undefined, acceptLanguage: string | undefined): LanguageTag {
  return pickLanguage(`${asked ?? ''} ${preferredLanguages(acceptLanguage)}`);
}

/** The identity provider's page texts: the "idp" section of the portal's auth namespace, so one file set serves both. */
export function idpTexts(rootDir: string, language: LanguageTag): Texts {
  let texts = cache.get(language);
  if (!texts) {
    const file = path.join(rootDir, 'public', 'assets', 'auth', 'i18n', `${language}.json`);
    texts = { ...EXTRA_IDP_TEXTS[language], ...(JSON.parse(fs.readFileSync(file, 'utf8')) as { idp: Texts }).idp };
    cache.set(language, texts);
  }
  return texts;
}

export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** A text with plural forms (key_one, key_other, … as i18next names them), the form the page's language uses for count. */
export function pluralText(texts: Texts, language: string, key: string, count: number): string {
  const text = texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`]!;
  return interpolate(text, { count: String(count) });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
