import { useTranslation } from 'react-i18next';
import { StaffClientScreen } from '../../../common/documents';
import { CertificateForm } from './CertificateForm';
import { CertificateList } from './CertificateList';

/** The firm's certificates (/staff/certificates): pick a client, record a certificate with its PDF, remove one. */
export default function StaffCertificates() {
  const { t } = useTranslation('br.cnd');
  return (
    <StaffClientScreen title={t('staff.title')}>
      {(client) => (
        <>
          <CertificateForm client={client} />
          <CertificateList client={client} />
        </>
      )}
    </StaffClientScreen>
  );
}
