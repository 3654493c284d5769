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
