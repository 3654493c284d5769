import { serve, staffOf, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';
import { clientRows, errors } from './client-rows';
import { firmClientsDb } from './tables';

/**
 * The client page and the spec's grants and switches (access-catalog.ts): a contact's grants are user_permissions
 * rows, the firm's hide switches infrastructure_controls rows (an administrator's to change: they reach every
 * contact of the firm), Box-E's switches the rows of the feature that contributes them. Each answer says what
 * the contacts now see.
 */
export const accessRoutes: RouteModule = (app, ctx) => {
  const db = firmClientsDb(ctx.db);
  const { clientPageOf, contactOf, providers } = clientRows(ctx);

  serve(app, ENDPOINTS.getFirmClient, async (request) => clientPageOf(ctx.db, request.params.clientId));

  serve(app, ENDPOINTS.putFirmClientGrant, async (request) => {
    const { clientId, userId, name } = request.params;
    await contactOf(ctx.db, clientId, userId);
    const [feature, resource] = name.split('.') as [string, string];
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('userPermissions').where('userId', '=', userId).where('feature', '=', feature).where('resource', '=', resource).execute();
      if (request.body.on) await trx.insertInto('userPermissions').values({ userId, feature, resource, grant: 'Granted' }).execute();
    });
    return contactOf(ctx.db, clientId, userId);
  });

  serve(app, ENDPOINTS.putFirmClientSwitch, async (request) => {
    const { firmId } = staffOf(request);
    const { clientId, name } = request.params;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('infrastructureControls').where('firmId', '=', firmId).where('name', '=', name).execute();
      if (request.body.on) await trx.insertInto('infrastructureControls').values({ firmId, name }).execute();
    });
    return clientPageOf(ctx.db, clientId);
  });

  serve(app, ENDPOINTS.putFirmClientClientSwitch, async (request) => {
    const { firmId, role } = staffOf(request);
    const { clientId, name } = request.params;
    const provider = providers.find((p) => p.name === name);
    if (!provider) throw errors.notFound('NOT_FOUND', `No enabled feature keeps ${name}`);
    if (provider.scope === 'firm' && role !== 'administrator') throw errors.forbidden('FIRM_ADMIN_ONLY', "Only the firm's administrators may change this");
    await db.transaction().execute((trx) => provider.write(trx, { firmId, clientId }, request.body.on));
    return clientPageOf(ctx.db, clientId);
  });
};
