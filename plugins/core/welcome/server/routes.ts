import { principalOf, type RouteModule } from '@portico/plugin-server';
import { WELCOME_API, WelcomeState } from '../contract';
import { welcomeDb } from './tables';

/** The signed-in user's welcome memory: read, and set once (a second dismissal keeps the first date). */
export const welcomeRoutes: RouteModule = (app, ctx) => {
  const db = welcomeDb(ctx.db);
  const tags = ['welcome'];
  const seenAt = async (userId: string) =>
    (await db.selectFrom('coreWelcomeSeen').select('seenAt').where('userId', '=', userId).executeTakeFirst())?.seenAt ?? null;

  app.get(WELCOME_API.me, {
    schema: { tags, summary: 'Whether the signed-in user has dismissed the welcome dialog', response: { 200: WelcomeState } },
  }, async (request) => ({ seenAt: await seenAt(principalOf(request).userId) }));

  app.put(WELCOME_API.me, {
    schema: { tags, summary: 'The signed-in user has dismissed the welcome dialog (idempotent)', response: { 200: WelcomeState } },
  }, async (request) => {
    const { userId } = principalOf(request);
    await db.insertInto('coreWelcomeSeen').values({ userId, seenAt: new Date().toISOString() })
      .onConflict((c) => c.column('userId').doNothing()).execute();
    return { seenAt: await seenAt(userId) };
  });
};
