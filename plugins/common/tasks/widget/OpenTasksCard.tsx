import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, TOKENS, useClientQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type Task } from '../contract';
import { DueText } from '../shared/TaskHeader';
import '../tasks.css';

/** How many a card lists; "all tasks" opens the rest. */
export const TASKS_SHOWN = 5;

export interface OpenTasksCardProps {
  /** The card's heading, count ("{{count}} open tasks"), empty and failed lines, in the caller's words. */
  texts: { title: string; count: (count: number) => string; empty: string; failed: string; all: string };
  /** Which of the open tasks the card lists (an invoices card: those of its kind). */
  select?: (task: Task) => boolean;
}

/**
 * A dashboard card of the active client's open tasks, soonest due first, each opening its task. Every card reads
 * the one list (one key, one request), so the open-tasks and the invoices cards cost a single round trip.
 */
export function OpenTasksCard({ texts, select = () => true }: OpenTasksCardProps) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const open = useClientQuery(['common.tasks', 'open'], (clientId, signal) =>
    call(http, ENDPOINTS.getTasks, { params: { clientId }, query: { filter: 'open' } }, { signal }));
  return (
    <div className="tasks-widget">
      <h2>{texts.title}</h2>
      <RemoteView remote={open} failed={texts.failed}>
        {({ items }) => {
          const chosen = items.filter(select);
          if (chosen.length === 0) return <p className="empty-state">{texts.empty}</p>;
          return (
            <>
              <p className="tasks-widget__count">{texts.count(chosen.length)}</p>
              <ul className="tasks-list">
                {chosen.slice(0, TASKS_SHOWN).map((task) => (
                  <li key={task.id} className="tasks-line">
                    {/* "~" leaves the home area's routes: the task opens in the tasks area. */}
                    <Link href={`~/tasks/${encodeURIComponent(task.id)}`} className="tasks-line__title">{task.title}</Link>
                    <span className="tasks-line__meta">
                      <DueText task={task} />
                      {task.progress.total > 0 && <span>{t('progress', { done: task.progress.done, count: task.progress.total })}</span>}
                    </span>
                  </li>
                ))}
              </ul>
              <Link href="~/tasks" className="widget-more">{texts.all}</Link>
            </>
          );
        }}
      </RemoteView>
    </div>
  );
}
