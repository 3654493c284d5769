import { serve, staffOf, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';
import { clientPageOf, contactOf } from './client-rows';
import { firmClientsDb } from './tables';

/**
 * The client page and the spec's grants and switches (access-catalog.ts): a contact's grants are user_permissions
 * rows, the firm's hide switches infrastructure_controls rows (an administrator's to change: they reach every
 * contact of the firm). Each answer says what the contacts now see.
 */
export const accessRoutes: RouteModule = (app, ctx) => {
  const db = firmClientsDb(ctx.db);

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
};
