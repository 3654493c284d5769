import { ENDPOINTS, TAX_CALENDAR_ERROR_CODES } from '../contract';
import { featureErrors, firmOf, principalOf, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { upcomingDueDates } from './due-dates';
import type { ObligationKey } from '../obligations';
import { taxCalendarDb } from './tables';

const errors = featureErrors(TAX_CALENDAR_ERROR_CODES);

export const taxCalendarRoutes: RouteModule = (app, ctx) => {
  const db = taxCalendarDb(ctx.db);

  serve(app, ENDPOINTS.getTaxDueDates, async (request) => {
    const { clientId } = request.params;
    const row = await db.selectFrom('brTaxProfiles as p').innerJoin('clients as c', 'c.id', 'p.clientId')
      .selectAll('p').select('c.firmId').where('p.clientId', '=', clientId).executeTakeFirst();
    if (!row) throw errors.notFound('TAX_PROFILE_NOT_FOUND', 'The client has no tax profile');
    const overrides = await db.selectFrom('brTaxOverrides').select(['obligation as key', 'competence', 'dueDate', 'note'])
      .where('firmId', '=', row.firmId).execute();
    const profile = { regime: row.regime, hasEmployees: row.hasEmployees === 1, uf: row.uf, municipality: row.municipality };
    return { ...upcomingDueDates(profile, new Date(), overrides), profile };
  });

  serve(app, ENDPOINTS.getTaxDueDateOverrides, async (request) => {
    const rows = await db.selectFrom('brTaxOverrides').select(['obligation', 'competence', 'dueDate', 'note', 'updatedAt'])
      .where('firmId', '=', staffOf(request).firmId).orderBy('competence', 'desc').orderBy('obligation').execute();
    // Rows are written only through the override route's schema (and the seed), so each names a known obligation.
    return { items: rows.map((r) => ({ ...r, obligation: r.obligation as ObligationKey })) };
  });

  serve(app, ENDPOINTS.putTaxDueDateOverride, async (request) => {
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

  serve(app, ENDPOINTS.deleteTaxDueDateOverride, async (request, reply) => {
    const firmId = await firmOf(db, principalOf(request));
    const { obligation, competence } = request.params;
    const deleted = await db.deleteFrom('brTaxOverrides').where('firmId', '=', firmId).where('obligation', '=', obligation)
      .where('competence', '=', competence).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw errors.notFound('OVERRIDE_NOT_FOUND', 'No such override');
    return reply.code(204).send(null);
  });
};
