import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@portico/contract/api-paths';
import { call, formatDate, TOKENS, useService } from '@portico/plugin';
import { saveFile } from '@portico/toolkit/files';
import { errorCodeOf, uploadDocument } from '../../documents';
import { ENDPOINTS, TASK_METADATA, TASKS_API, type DocumentRequest, type RequestItem, type Task } from '../contract';
import { ErrorText } from '../shared/ErrorText';
import { useTaskWrite } from '../shared/use-task-write';

interface Refused { name: string; code: string }

/**
 * One item of a request: what the firm asks, its folder, template and files; the client adds files or says why it
 * does not apply. Files go one request each, so a refused file (its type, its size) keeps the others.
 */
export function ItemCard({ task, item, editable, onSaved }: { task: Task; item: RequestItem; editable: boolean; onSaved: (answer: DocumentRequest) => void }) {
  const { t, i18n } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const tokens = useService(TOKENS.Tokens);
  const write = useTaskWrite<DocumentRequest>(task.id, onSaved);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [uploading, setUploading] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [reason, setReason] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { files: useId(), reason: useId(), title: useId() };
  const params = { clientId: task.clientId, taskId: task.id, itemId: item.id };
  const canChange = editable && item.state !== 'accepted';

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setUploading(true);
    setRefused([]);
    const stored: string[] = [];
    const failed: Refused[] = [];
    for (const file of files) {
      try {
        const answer = await uploadDocument(http, tokens, task.clientId, {
          containerId: item.folder.id, file, notifyOnEachUpload: false, onConflict: 'keepBoth',
          taskMetadata: { [TASK_METADATA.task]: task.id, [TASK_METADATA.item]: item.id }, onProgress: () => {}, signal: new AbortController().signal,
        });
        stored.push(...answer.success.map((d) => d.id));
      } catch (error) {
        failed.push({ name: file.name, code: await errorCodeOf(error) });
      }
    }
    setRefused(failed);
    if (stored.length) await write.run(() => call(http, ENDPOINTS.postDocumentRequestFiles, { params, body: { documentIds: stored } }));
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const notApplicable = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return write.setError('REASON_REQUIRED');
    if (await write.run(() => call(http, ENDPOINTS.postDocumentRequestNotApplicable, { params, body: { reason: reason.trim() } }))) {
      setReasonOpen(false);
      setReason('');
    }
  };

  return (
    <li className={`tasks-item tasks-item--${item.state}`} aria-labelledby={ids.title}>
      <h2 id={ids.title} className="tasks-item__title">{item.description}</h2>
      <p className="tasks-meta">
        <span className={`tasks-state tasks-item-state--${item.state}`}>{t(`items.${item.state}`)}</span>
        {item.dueDate && <span>{t('items.dueOn', { date: formatDate(item.dueDate, i18n.language) })}</span>}
        <span>{t('items.folder', { folder: item.folder.name })}</span>
      </p>
      {item.template && (
        <p><a href={fillPath(TASKS_API.itemTemplate, params)} download onClick={(e) => { e.preventDefault(); void downloadTemplate(http, params, item.template!.name); }}>
          {t('items.template', { name: item.template.name })}
        </a></p>
      )}
      {item.rejectedReason && <p className="tasks-sent-back" role="note"><strong>{t('items.rejectedBecause')}</strong> {item.rejectedReason}</p>}
      {item.state === 'not_applicable' && item.notApplicableReason && <p>{t('items.notApplicableBecause', { reason: item.notApplicableReason })}</p>}
      {item.files.length > 0 && (
        <ul className="tasks-files" aria-label={t('items.files', { count: item.files.length })}>
          {item.files.map((f) => <li key={f.documentId}>{f.name}</li>)}
        </ul>
      )}
      {canChange && (
        <div className="tasks-item__actions">
          <label htmlFor={ids.files} className="tasks-upload">{t('items.addFiles')}</label>
          <input id={ids.files} ref={fileInput} type="file" multiple disabled={uploading || write.pending}
            onChange={(event) => void upload([...(event.target.files ?? [])])} />
          {uploading && <p role="status">{t('items.uploading')}</p>}
          {refused.length > 0 && (
            <ul role="alert" className="tasks-error" aria-label={t('items.refused', { count: refused.length })}>
              {refused.map((r, i) => <li key={i}>{t('items.refusedFile', { name: r.name, reason: t(`uploadErrors.${r.code}`, { defaultValue: t('uploadErrors.UNKNOWN') }) })}</li>)}
            </ul>
          )}
          {item.state !== 'not_applicable' && !reasonOpen && (
            <button type="button" onClick={() => setReasonOpen(true)}>{t('items.notApplicable')}</button>
          )}
          {reasonOpen && (
            <form className="tasks-reason" onSubmit={(event) => void notApplicable(event)}>
              <label htmlFor={ids.reason}>{t('items.notApplicableReason')}</label>
              <textarea id={ids.reason} value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
              <div className="tasks-row">
                <button type="submit" disabled={write.pending}>{t('items.confirmNotApplicable')}</button>
                <button type="button" onClick={() => setReasonOpen(false)}>{t('items.cancel')}</button>
              </div>
            </form>
          )}
          <ErrorText code={write.error} />
        </div>
      )}
    </li>
  );
}

/** The template through the API (the session's token travels in a header, not in a link). */
async function downloadTemplate(http: Parameters<typeof call>[0], params: { clientId: string; taskId: string; itemId: string }, name: string) {
  const blob = await call(http, ENDPOINTS.getDocumentRequestTemplate, { params });
  saveFile(blob as Blob, name);
}
