import { ENDPOINTS } from '@portico/contract/endpoints';
import { createApiKey, MAX_LIVE_KEYS_PER_FIRM, toApiKey } from '../auth/api-keys';
import { nowIso } from '../db/database';
import { staffOf, type RouteModule } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { serve } from '../http/serve';

/** A firm's administrators make, list and revoke the API keys its own systems call the staff operations with. */
export const apiKeyRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getApiKeys, async (request) => {
    const rows = await ctx.db.selectFrom('firmApiKeys').selectAll().where('firmId', '=', staffOf(request).firmId)
      .orderBy('createdAt', 'desc').orderBy('id').execute();
    return { keys: rows.map(toApiKey) };
  });

  serve(app, ENDPOINTS.postApiKeys, async (request, reply) => {
    const staff = staffOf(request);
    const created = await ctx.db.transaction().execute(async (trx) => {
      const { live } = await trx.selectFrom('firmApiKeys').select((eb) => eb.fn.countAll<number>().as('live'))
        .where('firmId', '=', staff.firmId).where('revokedAt', 'is', null).executeTakeFirstOrThrow();
      if (Number(live) >= MAX_LIVE_KEYS_PER_FIRM) {
        throw new AppError(409, 'API_KEY_LIMIT', `A firm has at most ${MAX_LIVE_KEYS_PER_FIRM} live API keys: revoke one first`);
      }
      return createApiKey(trx, staff.firmId, staff.userId, request.body);
    });
    return reply.code(201).send(created);
  });

  serve(app, ENDPOINTS.deleteApiKey, async (request, reply) => {
    const revoked = await ctx.db.updateTable('firmApiKeys').set({ revokedAt: nowIso() })
      .where('id', '=', request.params.keyId).where('firmId', '=', staffOf(request).firmId).where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) {
      const exists = await ctx.db.selectFrom('firmApiKeys').select('id')
        .where('id', '=', request.params.keyId).where('firmId', '=', staffOf(request).firmId).executeTakeFirst();
      // Revoking twice is done already; another firm's key is no key at all.
      if (!exists) throw notFound('API_KEY_NOT_FOUND', 'No API key of this firm has this id');
    }
    return reply.code(204).send(null);
  });
};
