import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, TOKENS, useAuthorized, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, TASK_STATES, type TaskState } from '../contract';
import { DueText, TaskStateBadge } from '../shared/TaskHeader';
import { useKindTitle } from '../list/use-kind-title';
import { BulkSendList } from './BulkSend';

/** Every task of the firm's clients: submitted ones first (the firm's turn), by state and words of title or client. */
export function StaffTaskList() {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const kinds = useAuthorized(useService(TOKENS.Plugins).taskKinds()) ?? [];
  const [state, setState] = useState<TaskState | ''>('');
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const ids = { state: useId(), q: useId() };
  const tasks = useRemoteQuery(['common.tasks', 'staff-list', state, q], (signal) =>
    call(http, ENDPOINTS.getStaffTasks, { query: { state: state || undefined, q: q || undefined } }, { signal }));

  return (
    <section aria-labelledby="staff-tasks-title">
      <h1 id="staff-tasks-title">{t('staff.title')}</h1>
      <nav className="tasks-row" aria-label={t('staff.newTask')}>
        {kinds.map((kind) => <NewTaskLink key={kind.id} route={kind.route} taskKind={kind.taskKind} />)}
        <Link href="/templates">{t('templates.title')}</Link>
      </nav>
      <BulkSendList />
      <form role="search" className="tasks-search tasks-row" onSubmit={(event) => event.preventDefault()}>
        <span>
          <label htmlFor={ids.state}>{t('staff.state')}</label>
          <select id={ids.state} value={state} onChange={(event) => setState(event.target.value as TaskState | '')}>
            <option value="">{t('staff.allStates')}</option>
            {TASK_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </select>
        </span>
        <span>
          <label htmlFor={ids.q}>{t('staff.search')}</label>
          <input id={ids.q} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        </span>
      </form>
      <RemoteView remote={tasks} failed={t('list.failed')}>
        {({ items }) => items.length === 0 ? <p className="empty-state">{t('staff.empty')}</p> : (
          <>
            <p role="status" className="tasks-count">{t('list.count', { count: items.length })}</p>
            <ul className="tasks-list">
              {items.map((task) => (
                <li key={task.id} className="tasks-line">
                  <Link href={`/${task.clientId}/${task.id}`} className="tasks-line__title">{task.title}</Link>
                  <span className="tasks-line__meta">
                    <span>{task.clientName}</span>
                    <TaskStateBadge state={task.state} />
                    <DueText task={task} />
                    {task.progress.total > 0 && <span>{t('progress', { done: task.progress.done, count: task.progress.total })}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </RemoteView>
    </section>
  );
}

function NewTaskLink({ route, taskKind }: { route: string; taskKind: string }) {
  const { t } = useTranslation('common.tasks');
  return <Link href={`/new/${route}`} className="tasks-primary">{t('staff.newOfKind', { kind: useKindTitle(taskKind) })}</Link>;
}
