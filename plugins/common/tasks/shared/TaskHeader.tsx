import { useTranslation } from 'react-i18next';
import { formatDate } from '@portico/plugin';
import type { Task } from '../contract';
import { daysUntil } from '../../dashboard';

/** When a task is due, in words: "due in 3 days", "overdue by 2 days", or its date once closed. */
export function DueText({ task }: { task: Pick<Task, 'dueDate' | 'state'> }) {
  const { t, i18n } = useTranslation('common.tasks');
  if (!task.dueDate) return <span className="tasks-due">{t('due.none')}</span>;
  const date = formatDate(task.dueDate, i18n.language);
  if (task.state === 'done' || task.state === 'cancelled') return <span className="tasks-due">{t('due.on', { date })}</span>;
  const days = daysUntil(task.dueDate);
  if (days < 0) return <span className="tasks-due is-overdue">{t('due.overdue', { count: -days, date })}</span>;
  return <span className={`tasks-due${days === 0 ? ' is-today' : ''}`}>{days === 0 ? t('due.today', { date }) : t('due.in', { count: days, date })}</span>;
}

/** A task's state in words, as a badge. */
export function TaskStateBadge({ state }: { state: Task['state'] }) {
  const { t } = useTranslation('common.tasks');
  return <span className={`tasks-state tasks-state--${state}`}>{t(`states.${state}`)}</span>;
}

/** The top of a task's screen: its title, state, due date, progress and, when the firm sent it back, why. */
export function TaskHeader({ task, headingLevel = 1 }: { task: Task; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('common.tasks');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="tasks-header">
      <Heading>{task.title}</Heading>
      <p className="tasks-meta">
        <TaskStateBadge state={task.state} />
        <DueText task={task} />
        {task.progress.total > 0 && <span>{t('progress', { done: task.progress.done, count: task.progress.total })}</span>}
      </p>
      {task.sentBackReason && task.state === 'in_progress' && (
        <div className="tasks-sent-back" role="note">
          <strong>{t('sentBack.title')}</strong> <span>{task.sentBackReason}</span>
        </div>
      )}
    </header>
  );
}
