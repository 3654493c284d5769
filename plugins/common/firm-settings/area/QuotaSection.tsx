import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import { ENDPOINTS, type FirmQuotas } from '../contract';
import { SectionForm, TextField } from './fields';
import { useSave } from './use-save';

const GIB = 1024 ** 3;
const inGib = (bytes: number) => String(Math.round((bytes / GIB) * 100) / 100);

/**
 * The firm's limits (today: each client company's storage), at most the server's. Empty: the server's. The
 * other limits (upload size, e-mails per hour, log volume) protect the server itself and stay its operator's.
 */
export function QuotaSection({ saved }: { saved: FirmQuotas }) {
  const { t, i18n } = useTranslation('common.firm-settings');
  const http = useKernel().get(TOKENS.Http);
  const [storage, setStorage] = useState(saved.clientQuotaBytes === null ? '' : inGib(saved.clientQuotaBytes));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSave();
  const ceiling = saved.server.clientQuotaBytes;
  const max = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(ceiling / GIB);

  const submit = () => {
    const gib = Number(storage.replace(',', '.'));
    const bytes = storage.trim() === '' ? null : Math.round(gib * GIB);
    const invalid = bytes !== null && (!Number.isFinite(gib) || bytes < 1024 * 1024 || bytes > ceiling);
    setProblem(invalid ? t('quotas.range', { max }) : null);
    if (!invalid) void save.run(async () => { await call(http, ENDPOINTS.putFirmQuotas, { body: { clientQuotaBytes: bytes } }); });
  };

  return (
    <SectionForm id="settings-quotas" title={t('quotas.title')} state={save.state} onSubmit={submit}>
      <TextField label={t('quotas.clientStorage')} hint={t('quotas.clientStorageHint', { max })} inputMode="decimal" maxLength={12}
        value={storage} error={problem} onChange={setStorage} />
    </SectionForm>
  );
}
