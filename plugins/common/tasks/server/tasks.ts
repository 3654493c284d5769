import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { featureErrors, isoDay, likePattern, type SomeDb } from '@portico/plugin-server';
import { DUE_SOON_DAYS, TASK_ERROR_CODES, type BatchProgress, type StaffTask, type Task, type TaskFilter, type TaskState } from '../contract';
import type { ServerTaskKind, TaskProgress } from './kinds';
import { tasksDb, type CommonTaskTable } from './tables';

const errors = featureErrors(TASK_ERROR_CODES);
export type TaskRow = Selectable<CommonTaskTable>;

/** The moves of the state machine (contract.ts TASK_STATES); anything else is ILLEGAL_TRANSITION. */
const MOVES: Record<TaskState, readonly TaskState[]> = {
  open: ['in_progress', 'cancelled'],
  in_progress: ['submitted', 'cancelled'],
  submitted: ['done', 'in_progress', 'cancelled'],
  done: [],
  cancelled: [],
};
/** The states in which the task waits for the client. */
export const CLIENTS_TURN: readonly TaskState[] = ['open', 'in_progress'];
const CLOSED: readonly TaskState[] = ['done', 'cancelled'];
/** Where a task counts in a bulk send's progress: the client's turn (open, in progress) is one count. */
export const progressKey = (state: TaskState): keyof BatchProgress => (CLIENTS_TURN.includes(state) ? 'open' : state as Exclude<TaskState, 'open' | 'in_progress'>);

const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** A new task of a kind for a client, open: what a kind's create route calls inside its transaction. */
export async function insertTask(db: SomeDb, task: { clientId: string; kind: string; title: string; dueDate: string | null; createdBy: string }, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await tasksDb(db).insertInto('commonTasks').values({
    id, ...task, state: 'open', sentBackReason: null, batchId: null, createdAt: at, updatedAt: at,
  }).execute();
  return id;
}

/** The tasks' reads and moves over the kinds the enabled features contribute. */
export class TaskStore {
  constructor(private readonly kinds: readonly ServerTaskKind[]) {}

  kindOf(kind: string): ServerTaskKind | undefined {
    return this.kinds.find((k) => k.kind === kind);
  }

  /** A task of the client (404 TASK_NOT_FOUND for anyone else's, or a kind hidden from the caller). */
  async row(db: SomeDb, clientId: string, taskId: string, hiddenKinds: readonly string[] = []): Promise<TaskRow> {
    const row = await tasksDb(db).selectFrom('commonTasks').selectAll().where('id', '=', taskId).where('clientId', '=', clientId).executeTakeFirst();
    if (!row || hiddenKinds.includes(row.kind)) throw errors.notFound('TASK_NOT_FOUND', 'No such task');
    return row;
  }

  async progressOf(db: SomeDb, rows: readonly TaskRow[]): Promise<Map<string, TaskProgress>> {
    const all = new Map<string, TaskProgress>();
    for (const kind of this.kinds) {
      const ids = rows.filter((r) => r.kind === kind.kind).map((r) => r.id);
      if (ids.length) for (const [id, p] of await kind.progress(db, ids)) all.set(id, p);
    }
    return all;
  }

  async toTasks(db: SomeDb, rows: readonly TaskRow[]): Promise<Task[]> {
    const progress = await this.progressOf(db, rows);
    return rows.map((r) => ({
      id: r.id, clientId: r.clientId, kind: r.kind, title: r.title, dueDate: r.dueDate, state: r.state,
      sentBackReason: r.sentBackReason, progress: progress.get(r.id) ?? { done: 0, total: 0 }, createdAt: r.createdAt, updatedAt: r.updatedAt,
    }));
  }

  async toTask(db: SomeDb, row: TaskRow): Promise<Task> {
    return (await this.toTasks(db, [row]))[0]!;
  }

  /** The client's list: open (not closed), due soon, overdue (both still the client's or the firm's to finish), done (closed). */
  async clientList(db: SomeDb, clientId: string, { filter = 'open', q, hiddenKinds, today }: { filter?: TaskFilter; q?: string; hiddenKinds: readonly string[]; today: string }) {
    let query = tasksDb(db).selectFrom('commonTasks').selectAll().where('clientId', '=', clientId);
    if (hiddenKinds.length) query = query.where('kind', 'not in', [...hiddenKinds]);
    query = filter === 'done' ? query.where('state', 'in', [...CLOSED]) : query.where('state', 'not in', [...CLOSED]);
    if (filter === 'dueSoon') query = query.where('dueDate', '>=', today).where('dueDate', '<=', addDays(today, DUE_SOON_DAYS));
    if (filter === 'overdue') query = query.where('dueDate', '<', today);
    for (const word of (q ?? '').trim().split(/\s+/).filter(Boolean)) {
      query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', likePattern(word)));
    }
    // Soonest due first, undated last; done ones most recent first.
    query = filter === 'done' ? query.orderBy('updatedAt', 'desc')
      : query.orderBy((eb) => eb.case().when('dueDate', 'is', null).then(1).else(0).end()).orderBy('dueDate').orderBy('createdAt');
    return this.toTasks(db, await query.limit(500).execute());
  }

