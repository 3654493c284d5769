import { formatCnpj } from '@portico/br-kit';
import type { TFunction } from 'i18next';
import type { Countdown } from './deadlines';

/** Display helpers shared by the list, the cards and the detail page. */
export const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);
export const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso.slice(0, 10)));
export const cnpj = formatCnpj;

/** The countdown's text: days left and to what, the last day, or that the deadline passed. */
export function countdownText(countdown: Countdown, t: TFunction): string {
  if (countdown.state === 'none') return t('invoiceProcessing.countdown.none');
  if (countdown.state === 'expired') return t('invoiceProcessing.countdown.expired');
  if (countdown.days === 0) return t(`invoiceProcessing.countdown.${countdown.kind}Today`);
  return t(`invoiceProcessing.countdown.${countdown.kind}`, { count: countdown.days });
}
