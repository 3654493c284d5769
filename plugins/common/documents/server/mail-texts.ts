import { featureTexts, type LanguageTag } from '@portico/plugin-server';

type Plural<K extends string> = Record<`${K}_${'one' | 'many' | 'other'}`, string>;

/** The sections of the feature's translations its e-mails are written with. */
export interface DocumentsMailTexts {
  shareMail: Plural<'subject' | 'intro'> & Record<'wrote' | 'notOurWords' | 'documents' | 'open' | 'until' | 'password', string>;
  uploadMail: Plural<'subject'> & Record<'intro', string>;
}

/** The pages behind a share link (routes/share.ts). */
export type SharePageTexts = Record<
  | 'title' | 'none' | 'until' | 'notFoundTitle' | 'notFound' | 'expiredTitle' | 'expired' | 'passwordTitle' | 'passwordIntro'
  | 'passwordLabel' | 'passwordSubmit' | 'passwordWrong' | 'locked' | 'lockedLink' | 'documentMissingTitle' | 'documentMissing',
  string
>;

export const documentsMailTexts = (rootDir: string, language: LanguageTag) =>
  featureTexts<DocumentsMailTexts>(rootDir, 'plugins/common/documents', language);

export const documentsPageTexts = (rootDir: string, language: LanguageTag) =>
  featureTexts<{ sharePage: SharePageTexts }>(rootDir, 'plugins/common/documents', language);
