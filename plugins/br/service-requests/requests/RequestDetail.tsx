import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirmDateTime } from '@portico/plugin';
import { Link, useLocation } from 'wouter';
import { EDITABLE_REQUEST_STATUSES, type RequestAttachment, type RequestStatus } from '../contract';
import type { RuleViolation } from '../rules';
import type { RequestApiError } from './api';
import { DiscardDraft } from './DiscardDraft';
import { FORM_ROUTES, LIST_ROUTE } from './routes';
import { saveFile } from '@portico/toolkit/files';
import { StatusBadge } from './StatusBadge';
import { Thread } from './Thread';
import { ruleMessageKey } from './use-request-draft';
import { FIRM_MOVES_RENEW_MS, useRequestsApi, useRequestsQuery } from './use-requests-api';

/** Statuses in which the client writes to the firm (answering WaitingForClient/WaitingForCorrection sends it back). */
const ANSWERABLE: readonly RequestStatus[] = ['WaitingForClient', 'WaitingForCorrection', 'WaitingForAnswer'];

/** One request: its status, its form (to correct while editable), and the thread with the firm and its files. */
export function RequestDetail({ requestId }: { requestId: string }) {
  const { t, i18n } = useTranslation('br.service-requests');
  const api = useRequestsApi();
  const [, navigate] = useLocation();
  const detail = useRequestsQuery(['request', requestId], (requests) => requests.get(requestId), { pollMs: FIRM_MOVES_RENEW_MS });
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);
  const [answerError, setAnswerError] = useState<{ code: string; violations: RuleViolation[] } | null>(null);
  const answerId = useId();
  const dateTime = useFirmDateTime();

  if (detail.status === 'failed') {
    return (
      <div className="sr-list" role="alert">
        <p className="sr-form__error">{t(`errors.${detail.code}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>
        <button type="button" className="sr-button" onClick={detail.retry}>{t('form.retry')}</button>{' '}
        <Link href={`/${LIST_ROUTE}`}>{t('detail.backToList')}</Link>
      </div>
    );
  }
  if (detail.status !== 'loaded' || !api) return <p role="status" className="sr-list">{t('list.loading')}</p>;
  const request = detail.data;

  const editable = EDITABLE_REQUEST_STATUSES.includes(request.status);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return;
    setSending(true);
    try {
      const answered = await api.answer(request.id, answer);
      detail.update(() => answered);
      setAnswer('');
      setAnswerError(null);
    } catch (e) {
      const { code, violations } = e as RequestApiError;
      setAnswerError({ code, violations });
    } finally {
      setSending(false);
    }
  };
  const download = async (attachment: RequestAttachment) => {
    try {
      saveFile(await api.attachment(request.id, attachment.id), attachment.fileName);
    } catch (e) {
      setAnswerError({ code: (e as RequestApiError).code, violations: [] });
    }
  };

  return (
    <div className="sr-list">
      <p><Link href={`/${LIST_ROUTE}`}>{t('detail.backToList')}</Link></p>
      <h1>{t(`types.${request.type}`)} · {request.reference}</h1>
      <p className="sr-form__meta">
        <StatusBadge status={request.status} />
        <span className="sr-list__sub">{request.title}</span>
      </p>
      <dl className="sr-payload">
        <dt>{t('detail.created')}</dt><dd>{dateTime(request.createdAt)}</dd>
        <dt>{t('detail.submitted')}</dt><dd>{request.submittedAt ? dateTime(request.submittedAt) : t('detail.notSubmitted')}</dd>
      </dl>
      <p className="sr-form__actions">
        <Link href={`/${FORM_ROUTES[request.type]}?id=${request.id}`} className="sr-button sr-button--link">
          {editable ? t('detail.edit') : t('detail.view')}
        </Link>
        {request.status === 'Draft' && <DiscardDraft draft={request} onDiscarded={() => navigate(`/${LIST_ROUTE}`)} />}
      </p>

      <h2>{t('detail.thread')}</h2>
      <Thread messages={request.messages} onDownload={download} />
      {ANSWERABLE.includes(request.status) && (
        <form onSubmit={send} className="sr-answer">
          <label htmlFor={answerId}>{request.status === 'WaitingForAnswer' ? t('detail.addMessage') : t('detail.answer')}</label>
          <textarea id={answerId} className="portico-input" maxLength={4000} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          {request.status === 'WaitingForCorrection' && <p className="sr-list__sub">{t('detail.correctFirst')}</p>}
          {answerError && (
            <div role="alert" className="sr-form__error">
              <p>{t(`errors.${answerError.code}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>
              {answerError.violations.length > 0 && (
                <ul>{answerError.violations.map((v) => <li key={`${v.field}-${v.code}`}>{t(ruleMessageKey(v, i18n.language))}</li>)}</ul>
              )}
            </div>
          )}
          <div className="sr-form__actions">
            <button type="submit" className="sr-button sr-button--primary" disabled={sending || !answer.trim()}>{t('detail.send')}</button>
          </div>
        </form>
      )}
    </div>
  );
}
