import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffClientPicker, type StaffClient } from '../../../common/documents';
import { ProtocolForm } from './ProtocolForm';
import { ProtocolList } from './ProtocolList';

/** The firm's filing receipts (/staff/protocols): pick a client, publish a receipt with its PDF, withdraw one. */
export default function StaffProtocols() {
  const { t } = useTranslation('br.protocols');
  const [client, setClient] = useState<StaffClient | null>(null);
  return (
    <div className="staff-documents">
      <h1>{t('staff.title')}</h1>
      <StaffClientPicker value={client} onChange={setClient} />
      {client && (
        <div key={client.id}>
          <ProtocolForm client={client} />
          <ProtocolList client={client} />
        </div>
      )}
    </div>
  );
}
