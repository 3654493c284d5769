import { API } from '@portico/contract/api-paths';
import { FlagsResponse } from '@portico/contract/flags';
import type { RouteModule } from '../http/context';

export const flagRoutes: RouteModule = (app, ctx) => {
  app.get(API.flags, {
    schema: { tags: ['flags'], summary: 'Feature flags with the flags that lock them', response: { 200: FlagsResponse } },
  }, async () => {
    const rows = await ctx.db.selectFrom('featureFlags').selectAll().orderBy('id').execute();
    return {
      flags: rows.map((f) => ({ id: f.id, name: f.name, description: f.description, value: f.value === 1, lockedBy: JSON.parse(f.lockedBy) as string[] })),
    };
  });
};
