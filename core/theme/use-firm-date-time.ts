import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useKernel } from '../kernel/react/kernel-context';
import { TOKENS } from '../kernel/tokens';
import { formatFirmDateTime } from '../i18n/format-date';
import { DEFAULT_TIME_ZONE } from '@portico/contract/portal-config';

/** The firm's time zone: the one its theme names, else its variant's (a theme cached before the zone was sent names none). */
export function useFirmTimeZone(): string {
  const kernel = useKernel();
  const { theme } = useSnapshot(kernel.get(TOKENS.Theme).state);
  return theme?.timeZone ?? kernel.get(TOKENS.Config).timeZone ?? DEFAULT_TIME_ZONE;
}

/** Formats instants (receipts, deliveries, messages) on the firm's clock in the reader's language: formatFirmDateTime. */
export function useFirmDateTime(): (value: string | Date) => string {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const timeZone = useFirmTimeZone();
  return (value) => formatFirmDateTime(value, i18n.language, timeZone);
}
