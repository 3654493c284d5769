import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService, type TaskStaffProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS } from '../contract';
import { NewSignatureForm } from './NewSignatureForm';
import { PdfPanel } from './PdfPanel';
import { SignerList } from './SignerList';
import '../esign.css';

/** The firm's screen of an e-signature: a new one for the client, or who signed, when, and the sealed copy. */
export default function SignStaff({ clientId, taskId, onCreated }: TaskStaffProps) {
  return taskId === null ? <NewSignatureForm clientId={clientId} onCreated={onCreated} /> : <StaffSignature clientId={clientId} taskId={taskId} />;
}

function StaffSignature({ clientId, taskId }: { clientId: string; taskId: string }) {
  const { t } = useTranslation('common.esign');
  const http = useService(TOKENS.Http);
  const signature = useRemoteQuery(['common.esign', 'staff-signature', clientId, taskId], (signal) =>
    call(http, ENDPOINTS.getStaffSignature, { params: { clientId, taskId } }, { signal }));
  const fetchPdf = useCallback(() => call(http, ENDPOINTS.getStaffSignatureDocument, { params: { clientId, taskId } }), [http, clientId, taskId]);
  return (
    <RemoteView remote={signature} failed={t('sign.failed')}>
      {(found) => (
        <section aria-label={t('sign.title')}>
          <PdfPanel key={found.signed?.documentId ?? 'original'} name={found.signed?.name ?? found.documentName} fetchPdf={fetchPdf} />
          <p className="hint">{t('staff.sha256', { hash: found.sha256 })}</p>
          {found.inOrder && <p className="hint">{t('staff.inOrder')}</p>}
          <SignerList signers={found.signers} />
          {found.signed && <p role="status">{t('staff.sealed', { name: found.signed.name, hash: found.signed.sha256 })}</p>}
        </section>
      )}
    </RemoteView>
  );
}
