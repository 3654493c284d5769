import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useClientQuery, useService, type TaskViewProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { TaskHeader, useHostTaskEvents, useTaskWrite } from '../../tasks';
import { ENDPOINTS, type Signature } from '../contract';
import { ErrorText } from './ErrorText';
import { PdfPanel } from './PdfPanel';
import { OPEN_BEFORE_SIGNING_GRANT } from './manifest';
import { SignerList } from './SignerList';
import '../esign.css';

/**
 * A document to sign, as the signer sees it: they open it, agree to sign electronically, type their name and give
 * their password again; or decline with a reason, which hands the task to the firm.
 */
export default function SignView({ taskId, clientId }: TaskViewProps) {
  const { t } = useTranslation('common.esign');
  const http = useService(TOKENS.Http);
  const signature = useClientQuery(['common.esign', 'signature', taskId], (client, signal) =>
    call(http, ENDPOINTS.getSignature, { params: { clientId: client, taskId } }, { signal }), { clientId });
  const loaded = signature.status === 'loaded' ? signature.data : undefined;
  useHostTaskEvents(loaded?.task);
  const mustOpen = useService(TOKENS.Permissions).isGranted(OPEN_BEFORE_SIGNING_GRANT);
  const [opened, setOpened] = useState(false);
  const fetchPdf = useCallback(() => call(http, ENDPOINTS.getSignatureDocument, { params: { clientId, taskId } }), [http, clientId, taskId]);
  const saved = (answer: Signature) => signature.update(() => answer);

  return (
    <RemoteView remote={signature} failed={t('sign.failed')}>
      {(found) => (
        <>
          <TaskHeader task={found.task} />
          {found.task.state === 'done' && found.signed && <p className="tasks-note" role="status">{t('sign.sealed', { name: found.signed.name })}</p>}
          {found.task.state === 'submitted' && <p className="tasks-note">{t('sign.withFirm')}</p>}
          <PdfPanel key={found.signed?.documentId ?? 'original'} name={found.signed?.name ?? found.documentName} fetchPdf={fetchPdf} onOpened={() => setOpened(true)} />
          <SignerList signers={found.signers} />
          {found.canSign && <SignForm signature={found} opened={opened || !mustOpen} onSaved={saved} />}
        </>
      )}
    </RemoteView>
  );
}

function SignForm({ signature, opened, onSaved }: { signature: Signature; opened: boolean; onSaved: (s: Signature) => void }) {
  const { t } = useTranslation('common.esign');
  const http = useService(TOKENS.Http);
  const { task } = signature;
  const params = { clientId: task.clientId, taskId: task.id };
  const sign = useTaskWrite<Signature>(task.id, onSaved);
  const decline = useTaskWrite<Signature>(task.id, onSaved);
  const [consent, setConsent] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [password, setPassword] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const ids = { consent: useId(), name: useId(), password: useId(), reason: useId(), hint: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!consent) return sign.setError('CONSENT_REQUIRED');
    if (!typedName.trim() || !password) return sign.setError('SIGN_INCOMPLETE');
    const ok = await sign.run(() => call(http, ENDPOINTS.postSignatureSign, { params, body: { consent: true, typedName: typedName.trim(), password } }));
    if (!ok) setPassword('');
  };
  const refuse = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return decline.setError('REASON_REQUIRED');
    await decline.run(() => call(http, ENDPOINTS.postSignatureDecline, { params, body: { reason: reason.trim() } }));
  };

  return (
    <div className="tasks-actions">
      <form className="tasks-form esign-form" onSubmit={(event) => void submit(event)} aria-labelledby={ids.hint}>
        <h2 id={ids.hint}>{t('sign.formTitle')}</h2>
        {!opened && <p className="hint">{t('sign.openFirst')}</p>}
        <p className="esign-statement">
          <input id={ids.consent} type="checkbox" checked={consent} disabled={!opened} onChange={(event) => setConsent(event.target.checked)} />
          <label htmlFor={ids.consent}>{t('sign.consent', { name: signature.documentName })}</label>
        </p>
        <label htmlFor={ids.name}>{t('sign.typedName')}</label>
        <input id={ids.name} value={typedName} maxLength={120} autoComplete="name" disabled={!opened} onChange={(event) => setTypedName(event.target.value)} />
        {typedName.trim() && <p className="esign-typed" aria-hidden="true">{typedName}</p>}
        <label htmlFor={ids.password}>{t('sign.password')}</label>
        <input id={ids.password} type="password" value={password} maxLength={200} autoComplete="current-password" disabled={!opened} onChange={(event) => setPassword(event.target.value)} />
        <button type="submit" className="tasks-primary" disabled={!opened || sign.pending}>{sign.pending ? t('sign.signing') : t('sign.sign')}</button>
        <ErrorText code={sign.error} />
      </form>
      {!declining
        ? <button type="button" onClick={() => setDeclining(true)}>{t('sign.decline')}</button>
        : (
          <form className="tasks-reason" onSubmit={(event) => void refuse(event)}>
            <label htmlFor={ids.reason}>{t('sign.declineReason')}</label>
            <textarea id={ids.reason} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
            <div className="tasks-row">
              <button type="submit" disabled={decline.pending}>{t('sign.confirmDecline')}</button>
              <button type="button" onClick={() => setDeclining(false)}>{t('sign.keep')}</button>
            </div>
            <ErrorText code={decline.error} />
          </form>
        )}
    </div>
  );
}
