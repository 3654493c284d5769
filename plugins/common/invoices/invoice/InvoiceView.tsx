import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useClientQuery, useService, type TaskViewProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { TaskHeader, useHostTaskEvents } from '../../tasks';
import { ENDPOINTS, type Invoice } from '../contract';
import { InvoiceSummary } from './InvoiceSummary';
import '../invoices.css';

/**
 * An invoice, as the client sees it: what it is for, the amount, the due date, its status, and how to pay (a Pix
 * code to copy and its QR code in Brazil, the firm's payment page elsewhere). The portal never says "paid" before
 * the firm or the payment provider told it so.
 */
export default function InvoiceView({ taskId, clientId }: TaskViewProps) {
  const { t } = useTranslation('common.invoices');
  const http = useService(TOKENS.Http);
  const invoice = useClientQuery(['common.invoices', 'invoice', taskId], (client, signal) =>
    call(http, ENDPOINTS.getInvoice, { params: { clientId: client, taskId } }, { signal }), { clientId });
  useHostTaskEvents(invoice.status === 'loaded' ? invoice.data.task : undefined);
  return (
    <RemoteView remote={invoice} failed={t('invoice.failed')}>
      {(found) => (
        <>
          <TaskHeader task={found.task} />
          <InvoiceSummary invoice={found} />
          {found.pix && <PixPanel pix={found.pix} />}
          {found.paymentLink && (
            <p><a className="tasks-primary invoice-pay" href={found.paymentLink} target="_blank" rel="noopener noreferrer">{t('invoice.payOnline')}</a></p>
          )}
          {(found.status === 'issued' || found.status === 'overdue') && <p className="hint">{t('invoice.paymentNote')}</p>}
        </>
      )}
    </RemoteView>
  );
}

function PixPanel({ pix }: { pix: NonNullable<Invoice['pix']> }) {
  const { t } = useTranslation('common.invoices');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const codeId = useId();
  const copy = () => navigator.clipboard.writeText(pix.payload).then(() => setCopied('yes'), () => setCopied('no'));
  return (
    <section className="invoice-pix" aria-labelledby={`${codeId}-h`}>
      <h2 id={`${codeId}-h`}>{t('pix.title')}</h2>
      <img className="invoice-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`} alt={t('pix.qrAlt')} width={220} height={220} />
      <label htmlFor={codeId}>{t('pix.code')}</label>
      <textarea id={codeId} className="invoice-code" readOnly value={pix.payload} rows={4} onFocus={(event) => event.target.select()} />
      <button type="button" onClick={() => void copy()}>{t('pix.copy')}</button>
      <p role="status" className="hint">{copied === 'yes' ? t('pix.copied') : copied === 'no' ? t('pix.copyFailed') : ''}</p>
    </section>
  );
}
