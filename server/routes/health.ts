import { sql } from 'kysely';
import { API } from '@portico/contract/api-paths';
import { HealthResponse } from '@portico/contract/health';
import type { RouteModule } from '../http/context';

export const healthRoutes: RouteModule = (app, ctx) => {
  app.get(API.health, {
    config: { auth: 'public' },
    schema: { tags: ['platform'], summary: 'Liveness and database reachability', response: { 200: HealthResponse } },
  }, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' as const, database: ctx.dbKind, version: ctx.config.version };
  });
};
