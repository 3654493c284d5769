import { sql } from 'kysely';
import { ENDPOINTS } from '@portico/contract/endpoints';
import type { RouteModule } from '../http/context';
import { serve } from '../http/serve';

/** A dependency that does not answer within this long counts as down: a load balancer's check must not hang. */
const CHECK_TIMEOUT_MS = 3_000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS); });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getHealth, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' as const, database: ctx.dbKind, version: ctx.config.version };
  });

  serve(app, ENDPOINTS.getReady, async (_request, reply) => {
    const [database, storage, queue] = await Promise.all([
      answers(() => sql`select 1`.execute(ctx.db)), answers(() => ctx.blobs.probe()), answers(() => ctx.jobs.failed(1)),
    ]);
    const ready = database === 'ok' && storage === 'ok' && queue === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', checks: { database, storage, queue } });
  });
};
