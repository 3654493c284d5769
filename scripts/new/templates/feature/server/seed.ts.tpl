import { randomUUID } from 'node:crypto';
import { DEMO_USERS, type SeedStep } from '@portico/plugin-server';
import { __camel__Db } from './tables';

/**
 * One demo entry for each client company of the demo accounts. The server runs the step once per database
 * (recorded as "__featureId__/demo", so a database made before the feature existed gets it too), and it adds
 * nothing for a client that has an entry already, so running it again is harmless.
 */
export const __camel__Demo: SeedStep = {
  name: '__featureId__/demo',
  async run(ctx) {
    const db = __camel__Db(ctx.db);
    const clients = await db.selectFrom('clients as c')
      .innerJoin('userClients as uc', 'uc.clientId', 'c.id')
      .innerJoin('users as u', 'u.id', 'uc.userId')
      .select(['c.id', 'c.name'])
      .distinct()
      .where('u.email', 'in', Object.values(DEMO_USERS))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('__tableCamel__ as e').select('e.id').whereRef('e.clientId', '=', 'c.id'))))
      .orderBy('c.name')
      .execute();
    for (const client of clients) {
      await db.insertInto('__tableCamel__').values({
        id: randomUUID(), clientId: client.id, description: `Demo entry for ${client.name}`, quantity: 1, createdAt: ctx.now.toISOString(),
      }).execute();
    }
  },
};
