import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, formatDate, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import type { StaffClient } from '../../../common/documents';
import { CND_STATUS_LABELS, ENDPOINTS, type StaffCertificate } from '../contract';
import { startDownload } from '../page/start-download';
import { staffCertificatesKey } from './staff-certificates';

/** The client's recorded certificates, newest first, each with its PDF to open and a button that removes it. */
export function CertificateList({ client }: { client: StaffClient }) {
  const { t, i18n } = useTranslation('br.cnd');
  const http = useKernel().get(TOKENS.Http);
  const [failed, setFailed] = useState<string | null>(null);
  const certificates = useRemoteQuery(staffCertificatesKey(client.id), (signal) =>
    call(http, ENDPOINTS.getCndStaffCertificates, { params: { clientId: client.id } }, { signal }));

  const [openFailed, setOpenFailed] = useState<string | null>(null);
  // A link asked for at the click: it expires minutes after it is made.
  const open = async (certificate: StaffCertificate) => {
    setOpenFailed(null);
    try {
      const link = await call(http, ENDPOINTS.getCndStaffCertificateDocument, { params: { clientId: client.id, certificateId: certificate.id } });
      startDownload(link.downloadUrl, link.fileName);
    } catch {
      setOpenFailed(certificate.certificateNumber);
    }
  };

  const remove = async (certificate: StaffCertificate) => {
    setFailed(null);
    try {
      await call(http, ENDPOINTS.deleteCndStaffCertificate, { params: { clientId: client.id, certificateId: certificate.id } });
      certificates.update((list) => ({ items: list.items.filter((c) => c.id !== certificate.id) }));
    } catch {
      setFailed(certificate.certificateNumber);
    }
  };

  return (
    <section aria-labelledby="staff-certificates-list">
      <h2 id="staff-certificates-list">{t('staff.recorded')}</h2>
      {failed && <p role="alert">{t('staff.removeFailed', { number: failed })}</p>}
      {openFailed && <p role="alert">{t('staff.openFailed', { number: openFailed })}</p>}
      <RemoteView remote={certificates} failed={t('staff.listFailed')}>
        {({ items }) => items.length === 0 ? <p className="empty-state">{t('staff.none')}</p> : (
          <ul className="staff-uploads">
            {items.map((c) => (
              <li key={c.id}>
                <span className="staff-uploads__name">{c.agency.name} · {c.certificateNumber}</span>
                <button type="button" className="documents-button" onClick={() => void open(c)}>
                  {t('staff.open', { file: c.fileName })}
                </button>
                <button type="button" className="documents-button" onClick={() => void remove(c)}>
                  {t('staff.remove', { number: c.certificateNumber })}
                </button>
                <span className="staff-uploads__where">
                  {CND_STATUS_LABELS[c.status]} · {t('staff.validity', { issued: formatDate(c.issuedAt, i18n.language), expires: formatDate(c.expiresAt, i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
    </section>
  );
}
