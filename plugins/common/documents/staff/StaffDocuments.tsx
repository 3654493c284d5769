import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffClient } from '../staff-contract';
import { FirmUpload } from './FirmUpload';
import { NewFromClients } from './NewFromClients';
import { StaffClientPicker } from './StaffClientPicker';
import './staff-documents.css';

/** The firm's documents (/staff/client-documents): put documents in a client's folders, and see what clients sent. */
export default function StaffDocuments() {
  const { t } = useTranslation('common.documents');
  const [client, setClient] = useState<StaffClient | null>(null);
  return (
    <div className="staff-documents">
      <h1>{t('staff.title')}</h1>
      <section aria-label={t('staff.toClient')}>
        <StaffClientPicker value={client} onChange={setClient} />
        {client && <FirmUpload key={client.id} client={client} />}
      </section>
      <NewFromClients />
    </div>
  );
}
