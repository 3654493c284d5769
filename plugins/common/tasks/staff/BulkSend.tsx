import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { StaffClientPicker, type StaffClient } from '../../documents';
import { ENDPOINTS, MAX_BULK_CLIENTS, type BatchProgress, type BulkSend } from '../contract';
import { ErrorText } from '../shared/ErrorText';
import { useTaskWrite } from '../shared/use-task-write';

/** Where a batch's tasks stand, in words: "3 open · 1 submitted · 2 done". */
export function BatchProgressText({ progress }: { progress: BatchProgress }) {
  const { t } = useTranslation('common.tasks');
  return (
    <span className="tasks-batch-progress">
      {t('bulk.progress.open', { count: progress.open })} · {t('bulk.progress.submitted', { count: progress.submitted })} · {t('bulk.progress.done', { count: progress.done })}
      {progress.cancelled > 0 && <> · {t('bulk.progress.cancelled', { count: progress.cancelled })}</>}
    </span>
  );
}

/** One template's task for many clients: the ones the staff member picks, or every client with a tag. */
export function BulkSendForm() {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const [, navigate] = useLocation();
  const templateId = new URLSearchParams(useSearch()).get('template') ?? '';
  const template = useRemoteQuery(['common.tasks', 'staff-template', templateId], (signal) =>
    call(http, ENDPOINTS.getStaffTaskTemplate, { params: { templateId } }, { signal }), Boolean(templateId));
  const tags = useRemoteQuery(['common.tasks', 'client-tags'], (signal) => call(http, ENDPOINTS.getStaffClientTags, {}, { signal }));
  const [audience, setAudience] = useState<'clients' | 'tag'>('clients');
  const [chosen, setChosen] = useState<StaffClient[]>([]);
  const [tag, setTag] = useState('');
  const ids = { group: useId(), tag: useId() };
  const write = useTaskWrite<BulkSend>('', (batch) => navigate(`/bulk/${batch.id}`));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (audience === 'clients' ? chosen.length === 0 : !tag) return write.setError('BULK_AUDIENCE_REQUIRED');
    void write.run(() => call(http, ENDPOINTS.postStaffBulkSend, {
      body: audience === 'clients' ? { templateId, clientIds: chosen.map((c) => c.id) } : { templateId, tag },
    }));
  };
  const tagList = tags.status === 'loaded' ? tags.data.tags : [];
  return (
    <section aria-labelledby="bulk-title">
      <Link href="/templates" className="tasks-back">{t('templates.title')}</Link>
      <h1 id="bulk-title">{t('bulk.title')}</h1>
      {!templateId && <p className="empty-state">{t('errors.TASK_TEMPLATE_NOT_FOUND')}</p>}
      <RemoteView remote={template} failed={t('templates.failedOne')}>
        {(found) => (
          <form className="tasks-form" onSubmit={submit}>
            <p>{t('bulk.template', { name: found.name })}</p>
            <fieldset>
              <legend>{t('bulk.audience')}</legend>
              <label><input type="radio" name={ids.group} checked={audience === 'clients'} onChange={() => setAudience('clients')} /> {t('bulk.chosen')}</label>
              <label><input type="radio" name={ids.group} checked={audience === 'tag'} disabled={tagList.length === 0} onChange={() => setAudience('tag')} /> {t('bulk.byTag')}</label>
              {tags.status === 'loaded' && tagList.length === 0 && <p className="hint">{t('bulk.noTags')}</p>}
            </fieldset>
            {audience === 'clients' ? (
              <>
                <StaffClientPicker value={null} onChange={(client) => client && setChosen((all) => (all.some((c) => c.id === client.id) || all.length >= MAX_BULK_CLIENTS ? all : [...all, client]))} />
                <p role="status">{t('bulk.chosenCount', { count: chosen.length })}</p>
                <ul className="tasks-list" aria-label={t('bulk.chosenList')}>
                  {chosen.map((client) => (
                    <li key={client.id} className="tasks-row">
                      <span>{client.name}</span>
                      <button type="button" aria-label={t('bulk.removeNamed', { name: client.name })} onClick={() => setChosen((all) => all.filter((c) => c.id !== client.id))}>{t('bulk.remove')}</button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <>
                <label htmlFor={ids.tag}>{t('bulk.tag')}</label>
                <select id={ids.tag} value={tag} onChange={(event) => setTag(event.target.value)}>
                  <option value="">{t('bulk.chooseTag')}</option>
                  {tagList.map((x) => <option key={x.tag} value={x.tag}>{t('bulk.tagOption', { tag: x.tag, count: x.clients })}</option>)}
                </select>
              </>
            )}
            <div className="tasks-row"><button type="submit" className="tasks-primary" disabled={write.pending}>{t('bulk.send')}</button></div>
            <ErrorText code={write.error} />
          </form>
        )}
      </RemoteView>
    </section>
  );
}

/** A bulk send's progress: n of m created while its job runs (read again every two seconds), the failures, where the tasks stand. */
export function BulkSendPage({ batchId }: { batchId: string }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const [running, setRunning] = useState(true);
  const batch = useRemoteQuery(['common.tasks', 'bulk-send', batchId], async (signal) => {
    const answer = await call(http, ENDPOINTS.getStaffBulkSend, { params: { batchId } }, { signal });
    setRunning(answer.state !== 'done');
    return answer;
  }, true, running ? { pollMs: 2000 } : {});
  return (
    <section aria-labelledby="bulk-send-title">
      <Link href="/" className="tasks-back">{t('staff.back')}</Link>
      <RemoteView remote={batch} failed={t('bulk.failed')}>
        {(found) => (
          <>
            <h1 id="bulk-send-title">{found.title}</h1>
            <p>{found.tag ? t('bulk.sentToTag', { name: found.name, tag: found.tag }) : t('bulk.sentToChosen', { name: found.name })}</p>
            <p role="status" aria-live="polite">
              {t('bulk.created', { created: found.created, count: found.total })}
              {found.state !== 'done' && ` ${t('bulk.running')}`}
            </p>
            <p><BatchProgressText progress={found.progress} /></p>
            {found.failures.length > 0 && (
              <>
                <h2>{t('bulk.failures', { count: found.failures.length })}</h2>
                <ul className="tasks-list">
                  {found.failures.map((f) => (
                    <li key={f.clientId} className="tasks-line">
                      <span className="tasks-line__title">{f.clientName}</span>
                      <span className="tasks-error">{t(`errors.${f.code}`, { defaultValue: t('errors.UNKNOWN') })}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </RemoteView>
    </section>
  );
}

/** The firm's latest bulk sends in its task list, each with where its tasks stand. */
export function BulkSendList() {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const sends = useRemoteQuery(['common.tasks', 'bulk-sends'], (signal) => call(http, ENDPOINTS.getStaffBulkSends, {}, { signal }));
  if (sends.status !== 'loaded' || sends.data.items.length === 0) return null;
  return (
    <section aria-labelledby="bulk-list-title">
      <h2 id="bulk-list-title">{t('bulk.listTitle')}</h2>
      <ul className="tasks-list">
        {sends.data.items.map((batch) => (
          <li key={batch.id} className="tasks-line">
            <Link href={`/bulk/${batch.id}`} className="tasks-line__title">{batch.title}</Link>
            <span className="tasks-line__meta">
              <span>{batch.name}</span>
              <span>{t('bulk.created', { created: batch.created, count: batch.total })}</span>
              <BatchProgressText progress={batch.progress} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
