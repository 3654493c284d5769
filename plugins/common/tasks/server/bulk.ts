import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { AppError, type AppContext, defineJob, featureErrors, type RouteModule, serve, type SomeDb, staffOf } from '@portico/plugin-server';
import { notify } from '../../notifications/server';
import { ENDPOINTS, MAX_BULK_CLIENTS, TASK_ERROR_CODES, type BatchProgress, type BulkSend, type BulkSendSummary } from '../contract';
import { CLIENT_TAGS } from './client-tags';
import { TASK_KINDS, type ServerTaskKind } from './kinds';
import { tasksDb, type CommonTaskBatchTable } from './tables';
import { progressKey } from './tasks';

const errors = featureErrors(TASK_ERROR_CODES);
/** Clients the job creates tasks for between two looks at the batch (each in its own transaction). */
const CHUNK = 100;
/** SQLite's bound-parameter limit is far above this; PostgreSQL's too. */
const IN_LIST = 500;

const chunks = <T>(all: readonly T[], size: number) => Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));

/** How many of each batch's tasks stand in each state, and how many of its clients have their task or failed. */
async function countsOf(db: SomeDb, batchIds: readonly string[]) {
  const t = tasksDb(db);
  const progress = new Map<string, BatchProgress>(batchIds.map((id) => [id, { open: 0, submitted: 0, done: 0, cancelled: 0 }]));
  const sent = new Map<string, { total: number; created: number; failed: number }>(batchIds.map((id) => [id, { total: 0, created: 0, failed: 0 }]));
  if (!batchIds.length) return { progress, sent };
  const states = await t.selectFrom('commonTasks').select(['batchId', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('batchId', 'in', [...batchIds]).groupBy(['batchId', 'state']).execute();
  for (const row of states) {
    const p = progress.get(row.batchId!)!;
    p[progressKey(row.state)] += Number(row.n);
  }
  const clients = await t.selectFrom('commonTaskBatchClients').select(['batchId',
    (eb) => eb.fn.countAll<number>().as('total'),
    (eb) => eb.fn.count<number>('taskId').as('created'),
    (eb) => eb.fn.count<number>('error').as('failed'),
  ]).where('batchId', 'in', [...batchIds]).groupBy('batchId').execute();
  for (const row of clients) sent.set(row.batchId, { total: Number(row.total), created: Number(row.created), failed: Number(row.failed) });
  return { progress, sent };
}

async function summaries(db: SomeDb, rows: readonly CommonTaskBatchTable[]): Promise<BulkSendSummary[]> {
  const { progress, sent } = await countsOf(db, rows.map((r) => r.id));
  return rows.map((r) => {
    const counts = sent.get(r.id)!;
    const state = r.finishedAt ? 'done' : counts.created + counts.failed > 0 ? 'running' : 'queued';
    return { id: r.id, templateId: r.templateId, name: r.name, kind: r.kind, title: r.title, tag: r.tag, createdAt: r.createdAt, state, ...counts, progress: progress.get(r.id)! };
  });
}

/**
 * Bulk sends (access 'staff'): the firm's template to many of its clients, as a job. The batch and one row per client
 * are written first; the job then creates each client's task in a transaction that also records it on that row, so a
 * retried or repeated run skips every client that has its task (idempotent per client). A client whose task cannot
 * be made (the kind refuses it: no upload folder) is listed with the code, and the others go on.
 */
export const bulkRoutes: RouteModule = async (app, ctx) => {
  const db = tasksDb(ctx.db);
  const kinds = new Map(ctx.contributions(TASK_KINDS).map(({ value }) => [value.kind, value]));
  const tagSources = ctx.contributions(CLIENT_TAGS).map((c) => c.value);

  const job = defineJob({
    name: 'common.tasks.bulk-send',
    payload: Type.Object({ batchId: Type.String() }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async ({ batchId }, { log }) => runBatch(ctx, kinds, batchId, log),
  });
  await ctx.jobs.define(job);

  const batchOf = async (firmId: number, batchId: string): Promise<BulkSend> => {
    const row = await db.selectFrom('commonTaskBatches').selectAll().where('id', '=', batchId).where('firmId', '=', firmId).executeTakeFirst();
    if (!row) throw errors.notFound('BULK_SEND_NOT_FOUND', 'No such bulk send');
    const failures = await db.selectFrom('commonTaskBatchClients as b').innerJoin('clients as c', 'c.id', 'b.clientId')
      .select(['b.clientId', 'c.name as clientName', 'b.error as code']).where('b.batchId', '=', batchId).where('b.error', 'is not', null)
      .orderBy('c.name').limit(MAX_BULK_CLIENTS).execute();
    return { ...(await summaries(db, [row]))[0]!, failures: failures.map((f) => ({ clientId: f.clientId, clientName: f.clientName, code: f.code! })) };
  };

  serve(app, ENDPOINTS.getStaffClientTags, async (request) => {
    const { firmId } = staffOf(request);
    const all = new Map<string, number>();
    for (const source of tagSources) for (const { tag, clients } of await source.tags(db, firmId)) all.set(tag, (all.get(tag) ?? 0) + clients);
    return { tags: [...all].map(([tag, clients]) => ({ tag, clients })).sort((a, b) => a.tag.localeCompare(b.tag)) };
  });

  serve(app, ENDPOINTS.postStaffBulkSend, async (request, reply) => {
    const { firmId, userId } = staffOf(request);
    const { templateId, clientIds, tag } = request.body;
    if (Boolean(clientIds) === Boolean(tag)) throw errors.badRequest('BULK_AUDIENCE_REQUIRED', 'Name the clients or a tag, one of the two');
    const template = await db.selectFrom('commonTaskTemplates').selectAll().where('id', '=', templateId).where('firmId', '=', firmId).executeTakeFirst();
    if (!template) throw errors.notFound('TASK_TEMPLATE_NOT_FOUND', 'No such task template');
    if (!kinds.get(template.kind)?.template) throw errors.badRequest('TASK_TEMPLATE_INVALID', `Tasks of kind ${template.kind} are not sent in bulk here`);

    let audience: string[];
    if (tag) {
      const found = new Set<string>();
      for (const source of tagSources) for (const id of await source.clientsWith(db, firmId, tag.trim())) found.add(id);
      audience = [...found];
    } else {
      // Only the firm's own clients: a client named that is not the firm's refuses the whole send, as a stranger.
      const named = [...new Set(clientIds)];
      const own = new Set<string>();
      for (const part of chunks(named, IN_LIST)) {
        for (const row of await db.selectFrom('clients').select('id').where('firmId', '=', firmId).where('id', 'in', part).execute()) own.add(row.id);
      }
      if (own.size !== named.length) throw errors.notFound('BULK_AUDIENCE_EMPTY', 'A client named is not the firm\'s');
      audience = named;
    }
    if (audience.length === 0) throw errors.notFound('BULK_AUDIENCE_EMPTY', 'No client of the firm carries the tag');
    if (audience.length > MAX_BULK_CLIENTS) throw errors.badRequest('BULK_TOO_MANY', `A bulk send reaches at most ${MAX_BULK_CLIENTS} clients`);

    const body = JSON.parse(template.body) as { title?: string };
    const batchId = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('commonTaskBatches').values({
        id: batchId, firmId, templateId: template.id, name: template.name, kind: template.kind, title: String(body.title ?? template.name),
        body: template.body, tag: tag?.trim() ?? null, createdBy: userId, createdAt: new Date().toISOString(), finishedAt: null,
      }).execute();
      for (const part of chunks(audience, IN_LIST)) {
        await trx.insertInto('commonTaskBatchClients').values(part.map((clientId) => ({ batchId, clientId, taskId: null, error: null }))).execute();
      }
    });
    await ctx.jobs.send(job, { batchId });
    return reply.code(202).send(await batchOf(firmId, batchId));
  });

  serve(app, ENDPOINTS.getStaffBulkSends, async (request) => {
    const rows = await db.selectFrom('commonTaskBatches').selectAll().where('firmId', '=', staffOf(request).firmId).orderBy('createdAt', 'desc').limit(100).execute();
    return { items: await summaries(db, rows) };
  });

  serve(app, ENDPOINTS.getStaffBulkSend, async (request) => batchOf(staffOf(request).firmId, request.params.batchId));
};

/** The job's run (exported for its test): each client still without its task or failure gets one, in its own transaction; then the batch is done. */
export async function runBatch(ctx: AppContext, kinds: ReadonlyMap<string, ServerTaskKind>, batchId: string, log: { info: (o: object, m: string) => void }) {
  const db = tasksDb(ctx.db);
  const batch = await db.selectFrom('commonTaskBatches').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (!batch || batch.finishedAt) return;
  const create = kinds.get(batch.kind)?.template?.create;
  const body = JSON.parse(batch.body) as unknown;
  let made = 0;
  for (;;) {
    const pending = await db.selectFrom('commonTaskBatchClients').select('clientId').where('batchId', '=', batchId)
      .where('taskId', 'is', null).where('error', 'is', null).orderBy('clientId').limit(CHUNK).execute();
    if (pending.length === 0) break;
    for (const { clientId } of pending) {
      try {
        if (!create) throw errors.badRequest('TASK_TEMPLATE_INVALID', `Kind ${batch.kind} is not enabled`);
        const taskId = await db.transaction().execute(async (trx) => {
          const id = await create(trx, clientId, batch.createdBy, body);
          await trx.updateTable('commonTasks').set({ batchId }).where('id', '=', id).execute();
          // Only the row still pending takes the task: a run that raced this one rolls its task back.
          const took = await trx.updateTable('commonTaskBatchClients').set({ taskId: id })
            .where('batchId', '=', batchId).where('clientId', '=', clientId).where('taskId', 'is', null).executeTakeFirst();
          if (Number(took.numUpdatedRows) !== 1) throw new RaceLost();
          return id;
        });
        made += 1;
        await notify(ctx, { category: 'taskAssigned', clientId, key: `task-assigned:${taskId}`, link: `/tasks/${taskId}`, params: { title: batch.title } });
      } catch (error) {
        if (error instanceof RaceLost) continue;
        // The kind's refusal is this client's failure, named by its code; anything else fails the run, to be retried.
        if (!(error instanceof AppError)) throw error;
        await db.updateTable('commonTaskBatchClients').set({ error: error.code }).where('batchId', '=', batchId).where('clientId', '=', clientId).where('taskId', 'is', null).execute();
      }
    }
  }
  await db.updateTable('commonTaskBatches').set({ finishedAt: new Date().toISOString() }).where('id', '=', batchId).execute();
  log.info({ batchId, made }, 'bulk send done');
}

class RaceLost extends Error {}
