import type { RouteModule } from '../http/context';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

export const flagRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getFlags, async () => {
    const rows = await ctx.db.selectFrom('featureFlags').selectAll().orderBy('id').execute();
    return {
      flags: rows.map((f) => ({ id: f.id, name: f.name, description: f.description, value: f.value === 1, lockedBy: JSON.parse(f.lockedBy) as string[] })),
    };
  });
};
