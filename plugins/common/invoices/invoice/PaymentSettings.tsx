import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useService } from '@portico/plugin';
import { useTaskWrite } from '../../tasks';
import { ENDPOINTS, type InvoiceSettings } from '../contract';
import { ErrorText } from './ErrorText';

/** How clients pay the firm: its Pix key and names for reais, its payment page otherwise (its administrators save them). */
export function PaymentSettings({ settings, onSaved }: { settings: InvoiceSettings; onSaved: (s: InvoiceSettings) => void }) {
  const { t } = useTranslation('common.invoices');
  const http = useService(TOKENS.Http);
  const [draft, setDraft] = useState({ pixKey: settings.pixKey ?? '', merchantName: settings.merchantName ?? '', merchantCity: settings.merchantCity ?? '', paymentLink: settings.paymentLink ?? '' });
  const [saved, setSaved] = useState(false);
  const write = useTaskWrite<InvoiceSettings>('', (answer) => { onSaved(answer); setSaved(true); });
  const id = useId();
  const pix = settings.currency === 'BRL';
  const fields = pix ? (['pixKey', 'merchantName', 'merchantCity'] as const) : (['paymentLink'] as const);
  const max = { pixKey: 77, merchantName: 25, merchantCity: 15, paymentLink: 500 };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void write.run(() => call(http, ENDPOINTS.putStaffInvoiceSettings, { body: Object.fromEntries(fields.map((f) => [f, draft[f].trim()])) }));
  };
  return (
    <details className="tasks-form">
      <summary>{t('settings.title')}</summary>
      <form onSubmit={submit}>
        <p className="hint">{t(pix ? 'settings.pixHint' : 'settings.linkHint')}</p>
        {fields.map((f) => (
          <p key={f}>
            <label htmlFor={`${id}-${f}`}>{t(`settings.${f}`)}</label>
            <input id={`${id}-${f}`} value={draft[f]} maxLength={max[f]} type={f === 'paymentLink' ? 'url' : 'text'}
              onChange={(event) => setDraft((d) => ({ ...d, [f]: event.target.value }))} />
          </p>
        ))}
        <button type="submit" disabled={write.pending}>{t('settings.save')}</button>
        <p role="status" className="hint">{saved ? t('settings.saved') : ''}</p>
        <ErrorText code={write.error} />
      </form>
    </details>
  );
}
