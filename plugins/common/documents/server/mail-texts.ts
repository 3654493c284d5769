import { featureTexts, type LanguageTag } from '@portico/plugin-server';

type Plural<K extends string> = Record<`${K}_${'one' | 'many' | 'other'}`, string>;

/** The sections of the feature's translations its e-mails are written with. */
export interface DocumentsMailTexts {
  shareMail: Plural<'subject' | 'intro'> & Record<'wrote' | 'notOurWords' | 'documents' | 'open' | 'until', string>;
  uploadMail: Plural<'subject'> & Record<'intro', string>;
  firmUploadMail: Plural<'subject'> & Record<'intro' | 'open', string>;
}

export const documentsMailTexts = (rootDir: string, language: LanguageTag) =>
  featureTexts<DocumentsMailTexts>(rootDir, 'plugins/common/documents', language);
