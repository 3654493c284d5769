import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, call, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type CertificateSummary, type StaffCertificate, type StaffCertificateList } from '../contract';
import { day } from '../invoice-processing/format';
import './client-certificates.css';

type Save = { status: 'idle' | 'saving' } | { status: 'failed'; code: string };

/** The file's bytes in base64, as the upload call carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function stateOf(cert: CertificateSummary | null): 'none' | 'factsOnly' | 'expired' | 'valid' {
  if (!cert) return 'none';
  if (!cert.usable) return 'factsOnly';
  return cert.expired ? 'expired' : 'valid';
}

/** The upload form of one company: the PFX and its password, checked by the server, whose refusal is shown translated. */
function UploadForm({ item, onSaved, onCancel }: { item: StaffCertificate; onSaved: (cert: CertificateSummary) => void; onCancel: () => void }) {
  const { t } = useTranslation('br.manifest');
  const http = useKernel().get(TOKENS.Http);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [save, setSave] = useState<Save>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setSave({ status: 'failed', code: 'NO_FILE' });
    if (!password) return setSave({ status: 'failed', code: 'NO_PASSWORD' });
    setSave({ status: 'saving' });
    try {
      const saved = await call(http, ENDPOINTS.putManifestStaffCertificate, { params: { clientId: item.clientId }, body: { pfx: await base64Of(file), password } });
      setPassword('');
      onSaved(saved);
    } catch (error) {
      setSave({ status: 'failed', code: (await apiErrorCode(error)) ?? 'UNKNOWN' });
    }
  };
  return (
    <form className="client-certificates__form" onSubmit={submit} noValidate aria-label={t('certificates.formLabel', { company: item.clientName })}>
      <label htmlFor={`${id}-file`}>{t('certificates.file')}</label>
      <input id={`${id}-file`} type="file" accept=".pfx,.p12,application/x-pkcs12" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <label htmlFor={`${id}-password`}>{t('certificates.password')}</label>
      <input id={`${id}-password`} type="password" autoComplete="off" value={password} maxLength={128} onChange={(e) => setPassword(e.target.value)} />
      <div className="client-certificates__buttons">
        <button type="submit" className="portico-button" disabled={save.status === 'saving'}>
          {t(save.status === 'saving' ? 'certificates.saving' : 'certificates.submit')}
        </button>
        <button type="button" className="portico-button portico-button--secondary" onClick={onCancel}>{t('certificates.cancel')}</button>
      </div>
      {save.status === 'failed' && (
        <p role="alert" className="client-certificates__error">{t(`certificates.errors.${save.code}`, { defaultValue: t('certificates.errors.UNKNOWN') })}</p>
      )}
    </form>
  );
}

function CertificateList({ list, update }: { list: StaffCertificateList; update: (change: (l: StaffCertificateList) => StaffCertificateList) => void }) {
  const { t, i18n } = useTranslation('br.manifest');
  const [open, setOpen] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
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
              {open === item.clientId ? (
                <UploadForm item={item} onCancel={() => setOpen(null)} onSaved={(next) => {
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
