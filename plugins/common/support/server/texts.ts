import { featureTexts, type LanguageTag } from '@portico/plugin-server';

/** The sections of the feature's translations the server writes with (the live chat page, the confirmation e-mail). */
export interface SupportTexts {
  chatPage: Record<'title' | 'hours' | 'firmHours' | 'offline' | 'reference' | 'emailLead', string>;
  reportIssue: { mailSubject: string };
  confirmationMail: Record<'subject' | 'body' | 'defaultFirstName', string>;
}

/** The feature's own translations (its i18n folder), so the dialog, the chat page and the e-mail say the same. */
export const supportTexts = (rootDir: string, language: LanguageTag) =>
  featureTexts<SupportTexts>(rootDir, 'plugins/common/support', language);
