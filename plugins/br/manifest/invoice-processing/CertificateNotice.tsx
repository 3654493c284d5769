import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import { ENDPOINTS, type CertificateSummary, type ManifestClient } from '../contract';
import { UploadForm } from '../certificates/UploadForm';
import { day } from './format';

/** Warn this many days before the A1 certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export type CertificateState = 'valid' | 'expiring' | 'expired' | 'missing';

export function certificateState(client: ManifestClient | null, today: string): CertificateState {
  const cert = client?.certificate;
  if (!cert) return 'missing';
  if (cert.expired || cert.validUntil < today) return 'expired';
  return Date.parse(cert.validUntil) - Date.parse(today) <= CERTIFICATE_WARNING_DAYS * DAY_MS ? 'expiring' : 'valid';
}

/**
 * Whether this company's events reach the tax authority, said plainly when they cannot (not connected, no usable
 * certificate, expired), and that the homologação environment has no legal effect.
 */
function SendingNotice({ client }: { client: ManifestClient }) {
  const { t } = useTranslation('br.manifest');
  if (client.sending !== 'ready') return <p className="manifest-sending" data-sending={client.sending}>{t(`invoiceProcessing.sendingState.${client.sending}`)}</p>;
  return client.environment === 'homologation' ? <p className="manifest-muted">{t('invoiceProcessing.sendingState.homologation')}</p> : null;
}

/** Where the firm allows it, the company's own people upload its A1 here (checked and sealed on the server as staff's). */
function ClientUpload({ client, onUploaded }: { client: ManifestClient; onUploaded: (cert: CertificateSummary) => void }) {
  const { t, i18n } = useTranslation('br.manifest');
  const http = useKernel().get(TOKENS.Http);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (open) {
    return (
      <UploadForm company={client.clientName} onCancel={() => setOpen(false)}
        upload={(body) => call(http, ENDPOINTS.putManifestClientCertificate, { params: { clientId: client.clientId }, body })}
        onSaved={(cert) => {
          setOpen(false);
          setSaved(t('certificates.saved', { company: client.clientName, holder: cert.holder, date: day(cert.validUntil, i18n.language) }));
          onUploaded(cert);
        }} />
    );
  }
  return (
    <>
      {saved && <p role="status">{saved}</p>}
      <button type="button" className="portico-button portico-button--secondary" onClick={() => { setSaved(null); setOpen(true); }}>
        {t(client.certificate ? 'invoiceProcessing.certificate.replaceOwn' : 'invoiceProcessing.certificate.uploadOwn')}
      </button>
    </>
  );
}

/**
 * The company's A1 certificate: holder and expiry, a warning before it expires, and why nothing can be sent without
 * it; the company's own upload where the firm allows it (`onUploaded` with what the server kept).
 */
export function CertificateNotice({ client, today, onUploaded }: { client: ManifestClient | null; today: string; onUploaded?: (cert: CertificateSummary) => void }) {
  const { t, i18n } = useTranslation('br.manifest');
  const state = certificateState(client, today);
  const cert = client?.certificate;
  const quiet = state === 'valid' && client?.sending === 'ready';
  const daysLeft = cert ? Math.round((Date.parse(cert.validUntil) - Date.parse(today)) / DAY_MS) : 0;
  return (
    <section className={`manifest-certificate is-${state}`} aria-labelledby="manifest-certificate-title"
      role={quiet ? undefined : 'alert'}>
      <h2 id="manifest-certificate-title">{t('invoiceProcessing.certificate.title')}</h2>
      {cert && (
        <dl>
          <div><dt>{t('invoiceProcessing.certificate.holder')}</dt><dd>{cert.holder}</dd></div>
          <div><dt>{t('invoiceProcessing.certificate.validUntil')}</dt><dd>{day(cert.validUntil, i18n.language)}</dd></div>
        </dl>
      )}
      {state === 'expiring' && <p>{t('invoiceProcessing.certificate.expiring', { count: daysLeft })}</p>}
      {state === 'expired' && cert && <p>{t('invoiceProcessing.certificate.expired', { date: day(cert.validUntil, i18n.language) })}</p>}
      {state === 'missing' && <p>{t('invoiceProcessing.certificate.missing')}</p>}
      {client && <SendingNotice client={client} />}
      {client?.certificateUpload && onUploaded && <ClientUpload client={client} onUploaded={onUploaded} />}
    </section>
  );
}
