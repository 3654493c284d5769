import { randomUUID } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { featureErrors, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { ENDPOINTS, MAX_TEMPLATES, TASK_ERROR_CODES, type BatchProgress, type TaskTemplate } from '../contract';
import { TASK_KINDS } from './kinds';
import { tasksDb, type CommonTaskTemplateTable, type TasksDb } from './tables';
import { progressKey } from './tasks';

const errors = featureErrors(TASK_ERROR_CODES);

/** A unique-constraint failure on SQLite or PostgreSQL (the firm's name taken by a write that raced this one). */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed/.test(e.message ?? '');
};

/** Where each template's tasks stand: those of all its bulk sends, by state. */
async function templateProgress(db: TasksDb, templateIds: readonly string[]) {
  const all = new Map<string, { sent: number; progress: BatchProgress }>();
  if (!templateIds.length) return all;
  const rows = await db.selectFrom('commonTasks as t').innerJoin('commonTaskBatches as b', 'b.id', 't.batchId')
    .select(['b.templateId', 't.state', (eb) => eb.fn.countAll<number>().as('n')]).where('b.templateId', 'in', [...templateIds])
    .groupBy(['b.templateId', 't.state']).execute();
  for (const row of rows) {
    const line = all.get(row.templateId!) ?? { sent: 0, progress: { open: 0, submitted: 0, done: 0, cancelled: 0 } };
    line.sent += Number(row.n);
    line.progress[progressKey(row.state)] += Number(row.n);
    all.set(row.templateId!, line);
  }
  return all;
}

const toTemplate = (row: CommonTaskTemplateTable): TaskTemplate => ({
  id: row.id, kind: row.kind, name: row.name, body: JSON.parse(row.body) as Record<string, unknown>, createdAt: row.createdAt, updatedAt: row.updatedAt,
});

/**
 * The firm's task templates (access 'staff'): every read and write scoped by the caller's firm, so another firm's
 * template is 404 as a missing one; core's guard audits the writes. A body is checked against its kind's template
 * schema with the same rules as the API's bodies (strict types, formats), so a template always fills its form.
 */
export const templateRoutes: RouteModule = (app, ctx) => {
  const db = tasksDb(ctx.db);
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  const checks = new Map<string, ValidateFunction>();
  for (const { value } of ctx.contributions(TASK_KINDS)) if (value.template) checks.set(value.kind, ajv.compile(value.template.body));

  const rowOf = async (firmId: number, templateId: string) => {
    const row = await db.selectFrom('commonTaskTemplates').selectAll().where('id', '=', templateId).where('firmId', '=', firmId).executeTakeFirst();
    if (!row) throw errors.notFound('TASK_TEMPLATE_NOT_FOUND', 'No such task template');
    return row;
  };
  const nameTaken = async (firmId: number, name: string, except = '') =>
    Boolean(await db.selectFrom('commonTaskTemplates').select('id').where('firmId', '=', firmId).where('name', '=', name).where('id', '!=', except).executeTakeFirst());

  serve(app, ENDPOINTS.getStaffTaskTemplates, async (request) => {
    let query = db.selectFrom('commonTaskTemplates').select(['id', 'kind', 'name', 'createdAt', 'updatedAt']).where('firmId', '=', staffOf(request).firmId);
    if (request.query.kind) query = query.where('kind', '=', request.query.kind);
    const rows = await query.orderBy('name').limit(MAX_TEMPLATES).execute();
    const progress = await templateProgress(db, rows.map((r) => r.id));
    return { items: rows.map((r) => ({ ...r, ...(progress.get(r.id) ?? { sent: 0, progress: { open: 0, submitted: 0, done: 0, cancelled: 0 } }) })) };
  });

  serve(app, ENDPOINTS.postStaffTaskTemplate, async (request, reply) => {
    const { firmId, userId } = staffOf(request);
    const { kind, body } = request.body;
    const name = request.body.name.trim();
    const check = checks.get(kind);
    if (!check) throw errors.badRequest('TASK_TEMPLATE_INVALID', `Tasks of kind ${kind} keep no templates here`);
    if (!check(body)) throw errors.badRequest('TASK_TEMPLATE_INVALID', `The body is not a ${kind}: ${ajv.errorsText(check.errors)}`);
    const count = await db.selectFrom('commonTaskTemplates').select((eb) => eb.fn.countAll<number>().as('n')).where('firmId', '=', firmId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_TEMPLATES) throw errors.conflict('TASK_TEMPLATE_LIMIT', `The firm keeps ${MAX_TEMPLATES} templates already`);
    if (await nameTaken(firmId, name)) throw errors.conflict('TASK_TEMPLATE_NAME_TAKEN', 'The firm has a template of that name');
    const at = new Date().toISOString();
    const row = { id: randomUUID(), firmId, kind, name, body: JSON.stringify(body), createdBy: userId, createdAt: at, updatedAt: at };
    try {
      await db.insertInto('commonTaskTemplates').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.conflict('TASK_TEMPLATE_NAME_TAKEN', 'The firm has a template of that name');
      throw error;
    }
    return reply.code(201).send(toTemplate(row));
  });

  serve(app, ENDPOINTS.getStaffTaskTemplate, async (request) => toTemplate(await rowOf(staffOf(request).firmId, request.params.templateId)));

  serve(app, ENDPOINTS.patchStaffTaskTemplate, async (request) => {
    const { firmId } = staffOf(request);
    const row = await rowOf(firmId, request.params.templateId);
    const name = request.body.name.trim();
    if (await nameTaken(firmId, name, row.id)) throw errors.conflict('TASK_TEMPLATE_NAME_TAKEN', 'The firm has a template of that name');
    const updatedAt = new Date().toISOString();
    await db.updateTable('commonTaskTemplates').set({ name, updatedAt }).where('id', '=', row.id).where('firmId', '=', firmId).execute();
    return toTemplate({ ...row, name, updatedAt });
  });

  serve(app, ENDPOINTS.deleteStaffTaskTemplate, async (request, reply) => {
    const { firmId } = staffOf(request);
    const row = await rowOf(firmId, request.params.templateId);
    await db.deleteFrom('commonTaskTemplates').where('id', '=', row.id).where('firmId', '=', firmId).execute();
    return reply.code(204).send(null);
  });
};
