import {
  TAX_CALENDAR_API, DueDatesParams, DueDatesResponse, Override, OverrideBody, OverrideParams, TAX_CALENDAR_ERROR_CODES,
} from '../contract';
import { NoContent } from '@portico/contract/common';
import { featureErrors, firmOf, principalOf, type RouteModule } from '@portico/plugin-server';
import { upcomingDueDates } from './due-dates';
import { taxCalendarDb } from './tables';

const errors = featureErrors(TAX_CALENDAR_ERROR_CODES);

export const taxCalendarRoutes: RouteModule = (app, ctx) => {
  const db = taxCalendarDb(ctx.db);
  const tags = ['br-tax-calendar'];

  app.get(TAX_CALENDAR_API.dueDates, {
    schema: {
      tags, summary: "The client's next due date of each obligation that applies to it, in Brasília's calendar, with the firm's overrides",
      params: DueDatesParams, response: { 200: DueDatesResponse },
    },
  }, async (request) => {
    const { clientId } = request.params;
    const row = await db.selectFrom('brTaxProfiles as p').innerJoin('clients as c', 'c.id', 'p.clientId')
      .selectAll('p').select('c.firmId').where('p.clientId', '=', clientId).executeTakeFirst();
    if (!row) throw errors.notFound('TAX_PROFILE_NOT_FOUND', 'The client has no tax profile');
    const overrides = await db.selectFrom('brTaxOverrides').select(['obligation as key', 'competence', 'dueDate', 'note'])
      .where('firmId', '=', row.firmId).execute();
    const profile = { regime: row.regime, hasEmployees: row.hasEmployees === 1, uf: row.uf, municipality: row.municipality };
    return { ...upcomingDueDates(profile, new Date(), overrides), profile };
  });

  app.put(TAX_CALENDAR_API.override, {
    config: { auth: 'staff' },
    schema: {
      tags, summary: "Staff: set one obligation's due date for one competence, for all the firm's clients",
      params: OverrideParams, body: OverrideBody, response: { 200: Override },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const firmId = await firmOf(db, principal);
    const { obligation, competence } = request.params;
    const row = {
      firmId, obligation, competence, dueDate: request.body.dueDate, note: request.body.note.trim(),
      updatedBy: principal.userId, updatedAt: new Date().toISOString(),
    };
    await db.insertInto('brTaxOverrides').values(row)
      .onConflict((oc) => oc.columns(['firmId', 'obligation', 'competence']).doUpdateSet({
        dueDate: row.dueDate, note: row.note, updatedBy: row.updatedBy, updatedAt: row.updatedAt,
      })).execute();
    return { obligation, competence, dueDate: row.dueDate, note: row.note, updatedAt: row.updatedAt };
  });

  app.delete(TAX_CALENDAR_API.override, {
    config: { auth: 'staff' },
    schema: { tags, summary: 'Staff: drop an override; the rule dates the obligation again', params: OverrideParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    const firmId = await firmOf(db, principalOf(request));
    const { obligation, competence } = request.params;
    const deleted = await db.deleteFrom('brTaxOverrides').where('firmId', '=', firmId).where('obligation', '=', obligation)
      .where('competence', '=', competence).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw errors.notFound('OVERRIDE_NOT_FOUND', 'No such override');
    return reply.code(204).send(null);
  });
};
