import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, TOKENS, useClientQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, TASK_FILTERS, type Task, type TaskFilter } from '../contract';
import { DueText, TaskStateBadge } from '../shared/TaskHeader';
import { useKindTitle } from './use-kind-title';

/**
 * The client's tasks: open, due soon, overdue or done (a tab each), words of the title to search; soonest due first.
 * `onOpen` opens a task in place (no deep link); without it each task is a link to /tasks/{id}.
 */
export function TaskList({ onOpen }: { onOpen?: (taskId: string) => void }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const [filter, setFilter] = useState<TaskFilter>('open');
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const searchId = useId();
  const tasks = useClientQuery(['common.tasks', 'list', filter, q], (clientId, signal) =>
    call(http, ENDPOINTS.getTasks, { params: { clientId }, query: { filter, q: q || undefined } }, { signal }));

  return (
    <section aria-labelledby="tasks-title">
      <h1 id="tasks-title">{t('area.title')}</h1>
      <div className="tasks-filters" role="group" aria-label={t('list.filters')}>
        {TASK_FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>{t(`filters.${f}`)}</button>
        ))}
      </div>
      <form role="search" className="tasks-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{t('list.search')}</label>
        <input id={searchId} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      </form>
      <RemoteView remote={tasks} failed={t('list.failed')}>
        {({ items }) => items.length === 0
          ? <p className="empty-state">{t(q ? 'list.noMatch' : `list.empty.${filter}`)}</p>
          : (
            <>
              <p role="status" className="tasks-count">{t('list.count', { count: items.length })}</p>
              <ul className="tasks-list">
                {items.map((task) => <TaskLine key={task.id} task={task} onOpen={onOpen} />)}
              </ul>
            </>
          )}
      </RemoteView>
    </section>
  );
}

function TaskLine({ task, onOpen }: { task: Task; onOpen?: (taskId: string) => void }) {
  const { t } = useTranslation('common.tasks');
  const kind = useKindTitle(task.kind);
  return (
    <li className="tasks-line">
      {onOpen
        ? <button type="button" className="tasks-line__title" onClick={() => onOpen(task.id)}>{task.title}</button>
        : <Link href={`/${encodeURIComponent(task.id)}`} className="tasks-line__title">{task.title}</Link>}
      <span className="tasks-line__meta">
        <span>{kind}</span>
        <TaskStateBadge state={task.state} />
        <DueText task={task} />
        {task.progress.total > 0 && <span>{t('progress', { done: task.progress.done, count: task.progress.total })}</span>}
      </span>
    </li>
  );
}
