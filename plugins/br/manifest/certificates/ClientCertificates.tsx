import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useFirmDateTime, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type CertificateSummary, type DistributionState, type StaffCertificateList } from '../contract';
import { day } from '../invoice-processing/format';
import { UploadForm } from './UploadForm';
import './client-certificates.css';

function stateOf(cert: CertificateSummary | null): 'none' | 'factsOnly' | 'expired' | 'valid' {
  if (!cert) return 'none';
  if (!cert.usable) return 'factsOnly';
  return cert.expired ? 'expired' : 'valid';
}

/** Where the company's distribution stands with SEFAZ: NSU reached of maxNSU, the last answer, the next call allowed. */
function Distribution({ states }: { states: DistributionState[] }) {
  const { t } = useTranslation('br.manifest');
  const when = useFirmDateTime();
  if (!states.length) return <p className="client-certificates__distribution">{t('certificates.distribution.never')}</p>;
  return (
    <dl className="client-certificates__distribution" aria-label={t('certificates.distribution.title')}>
      {states.map((s) => (
        <div key={s.service}>
          <dt>{t(`certificates.distribution.service.${s.service}`)}</dt>
          <dd>
            {t('certificates.distribution.nsu', { last: Number(s.lastNsu), max: Number(s.maxNsu ?? s.lastNsu) })}
            {' · '}
            {s.cStat === null ? t('certificates.distribution.noAnswer', { reason: s.reason ?? '' }) : t('certificates.distribution.answer', { cStat: s.cStat, reason: s.reason ?? '' })}
            {' · '}
            {s.nextCallAt ? t('certificates.distribution.nextCall', { time: when(s.nextCallAt) }) : t('certificates.distribution.nextRun')}
          </dd>
        </div>
      ))}
    </dl>
  );
}


function CertificateList({ list, update }: { list: StaffCertificateList; update: (change: (l: StaffCertificateList) => StaffCertificateList) => void }) {
  const { t, i18n } = useTranslation('br.manifest');
  const [open, setOpen] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const http = useKernel().get(TOKENS.Http);
  return (
    <>
      <p role="status" className="client-certificates__saved">{saved}</p>
      <ul className="client-certificates__list">
        {list.items.map((item) => {
          const cert = item.certificate;
          const state = stateOf(cert);
          return (
            <li key={item.clientId} className={`client-certificates__item is-${state}`}>
              <h2>{item.clientName}</h2>
              <dl>
                <div><dt>{t('certificates.cnpj')}</dt><dd>{item.cnpj ?? '—'}</dd></div>
                <div><dt>{t('certificates.state')}</dt><dd>{t(`certificates.states.${state}`)}</dd></div>
                {cert && <div><dt>{t('certificates.holder')}</dt><dd>{cert.holder}</dd></div>}
                {cert && <div><dt>{t('certificates.validUntil')}</dt><dd>{day(cert.validUntil, i18n.language)}</dd></div>}
              </dl>
              {cert?.usable && <Distribution states={item.distribution} />}
              {open === item.clientId ? (
                <UploadForm company={item.clientName} upload={(body) => call(http, ENDPOINTS.putManifestStaffCertificate, { params: { clientId: item.clientId }, body })} onCancel={() => setOpen(null)} onSaved={(next) => {
                  update((l) => ({ ...l, items: l.items.map((i) => (i.clientId === item.clientId ? { ...i, certificate: next } : i)) }));
                  setOpen(null);
                  setSaved(t('certificates.saved', { company: item.clientName, holder: next.holder, date: day(next.validUntil, i18n.language) }));
                }} />
              ) : (
                <button type="button" className="portico-button portico-button--secondary" onClick={() => { setSaved(null); setOpen(item.clientId); }}
                  aria-label={t(cert ? 'certificates.replaceFor' : 'certificates.uploadFor', { company: item.clientName })}>
                  {t(cert ? 'certificates.replace' : 'certificates.upload')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The firm's client companies and their ICP-Brasil A1 certificates: holder, CNPJ and validity, and an upload
 * that the server checks (password, validity, CNPJ root, signing use) and keeps sealed. The key never comes back.
 */
export default function ClientCertificates() {
  const { t } = useTranslation('br.manifest');
  const http = useKernel().get(TOKENS.Http);
  const list = useRemoteQuery(['br.manifest', 'staff-certificates'], (signal) => call(http, ENDPOINTS.getManifestStaffCertificates, {}, { signal }));
  return (
    <section className="client-certificates" aria-labelledby="client-certificates-title">
      <h1 id="client-certificates-title">{t('certificates.title')}</h1>
      <p>{t('certificates.intro')}</p>
      <RemoteView remote={list} failed={t('certificates.loadFailed')}>{(data) => <CertificateList list={data} update={list.update} />}</RemoteView>
    </section>
  );
}
