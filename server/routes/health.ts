import { sql } from 'kysely';
import type { RouteModule } from '../http/context';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

export const healthRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getHealth, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' as const, database: ctx.dbKind, version: ctx.config.version };
  });
};
