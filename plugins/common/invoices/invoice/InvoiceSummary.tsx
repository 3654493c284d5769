import { useTranslation } from 'react-i18next';
import { formatDate } from '@portico/plugin';
import type { Invoice } from '../contract';

/** The amount in the invoice's currency, in the person's language. */
export const money = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** What the invoice is for, how much, by when, and where it stands (paid only once the portal recorded it). */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('common.invoices');
  return (
    <dl className="invoice-summary">
      <dt>{t('invoice.number')}</dt><dd>{invoice.number}</dd>
      <dt>{t('invoice.description')}</dt><dd>{invoice.description}</dd>
      <dt>{t('invoice.amount')}</dt><dd className="invoice-amount">{money(invoice.amountCents, invoice.currency, i18n.language)}</dd>
      <dt>{t('invoice.dueDate')}</dt><dd>{formatDate(invoice.dueDate, i18n.language)}</dd>
      <dt>{t('invoice.status')}</dt>
      <dd><span className={`tasks-state invoice-status--${invoice.status}`}>{t(`statuses.${invoice.status}`)}</span>
        {invoice.paidAt && invoice.paidBy && <span className="hint"> {t(`paidBy.${invoice.paidBy}`, { date: formatDate(invoice.paidAt.slice(0, 10), i18n.language) })}</span>}
      </dd>
    </dl>
  );
}
