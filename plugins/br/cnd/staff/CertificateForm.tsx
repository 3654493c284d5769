import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { call, TOKENS, useKernel, useRemoteQuery, withQuery } from '@portico/plugin';
import { fillPath } from '@portico/contract/api-paths';
import { IsoDateInput } from '@portico/toolkit/forms';
import { RemoteView } from '@portico/toolkit/remote';
import { errorCodeOf, postFiles, type StaffClient } from '../../../common/documents';
import { CND_API, CND_STATUS_LABELS, CND_STATUSES, ENDPOINTS, type CndStatus, type StaffCertificate } from '../contract';
import { staffCertificatesKey } from './staff-certificates';

/** Records one certificate: agency, status, number, issue and expiry dates and the PDF, sent together (both stored or neither). */
export function CertificateForm({ client }: { client: StaffClient }) {
  const { t } = useTranslation('br.cnd');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const queries = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [agencyId, setAgencyId] = useState('');
  const [status, setStatus] = useState<CndStatus>('Negativa');
  const [certificateNumber, setNumber] = useState('');
  const [issuedAt, setIssuedAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const agencies = useRemoteQuery(['br.cnd', 'staff-agencies'], (signal) => call(http, ENDPOINTS.getCndStaffAgencies, {}, { signal }));
  const datesOk = !issuedAt || !expiresAt || expiresAt >= issuedAt;

  const submit = async (event: FormEvent, fallbackAgency: string) => {
    event.preventDefault();
    const agency = agencyId || fallbackAgency;
    if (!pdf || !agency || !certificateNumber.trim() || !issuedAt || !expiresAt || !datesOk) return;
    setBusy(true);
    setMessage(null);
    const url = withQuery(fillPath(CND_API.staffCertificates, { clientId: client.id }), {
      agencyId: agency, status, certificateNumber: certificateNumber.trim(), issuedAt, expiresAt,
    });
    try {
      const certificate = await postFiles<StaffCertificate>(http, kernel.get(TOKENS.Tokens), url, [pdf], { signal: new AbortController().signal });
      await queries.invalidateQueries({ queryKey: staffCertificatesKey(client.id) });
      setMessage({ ok: true, text: t('staff.recordedOne', { agency: certificate.agency.name }) });
      setNumber('');
      setPdf(null);
      form.current?.reset();
    } catch (error) {
      const code = await errorCodeOf(error);
      setMessage({ ok: false, text: t(`staff.errors.${code}`, { defaultValue: t('staff.errors.other') }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('staff.add', { client: client.name })}</h2>
      <RemoteView remote={agencies} failed={t('staff.agenciesFailed')}>
        {({ agencies: list }) => (
          <form ref={form} className="staff-form" onSubmit={(e) => void submit(e, list[0]?.id ?? '')}>
            <label>
              {t('staff.agency')}
              <select value={agencyId || list[0]?.id} onChange={(e) => setAgencyId(e.target.value)}>
                {list.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
              </select>
            </label>
            <label>
              {t('staff.status')}
              <select value={status} onChange={(e) => setStatus(e.target.value as CndStatus)}>
                {CND_STATUSES.map((s) => <option key={s} value={s}>{CND_STATUS_LABELS[s]}</option>)}
              </select>
            </label>
            <label>
              {t('staff.number')}
              <input value={certificateNumber} required maxLength={80} onChange={(e) => setNumber(e.target.value)} />
            </label>
            <label>
              {t('staff.issuedAt')}
              <IsoDateInput value={issuedAt} required onValueChange={setIssuedAt} />
            </label>
            <label>
              {t('staff.expiresAt')}
              <IsoDateInput value={expiresAt} required aria-invalid={!datesOk} onValueChange={setExpiresAt} />
            </label>
            {!datesOk && <p role="alert">{t('staff.errors.CND_DATES_INVALID')}</p>}
            <label>
              {t('staff.pdf')}
              <input type="file" accept="application/pdf,.pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} />
            </label>
            <button type="submit" className="documents-button documents-button--primary" disabled={busy || !datesOk}>
              {busy ? t('staff.recording') : t('staff.record')}
            </button>
          </form>
        )}
      </RemoteView>
      <div aria-live="polite">{message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}</div>
    </section>
  );
}
