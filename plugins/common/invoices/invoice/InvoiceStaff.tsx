import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService, type TaskStaffProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { IsoDateInput } from '@portico/toolkit/forms';
import { useTaskWrite } from '../../tasks';
import { ENDPOINTS, type Invoice } from '../contract';
import { ErrorText } from './ErrorText';
import { InvoiceSummary } from './InvoiceSummary';
import { PaymentSettings } from './PaymentSettings';
import '../invoices.css';

/** The firm's screen of an invoice: a new one for the client, or its status with "record the payment". */
export default function InvoiceStaff({ clientId, taskId, onCreated }: TaskStaffProps) {
  return taskId === null ? <NewInvoiceForm clientId={clientId} onCreated={onCreated} /> : <StaffInvoice clientId={clientId} taskId={taskId} />;
}

function StaffInvoice({ clientId, taskId }: { clientId: string; taskId: string }) {
  const { t } = useTranslation('common.invoices');
  const http = useService(TOKENS.Http);
  const invoice = useRemoteQuery(['common.invoices', 'staff-invoice', clientId, taskId], (signal) =>
    call(http, ENDPOINTS.getStaffInvoice, { params: { clientId, taskId } }, { signal }));
  const paid = useTaskWrite<Invoice>(taskId, (answer) => invoice.update(() => answer));
  const [confirming, setConfirming] = useState(false);
  return (
    <RemoteView remote={invoice} failed={t('invoice.failed')}>
      {(found) => (
        <section aria-label={t('invoice.title')}>
          <InvoiceSummary invoice={found} />
          {(found.status === 'issued' || found.status === 'overdue') && (confirming
            ? (
              <div className="tasks-row" role="group" aria-label={t('staff.markPaid')}>
                <button type="button" className="tasks-primary" disabled={paid.pending}
                  onClick={() => void paid.run(() => call(http, ENDPOINTS.postStaffInvoicePaid, { params: { clientId, taskId } }))}>{t('staff.confirmPaid')}</button>
                <button type="button" onClick={() => setConfirming(false)}>{t('staff.back')}</button>
              </div>
            )
            : <button type="button" onClick={() => setConfirming(true)}>{t('staff.markPaid')}</button>)}
          <ErrorText code={paid.error} />
        </section>
      )}
    </RemoteView>
  );
}

function NewInvoiceForm({ clientId, onCreated }: { clientId: string; onCreated: (taskId: string) => void }) {
  const { t } = useTranslation('common.invoices');
  const http = useService(TOKENS.Http);
  const settings = useRemoteQuery(['common.invoices', 'settings'], (signal) => call(http, ENDPOINTS.getStaffInvoiceSettings, {}, { signal }));
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const write = useTaskWrite<Invoice>('', (created) => onCreated(created.task.id));
  const ids = { description: useId(), amount: useId(), due: useId() };
  const currency = settings.status === 'loaded' ? settings.data.currency : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The amount as typed, with a comma or a point before the cents: integer cents, never floating point.
    const match = /^(\d{1,11})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
    const amountCents = match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : 0;
    if (!description.trim() || !dueDate) return write.setError('INVOICE_INCOMPLETE');
    if (amountCents < 1) return write.setError('AMOUNT_INVALID');
    await write.run(() => call(http, ENDPOINTS.postStaffInvoice, { params: { clientId }, body: { description: description.trim(), amountCents, dueDate } }));
  };

  return (
    <>
      <form className="tasks-form" onSubmit={(event) => void submit(event)} aria-labelledby="new-invoice-title">
        <h2 id="new-invoice-title">{t('staff.new')}</h2>
        <label htmlFor={ids.description}>{t('invoice.description')}</label>
        <input id={ids.description} value={description} maxLength={500} required onChange={(event) => setDescription(event.target.value)} />
        <label htmlFor={ids.amount}>{t('staff.amount', { currency })}</label>
        <input id={ids.amount} inputMode="decimal" value={amount} maxLength={15} required onChange={(event) => setAmount(event.target.value)} />
        <label htmlFor={ids.due}>{t('invoice.dueDate')}</label>
        <IsoDateInput id={ids.due} value={dueDate} required onValueChange={setDueDate} />
        <button type="submit" className="tasks-primary" disabled={write.pending}>{t('staff.issue')}</button>
        <ErrorText code={write.error} />
      </form>
      {settings.status === 'loaded' && <PaymentSettings settings={settings.data} onSaved={(saved) => settings.update(() => saved)} />}
    </>
  );
}
