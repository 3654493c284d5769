import type { TFunction } from 'i18next';

/** The translated reason for a machine code; unknown codes fall back to a generic sentence. */
export const reasonFor = (t: TFunction, code: string): string =>
  t(`common.documents:errors.${code}`, { defaultValue: t('common.documents:errors.INTERNAL_ERROR') });
