import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffClientPicker, type StaffClient } from '../../../common/documents';
import { CertificateForm } from './CertificateForm';
import { CertificateList } from './CertificateList';

/** The firm's certificates (/staff/certificates): pick a client, record a certificate with its PDF, remove one. */
export default function StaffCertificates() {
  const { t } = useTranslation('br.cnd');
  const [client, setClient] = useState<StaffClient | null>(null);
  return (
    <div className="staff-documents">
      <h1>{t('staff.title')}</h1>
      <StaffClientPicker value={client} onChange={setClient} />
      {client && (
        <div key={client.id}>
          <CertificateForm client={client} />
          <CertificateList client={client} />
        </div>
      )}
    </div>
  );
}
