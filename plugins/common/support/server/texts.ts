import { featureTexts, type LanguageTag } from '@portico/plugin-server';

/** The section of the feature's translations the server writes with: the confirmation e-mail. */
export interface SupportTexts {
  confirmationMail: Record<'subject' | 'body' | 'defaultFirstName', string>;
}

/** The feature's own translations (its i18n folder), so the dialog and the e-mail say the same. */
export const supportTexts = (rootDir: string, language: LanguageTag) =>
  featureTexts<SupportTexts>(rootDir, 'plugins/common/support', language);
