import { defineServerFeature } from '@portico/plugin-server';
import * as coreWelcome from './migrations/0170_core_welcome';
import { welcomeRoutes } from './routes';
import { welcomeDb } from './tables';

/** The welcome dialog's memory. The demo's accounts have visited before: only users added later are greeted. */
export default defineServerFeature({
  id: 'common.welcome',
  routes: welcomeRoutes,
  migrations: { '0170_core_welcome': coreWelcome },
  seed: {
    name: 'common.welcome/demo',
    async run(ctx) {
      const db = welcomeDb(ctx.db);
      const users = await db.selectFrom('users').select('id').execute();
      if (users.length === 0) return;
      await db.insertInto('coreWelcomeSeen').values(users.map((u) => ({ userId: u.id, seenAt: ctx.now.toISOString() })))
        .onConflict((c) => c.column('userId').doNothing()).execute();
    },
  },
  tables: ['core_welcome_seen'],
});
