import { useTranslation } from 'react-i18next';
import { OpenTasksCard } from '../../tasks';
import { INVOICE_KIND } from '../contract';

/** The dashboard's invoices: those the active client has still to pay, soonest due first. */
export default function InvoicesWidget() {
  const { t } = useTranslation('common.invoices');
  return (
    <OpenTasksCard
      select={(task) => task.kind === INVOICE_KIND}
      texts={{ title: t('widget.title'), count: (count) => t('widget.count', { count }), empty: t('widget.empty'), failed: t('widget.failed'), all: t('widget.all') }}
    />
  );
}
