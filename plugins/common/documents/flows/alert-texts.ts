import type { TFunction } from 'i18next';

/** The translated reason for a machine code; unknown codes fall back to a generic sentence. */
export const reasonFor = (t: TFunction, code: string): string =>
  t(`common.documents:errors.${code}`, { defaultValue: t('common.documents:errors.INTERNAL_ERROR') });

/** Refusals of any change (a preview, a data room): their reason is a whole sentence, said as it is. */
export const READ_ONLY_CODES: ReadonlySet<string> = new Set(['PREVIEW_READ_ONLY', 'DOCUMENTS_READ_ONLY']);
