import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portico/plugin';
import type { Notification } from '../contract';

/** A notification's sentence in the reader's language: the centre's line and the mobile host's alert say the same. */
export function useNotificationText() {
  const { t, i18n } = useTranslation('common.notifications');
  return useCallback((item: Notification) => {
    // A value named "…Date" is a calendar day, written as the reader's language writes one (as in the e-mails).
    const values = Object.fromEntries(Object.entries(item.params).map(([k, v]) => [k, k.endsWith('Date') ? formatDate(String(v), i18n.language) : v]));
    return t(`items.${item.category}`, { ...values, context: typeof item.params.variant === 'string' ? item.params.variant : undefined });
  }, [t, i18n.language]);
}