  /** The firm's list over its clients: submitted ones first (the firm's turn), then soonest due. */
  async staffList(db: SomeDb, firmId: number, { state, clientId, q }: { state?: TaskState; clientId?: string; q?: string }): Promise<StaffTask[]> {
    let query = tasksDb(db).selectFrom('commonTasks').innerJoin('clients', 'clients.id', 'commonTasks.clientId')
      .selectAll('commonTasks').select('clients.name as clientName').where('clients.firmId', '=', firmId);
    if (state) query = query.where('commonTasks.state', '=', state);
    if (clientId) query = query.where('commonTasks.clientId', '=', clientId);
    for (const word of (q ?? '').trim().split(/\s+/).filter(Boolean)) {
      query = query.where((eb) => eb.or([
        eb(eb.fn('lower', ['commonTasks.title']), 'like', likePattern(word)),
        eb(eb.fn('lower', ['clients.name']), 'like', likePattern(word)),
      ]));
    }
    const rows = await query
      .orderBy((eb) => eb.case().when('commonTasks.state', '=', 'submitted').then(0).when('commonTasks.state', 'in', [...CLOSED]).then(2).else(1).end())
      .orderBy((eb) => eb.case().when('commonTasks.dueDate', 'is', null).then(1).else(0).end()).orderBy('commonTasks.dueDate').orderBy('commonTasks.createdAt')
      .limit(500).execute();
    const tasks = await this.toTasks(db, rows);
    return tasks.map((task, i) => ({ ...task, clientName: rows[i]!.clientName }));
  }

  /** A task of a client of the firm (404 otherwise), with the client's name. */
  async staffTask(db: SomeDb, firmId: number, clientId: string, taskId: string): Promise<StaffTask> {
    const row = await tasksDb(db).selectFrom('commonTasks').innerJoin('clients', 'clients.id', 'commonTasks.clientId')
      .selectAll('commonTasks').select('clients.name as clientName')
      .where('commonTasks.id', '=', taskId).where('commonTasks.clientId', '=', clientId).where('clients.firmId', '=', firmId).executeTakeFirst();
    if (!row) throw errors.notFound('TASK_NOT_FOUND', 'No such task');
    return { ...(await this.toTask(db, row)), clientName: row.clientName };
  }

  /**
   * Moves a task along the state machine, only from the state it was read in (a move that raced another finds
   * the state changed and is refused). `sentBackReason` is the firm's reason on a send-back; any other move clears it
   * but the client's start, which keeps it shown while they correct.
   */
  async move(db: SomeDb, row: TaskRow, to: TaskState, { sentBackReason, now = new Date() }: { sentBackReason?: string; now?: Date } = {}): Promise<TaskRow> {
    if (!MOVES[row.state].includes(to)) throw errors.conflict('ILLEGAL_TRANSITION', `A task cannot go from ${row.state} to ${to}`);
    const reason = sentBackReason ?? (to === 'in_progress' ? row.sentBackReason : null);
    const moved = await tasksDb(db).updateTable('commonTasks').set({ state: to, sentBackReason: reason, updatedAt: now.toISOString() })
      .where('id', '=', row.id).where('state', '=', row.state).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw errors.conflict('ILLEGAL_TRANSITION', 'The task changed meanwhile');
    return { ...row, state: to, sentBackReason: reason, updatedAt: now.toISOString() };
  }

  /** Before a change of the client's: refused once the task left the client's hands; an open task starts. */
  async startByClient(db: SomeDb, row: TaskRow): Promise<TaskRow> {
    if (!CLIENTS_TURN.includes(row.state)) throw errors.conflict('TASK_NOT_EDITABLE', 'The task is with the firm or closed');
    if (row.state === 'open') return this.move(db, row, 'in_progress');
    await tasksDb(db).updateTable('commonTasks').set({ updatedAt: new Date().toISOString() }).where('id', '=', row.id).execute();
    return row;
  }
}

/**
 * A kind's own move of its task (an e-signature done once all have signed, a decline handing it to the firm): the
 * task's state machine and its race check, through each state in turn (`in_progress`, `submitted`, `done`).
 */
export async function moveTask(db: SomeDb, clientId: string, taskId: string, ...through: TaskState[]): Promise<TaskRow> {
  const store = new TaskStore([]);
  let row = await store.row(db, clientId, taskId);
  for (const to of through) if (row.state !== to) row = await store.move(db, row, to);
  return row;
}
