import fs from 'node:fs';
import path from 'node:path';
import type { LanguageTag } from '@portico/core/i18n/languages';

const cache = new Map<string, unknown>();

/**
 * A feature's own translations (<featureDir>/i18n/<language>.json) for what the server writes (e-mails, pages),
 * so the portal and the server say the same in every language and each text lives in one place. Read once per file.
 */
export function featureTexts<T>(rootDir: string, featureDir: string, language: LanguageTag): T {
  const file = path.join(rootDir, featureDir, 'i18n', `${language}.json`);
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, texts);
  }
  return texts as T;
}

/** The plural form of `key` for `count` as i18next names them (key_one, key_many, key_other), by the language's rules. */
export function pluralText(texts: Readonly<Record<string, string>>, key: string, count: number, language: LanguageTag): string {
  return texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`]!;
}
