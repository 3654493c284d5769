import fs from 'node:fs';
import path from 'node:path';
import type { LanguageTag } from '@portico/plugin-server';

/** The sections of the feature's translations the server writes with (the live chat page, the confirmation e-mail). */
export interface SupportTexts {
  chatPage: Record<'title' | 'hours' | 'offline' | 'reference' | 'emailLead', string>;
  reportIssue: { mailSubject: string };
  confirmationMail: Record<'subject' | 'body' | 'defaultFirstName', string>;
}

const cache = new Map<string, SupportTexts>();

/**
 * The feature's own translations (its i18n folder, one file per language), so the dialog, the chat page and the
 * e-mail say the same in every language and each text lives in one place. Read once per language.
 */
export function supportTexts(rootDir: string, language: LanguageTag): SupportTexts {
  const file = path.join(rootDir, 'plugins/core/support/i18n', `${language}.json`);
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as SupportTexts;
    cache.set(file, texts);
  }
  return texts;
}
