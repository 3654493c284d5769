import type { TSchema } from '@sinclair/typebox';
import { contributionPoint, type SomeDb } from '@portico/plugin-server';
import type { TaskErrorCode } from '../contract';

/** Parts done of all (a document request's items answered), shown with each task in the lists. */
export interface TaskProgress {
  done: number;
  total: number;
}

/**
 * What a task kind tells the tasks' routes, so that the states live in one place while each kind keeps its own
 * rows: its progress, whether the client may hand it in, and what accepting it does to its rows. A kind of another
 * feature contributes one in its server module (`contributes: contribute(TASK_KINDS, kind)`), creates its tasks
 * with `insertTask` and serves its own screens' routes.
 */
export interface ServerTaskKind {
  /** The kind as tasks store it (its plugin's `taskKind`). */
  kind: string;
  progress(db: SomeDb, taskIds: readonly string[]): Promise<Map<string, TaskProgress>>;
  /** Why the client may not submit the task yet, or null. */
  submitBlocker(db: SomeDb, taskId: string): Promise<TaskErrorCode | null>;
  /** In the accept's transaction: why the firm may not accept yet, or null after moving the kind's own rows along. */
  accept(trx: SomeDb, taskId: string, now: Date): Promise<TaskErrorCode | null>;
  /**
   * A kind whose tasks can be kept as the firm's templates: the schema of a template's body (the kind's new task,
   * without what names one client's rows), checked when a template is saved, and how a task is made from one for a
   * client inside the caller's transaction (a bulk send's job); answers the task's id.
   */
  template?: { body: TSchema; create(trx: SomeDb, clientId: string, createdBy: string, body: unknown): Promise<string> };
  /**
   * 'upToDue': its tasks get the firm's reminders only up to the due date, as the kind tells of one overdue itself
   * (an invoice's overdue notice); without it, weekly ones follow while the task is open.
   */
  reminders?: 'upToDue';
}

export const TASK_KINDS = contributionPoint<ServerTaskKind>('common.tasks/kinds');
