import { principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { welcomeDb } from './tables';
import { ENDPOINTS } from '../contract';

/** The signed-in user's welcome memory: read, and set once (a second dismissal keeps the first date). */
export const welcomeRoutes: RouteModule = (app, ctx) => {
  const db = welcomeDb(ctx.db);
  const seenAt = async (userId: string) =>
    (await db.selectFrom('coreWelcomeSeen').select('seenAt').where('userId', '=', userId).executeTakeFirst())?.seenAt ?? null;

  serve(app, ENDPOINTS.getWelcomeState, async (request) => ({ seenAt: await seenAt(principalOf(request).userId) }));

  serve(app, ENDPOINTS.putWelcomeState, async (request) => {
    const { userId } = principalOf(request);
    await db.insertInto('coreWelcomeSeen').values({ userId, seenAt: new Date().toISOString() })
      .onConflict((c) => c.column('userId').doNothing()).execute();
    return { seenAt: await seenAt(userId) };
  });
};
