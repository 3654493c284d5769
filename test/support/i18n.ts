import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACE, translationPath } from '../../core/i18n/languages';

/** Reads a namespace's translation file straight from public/ (or a plugin's i18n folder via `roots`). */
export function readTranslations(lang: string, ns: string, roots: string[] = ['public']): Record<string, unknown> {
  for (const root of roots) {
    const file = resolve(root, '.' + translationPath(lang, ns));
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return {};
}

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
