import { useTranslation } from 'react-i18next';
import { StaffClientScreen } from '../../../common/documents';
import { ProtocolForm } from './ProtocolForm';
import { ProtocolList } from './ProtocolList';

/** The firm's filing receipts (/staff/protocols): pick a client, publish a receipt with its PDF, withdraw one. */
export default function StaffProtocols() {
  const { t } = useTranslation('br.protocols');
  return (
    <StaffClientScreen title={t('staff.title')}>
      {(client) => (
        <>
          <ProtocolForm client={client} />
          <ProtocolList client={client} />
        </>
      )}
    </StaffClientScreen>
  );
}
