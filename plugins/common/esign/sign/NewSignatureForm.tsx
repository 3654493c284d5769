import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@portico/contract/api-paths';
import { call, TOKENS, useRemoteQuery, useService, withQuery } from '@portico/plugin';
import { IsoDateInput } from '@portico/toolkit/forms';
import { postFiles } from '../../documents';
import { useTaskWrite } from '../../tasks';
import { ENDPOINTS, ESIGN_API, MAX_SIGNERS, type Signature } from '../contract';
import { ErrorText } from './ErrorText';

/**
 * The firm sends a PDF to sign: one of the client's documents or a file from the computer, to the contacts ticked
 * (in the order ticked, when the order matters).
 */
export function NewSignatureForm({ clientId, onCreated }: { clientId: string; onCreated: (taskId: string) => void }) {
  const { t } = useTranslation('common.esign');
  const http = useService(TOKENS.Http);
  const tokens = useService(TOKENS.Tokens);
  const options = useRemoteQuery(['common.esign', 'options', clientId], (signal) => call(http, ENDPOINTS.getStaffSigningOptions, { params: { clientId } }, { signal }));
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [source, setSource] = useState<'document' | 'upload'>('document');
  const [documentId, setDocumentId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [signerIds, setSignerIds] = useState<string[]>([]);
  const [inOrder, setInOrder] = useState(false);
  const write = useTaskWrite<Signature>('', (created) => onCreated(created.task.id));
  const ids = { title: useId(), due: useId(), doc: useId(), file: useId(), order: useId() };
  const toggle = (id: string, on: boolean) => setSignerIds((all) => (on ? [...all, id] : all.filter((x) => x !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || signerIds.length === 0 || (source === 'document' ? !documentId : !file)) return write.setError('SIGNATURE_INCOMPLETE');
    const common = { title: title.trim(), ...(dueDate ? { dueDate } : {}), ...(inOrder ? { inOrder } : {}) };
    await write.run(() => (source === 'document'
      ? call(http, ENDPOINTS.postStaffSignature, { params: { clientId }, body: { ...common, documentId, signerIds } })
      : postFiles<Signature>(http, tokens, withQuery(fillPath(ESIGN_API.staffUpload, { clientId }), { ...common, signerIds: signerIds.join(',') }), [file!], { signal: new AbortController().signal })));
  };

  return (
    <form className="tasks-form" onSubmit={(event) => void submit(event)} aria-labelledby="new-signature-title">
      <h2 id="new-signature-title">{t('staff.new')}</h2>
      <label htmlFor={ids.title}>{t('staff.taskTitle')}</label>
      <input id={ids.title} value={title} maxLength={200} required onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={ids.due}>{t('staff.dueDate')}</label>
      <IsoDateInput id={ids.due} value={dueDate} onValueChange={setDueDate} />
      <fieldset className="esign-choice">
        <legend>{t('staff.source')}</legend>
        <p><input type="radio" id={`${ids.doc}-r`} name="esign-source" checked={source === 'document'} onChange={() => setSource('document')} />
          <label htmlFor={`${ids.doc}-r`}>{t('staff.fromDocuments')}</label></p>
        <p><input type="radio" id={`${ids.file}-r`} name="esign-source" checked={source === 'upload'} onChange={() => setSource('upload')} />
          <label htmlFor={`${ids.file}-r`}>{t('staff.fromUpload')}</label></p>
      </fieldset>
      {source === 'document' ? (
        <>
          <label htmlFor={ids.doc}>{t('staff.document')}</label>
          <select id={ids.doc} value={documentId} onChange={(event) => setDocumentId(event.target.value)}>
            <option value="">{t('staff.pickDocument')}</option>
            {options.status === 'loaded' && options.data.documents.map((d) => <option key={d.id} value={d.id}>{`${d.name} — ${d.folder}`}</option>)}
          </select>
        </>
      ) : (
        <>
          <label htmlFor={ids.file}>{t('staff.file')}</label>
          <input id={ids.file} type="file" accept="application/pdf,.pdf" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </>
      )}
      <fieldset className="esign-choice">
        <legend>{t('staff.signers', { max: MAX_SIGNERS })}</legend>
        {options.status === 'loaded' && options.data.contacts.length === 0 && <p className="hint">{t('staff.noContacts')}</p>}
        {options.status === 'loaded' && options.data.contacts.map((c) => (
          <p key={c.id}>
            <input type="checkbox" id={`signer-${c.id}`} checked={signerIds.includes(c.id)} disabled={!signerIds.includes(c.id) && signerIds.length >= MAX_SIGNERS}
              onChange={(event) => toggle(c.id, event.target.checked)} />
            <label htmlFor={`signer-${c.id}`}>{`${c.name} (${c.email})`}{inOrder && signerIds.includes(c.id) ? ` — ${t('staff.position', { n: signerIds.indexOf(c.id) + 1 })}` : ''}</label>
          </p>
        ))}
      </fieldset>
      <p className="esign-statement">
        <input id={ids.order} type="checkbox" checked={inOrder} onChange={(event) => setInOrder(event.target.checked)} />
        <label htmlFor={ids.order}>{t('staff.inOrderChoice')}</label>
      </p>
      <button type="submit" className="tasks-primary" disabled={write.pending}>{t('staff.send')}</button>
      <ErrorText code={write.error} />
    </form>
  );
}
