import type { TFunction } from 'i18next';

/** The translated reason for a machine code; unknown codes fall back to a generic sentence. */
export const reasonFor = (t: TFunction, code: string): string =>
  t(`core.documents:errors.${code}`, { defaultValue: t('core.documents:errors.INTERNAL_ERROR') });
