import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@portico/contract/api-paths';
import { call, formatDate, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { postFiles } from '../../documents';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, TASKS_API, type RequestItem, type StaffDocumentRequest } from '../contract';
import { ErrorText } from '../shared/ErrorText';
import { useTaskWrite } from '../shared/use-task-write';

/** What the client gave for each item; once the task is submitted the firm accepts or rejects (with a reason) each. */
export function StaffReview({ clientId, taskId }: { clientId: string; taskId: string }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const request = useRemoteQuery(['common.tasks', 'staff-request', clientId, taskId], (signal) =>
    call(http, ENDPOINTS.getStaffDocumentRequest, { params: { clientId, taskId } }, { signal }));
  return (
    <RemoteView remote={request} failed={t('page.failed')}>
      {({ task, items }) => (
        <ol className="tasks-items" aria-label={t('documentRequest.items', { count: items.length })}>
          {items.map((item) => (
            <ReviewItem key={item.id} item={item} clientId={clientId} taskId={taskId} reviewable={task.state === 'submitted'}
              withClient={task.state === 'open' || task.state === 'in_progress'}
              onSaved={(answer) => request.update(() => answer)} />
          ))}
        </ol>
      )}
    </RemoteView>
  );
}

function ReviewItem({ item, clientId, taskId, reviewable, withClient, onSaved }: {
  item: RequestItem; clientId: string; taskId: string; reviewable: boolean; withClient: boolean; onSaved: (answer: StaffDocumentRequest) => void;
}) {
  const { t, i18n } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const tokens = useService(TOKENS.Tokens);
  const templateId = useId();
  const write = useTaskWrite<StaffDocumentRequest>(taskId, onSaved);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const titleId = useId();
  const params = { clientId, taskId, itemId: item.id };
  const review = (decision: 'accept' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) return write.setError('REASON_REQUIRED');
    void write.run(() => call(http, ENDPOINTS.postStaffItemReview, { params, body: { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) } }))
      .then((ok) => ok && setReason(''));
  };
  return (
    <li className={`tasks-item tasks-item--${item.state}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="tasks-item__title">{item.description}</h2>
      <p className="tasks-meta">
        <span className={`tasks-state tasks-item-state--${item.state}`}>{t(`items.${item.state}`)}</span>
        {item.dueDate && <span>{t('items.dueOn', { date: formatDate(item.dueDate, i18n.language) })}</span>}
        <span>{t('items.folder', { folder: item.folder.name })}</span>
      </p>
      {item.notApplicableReason && <p>{t('items.notApplicableBecause', { reason: item.notApplicableReason })}</p>}
      {item.rejectedReason && <p className="tasks-sent-back"><strong>{t('items.rejectedBecause')}</strong> {item.rejectedReason}</p>}
      {item.files.length > 0
        ? <ul className="tasks-files" aria-label={t('items.files', { count: item.files.length })}>{item.files.map((f) => <li key={f.documentId}>{f.name}</li>)}</ul>
        : <p className="hint">{t('items.noFiles')}</p>}
      {item.template && <p>{t('items.templateAttached', { name: item.template.name })}</p>}
      {withClient && (
        <p className="tasks-template">
          <label htmlFor={templateId}>{t(item.template ? 'staff.replaceTemplate' : 'staff.attachTemplate')}</label>
          <input id={templateId} type="file" accept="application/pdf,.pdf" disabled={write.pending} onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            // The documents' multipart sender, with the session's token; the server keeps the PDF with the item.
            void write.run(() => postFiles<StaffDocumentRequest>(http, tokens, fillPath(TASKS_API.staffItemTemplate, params), [file], { signal: new AbortController().signal }));
          }} />
        </p>
      )}
      {reviewable && item.state !== 'pending' && item.state !== 'accepted' && (
        <div className="tasks-reason">
          <label htmlFor={reasonId}>{t('staff.rejectReason')}</label>
          <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          <div className="tasks-row">
            <button type="button" disabled={write.pending} onClick={() => review('accept')}>{t('staff.acceptItem')}</button>
            <button type="button" disabled={write.pending} onClick={() => review('reject')}>{t('staff.rejectItem')}</button>
          </div>
        </div>
      )}
      <ErrorText code={write.error} />
    </li>
  );
}
