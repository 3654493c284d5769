import type { FeatureFlag } from '@portico/contract/flags';
import { DEFAULT_FLAGS } from '@portico/contract/flag-defaults';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { nowIso, type Db } from '../db/database';
import { principalOf, staffOf, type RouteModule } from '../http/context';
import { firmOf } from '../kit/access';
import { notFound } from '../http/errors';
import { serve } from '../http/serve';

/**
 * Feature flags as one firm's portal sees them: the portal's defaults, redefined by the deployment's flag table,
 * valued by the variant (registry.json), then by the firm's administrators (firm_feature_flags).
 */
async function flagsOfFirm(db: Db, variantValues: Record<string, boolean>, firmId: number): Promise<FeatureFlag[]> {
  const [rows, chosen] = await Promise.all([
    db.selectFrom('featureFlags').selectAll().execute(),
    db.selectFrom('firmFeatureFlags').select(['flagId', 'value']).where('firmId', '=', firmId).execute(),
  ]);
  const flags = new Map<string, FeatureFlag>(DEFAULT_FLAGS.map((f) => [f.id, { ...f, lockedBy: [...f.lockedBy], setByFirm: false }]));
  for (const f of rows) {
    flags.set(f.id, { id: f.id, name: f.name, description: f.description, value: f.value === 1, lockedBy: JSON.parse(f.lockedBy) as string[], setByFirm: false });
  }
  for (const [id, value] of Object.entries(variantValues)) {
    const flag = flags.get(id);
    flags.set(id, flag ? { ...flag, value } : { id, name: id, description: '', value, lockedBy: [], setByFirm: false });
  }
  for (const { flagId, value } of chosen) {
    const flag = flags.get(flagId);
    // A choice about a flag the portal no longer defines is kept, not answered.
    if (flag) flags.set(flagId, { ...flag, value: value === 1, setByFirm: true });
  }
  return [...flags.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const flagRoutes: RouteModule = (app, ctx) => {
  const variantValues = ctx.portal.flags;
  const answer = async (firmId: number) => ({ flags: await flagsOfFirm(ctx.db, variantValues, firmId) });
  /** The flag named must be one the portal defines: a default, a row of the deployment's table or the variant's. */
  const known = async (flagId: string) => {
    const defined = DEFAULT_FLAGS.some((f) => f.id === flagId) || Object.hasOwn(variantValues, flagId)
      || (await ctx.db.selectFrom('featureFlags').select('id').where('id', '=', flagId).executeTakeFirst()) !== undefined;
    if (!defined) throw notFound('FLAG_NOT_FOUND', `No feature flag "${flagId}"`);
  };

  serve(app, ENDPOINTS.getFlags, async (request) => answer(await firmOf(ctx.db, principalOf(request))));

  serve(app, ENDPOINTS.putFlag, async (request) => {
    const { firmId } = staffOf(request);
    const { flagId } = request.params;
    await known(flagId);
    const values = { value: request.body.value ? 1 as const : 0 as const, updatedAt: nowIso() };
    await ctx.db.insertInto('firmFeatureFlags').values({ firmId, flagId, ...values })
      .onConflict((oc) => oc.columns(['firmId', 'flagId']).doUpdateSet(values)).execute();
    return answer(firmId);
  });

  serve(app, ENDPOINTS.deleteFlag, async (request) => {
    const { firmId } = staffOf(request);
    await known(request.params.flagId);
    await ctx.db.deleteFrom('firmFeatureFlags').where('firmId', '=', firmId).where('flagId', '=', request.params.flagId).execute();
    return answer(firmId);
  });
};
