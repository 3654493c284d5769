import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { canTransition, type InboxRequest, type ReplyBody } from '../contract';
import type { RequestApiError } from '../requests/api';
import { saveFile } from '@portico/toolkit/files';
import { StatusBadge } from '../requests/StatusBadge';
import { Thread } from '../requests/Thread';
import { daysSince } from './filters';
import { useAssignees, useInboxApi, useInboxRequest } from './inbox-api';
import { PayloadView } from './PayloadView';
import { ReplyForm } from './ReplyForm';

/** One request as the firm works on it: the client's form read-only with its rule results, the thread, and the firm's moves. */
export function InboxRequestPage({ requestId }: { requestId: string }) {
  const { t } = useTranslation('br.service-requests');
  const detail = useInboxRequest(requestId);
  const assignees = useAssignees();
  const api = useInboxApi();
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const ids = { assignee: useId(), reason: useId() };

  if (detail.status === 'failed') {
    return (
      <div className="sr-inbox" role="alert">
        <p className="sr-form__error">{t(`errors.${detail.code ?? 'INTERNAL_ERROR'}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>
        <button type="button" className="sr-button" onClick={detail.retry}>{t('form.retry')}</button>{' '}
        <Link href="/">{t('inbox.backToInbox')}</Link>
      </div>
    );
  }
  if (detail.status !== 'loaded') return <p role="status" className="sr-inbox">{t('inbox.loading')}</p>;
  const request = detail.data;

  /** Runs a move: its answer replaces the request shown; a refusal answers why (what was typed stays). */
  const attempt = async (write: () => Promise<InboxRequest>): Promise<string | null> => {
    try {
      const answer = await write();
      detail.update(() => answer);
      return null;
    } catch (e) {
      const { code, reasons } = e as RequestApiError;
      return code === 'ATTACHMENT_REFUSED'
        ? t(`inbox.refused.${reasons[0] ?? 'type'}`, { defaultValue: t('errors.ATTACHMENT_REFUSED') })
        : t(`errors.${code}`, { defaultValue: t('errors.INTERNAL_ERROR') });
    }
  };
  const run = async (write: () => Promise<InboxRequest>) => {
    const refused = await attempt(write);
    setFailure(refused);
    return refused;
  };
  // The reply form shows its own refusal beside the text and files it keeps.
  const reply = (body: ReplyBody) => attempt(() => api.reply(request, body));
  const sendBack = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() && !(await run(() => api.sendBack(request, reason)))) setReason('');
  };
  const download = (attachmentId: string, fileName: string) =>
    run(async () => {
      saveFile(await api.attachment(request, attachmentId), fileName);
      return request;
    });
  const can = (to: Parameters<typeof canTransition>[2]) => canTransition('firm', request.status, to);
  const staff = assignees.status === 'loaded' ? assignees.data.items : [];

  return (
    <div className="sr-inbox">
      <p><Link href="/">{t('inbox.backToInbox')}</Link></p>
      <h1>{t(`types.${request.type}`)} · {request.reference}</h1>
      <p className="sr-form__meta">
        <StatusBadge status={request.status} />
        <span>{request.clientName}</span>
        <span className="sr-list__sub">{t('inbox.waiting', { count: daysSince(request.clientMovedAt) })}</span>
      </p>
      <div className="sr-inbox__assign">
        <label htmlFor={ids.assignee}>{t('inbox.assignee')}</label>
        <select id={ids.assignee} className="portico-input" value={request.assignee?.id ?? ''}
          onChange={(e) => void run(() => api.assign(request, e.target.value || null))}>
          <option value="">{t('inbox.unassigned')}</option>
          {staff.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </div>
      {failure && <p role="alert" className="sr-form__error">{failure}</p>}

      <h2>{t('inbox.form')}</h2>
      <p className={request.violations.length ? 'sr-form__error' : 'sr-list__sub'}>
        {request.violations.length ? t('inbox.rulesBroken', { count: request.violations.length }) : t('inbox.rulesMet')}
      </p>
      <PayloadView type={request.type} payload={request.payload as Record<string, unknown>} violations={request.violations} people={request.people} />

      <h2>{t('detail.thread')}</h2>
      <Thread messages={request.messages} onDownload={(a) => void download(a.id, a.fileName)} />

      {request.status === 'WaitingForAnswer' && (
        <>
          <h2>{t('inbox.replySection')}</h2>
          <ReplyForm onSend={reply} />
        </>
      )}
      {can('WaitingForCorrection') && (
        <form className="sr-answer" onSubmit={sendBack}>
          <label htmlFor={ids.reason}>{t('inbox.reason')}</label>
          <textarea id={ids.reason} className="portico-input" maxLength={4000} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="sr-form__actions">
            <button type="submit" className="sr-button" disabled={!reason.trim()}>{t('inbox.sendBack')}</button>
          </div>
        </form>
      )}
      <div className="sr-form__actions sr-inbox__moves">
        {can('Replied') && <button type="button" className="sr-button" onClick={() => void run(() => api.mark(request, 'Replied'))}>{t('inbox.markReplied')}</button>}
        {can('Closed') && <button type="button" className="sr-button" onClick={() => void run(() => api.mark(request, 'Closed'))}>{t('inbox.close')}</button>}
      </div>
    </div>
  );
}
