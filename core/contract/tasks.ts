/**
 * What every task kind's API shares with the tasks' own (plugin kind 'task', docs/plugins.md): the task as a kind's
 * answer carries it, its states, and the path parameters of one task. Browser-safe: TypeBox only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Input, IsoDate, IsoDateTime } from './common';

/**
 * open → in_progress (the client's first answer) → submitted (received by the firm) → done (accepted); the firm
 * may send a submitted task back to in_progress with a reason, and cancel any task not done.
 */
export const TASK_STATES = ['open', 'in_progress', 'submitted', 'done', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const Task = Type.Object({
  id: Type.String(),
  clientId: Type.String(),
  kind: Type.String({ description: 'The task kind, e.g. document-request' }),
  title: Type.String(),
  dueDate: Type.Union([IsoDate, Type.Null()]),
  state: Type.Union(TASK_STATES.map((s) => Type.Literal(s))),
  /** The firm's reason when it sent the task back; cleared when the client submits again. */
  sentBackReason: Type.Union([Type.String(), Type.Null()]),
  /** The task's parts done (a document request's items answered) of all of them. */
  progress: Type.Object({ done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Task = Static<typeof Task>;

/** One task of one client company: the path parameters of a task's and a kind's operations. */
export const TaskParams = Input({ clientId: Id, taskId: Id });
