import { readFileSync, existsSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACE, translationPath } from '@portico/core/i18n/languages';
import { sourceOfAsset } from '../../scripts/feature-i18n.mjs';

/** A namespace's texts in one language, read where the build takes them from (public/, or the feature's i18n folder). */
export function textsOf(ns: string, lang: string): Record<string, unknown> | undefined {
  const file = sourceOfAsset(translationPath(lang, ns));
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Answers a translation bundle request (API.translationBundle?lang&ns) as the server does
 * (server/routes/translations.ts): each namespace's file through `readOne`, a missing one left out.
 */
export async function answerBundle(path: string, readOne: (path: string) => Promise<Response>): Promise<Response> {
  const query = new URL(path, 'http://portal.test').searchParams;
  const lang = query.get('lang') ?? '';
  const bundle: Record<string, unknown> = {};
  for (const ns of (query.get('ns') ?? '').split(',')) {
    const file = await readOne(translationPath(lang, ns));
    if (file.ok) bundle[ns] = await file.json();
  }
  return Response.json(bundle);
}

/** Like textsOf, with an empty namespace for a missing file. */
export const readTranslations = (lang: string, ns: string): Record<string, unknown> => textsOf(ns, lang) ?? {};

/** A ready i18next instance with real translations, for component tests. */
export async function createTestI18n(namespaces: string[] = [CORE_NAMESPACE], lang = 'en-us'): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = { [lang]: {} };
  for (const ns of namespaces) resources[lang]![ns] = readTranslations(lang, ns);
  await instance.use(initReactI18next).init({
    lng: lang,
    lowerCaseLng: true,
    resources,
    ns: namespaces,
    defaultNS: namespaces[0],
    interpolation: { escapeValue: false },
  });
  return instance;
}
