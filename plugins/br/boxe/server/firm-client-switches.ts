import { contribute } from '@portico/plugin-server';
import { CLIENT_SWITCHES } from '../../../common/firm-clients/server';
import { boxeDb } from './tables';

const now = () => new Date().toISOString();

/**
 * Box-E's switches on the firm's client page (common.firm-clients): the firm's order (br_boxe_subscriptions) and
 * each client's lastToggle (br_boxe_clients), which the store's access checks read (queries.ts).
 */
export const boxeClientSwitches = [
  contribute(CLIENT_SWITCHES, {
    name: 'BoxE.Order', scope: 'firm',
    read: async (db, { firmId }) => (await boxeDb(db).selectFrom('brBoxeSubscriptions').select('firmId').where('firmId', '=', firmId).executeTakeFirst()) !== undefined,
    write: async (db, { firmId }, on) => {
      await boxeDb(db).deleteFrom('brBoxeSubscriptions').where('firmId', '=', firmId).execute();
      if (on) await boxeDb(db).insertInto('brBoxeSubscriptions').values({ firmId, orderedAt: now() }).execute();
    },
  }),
  contribute(CLIENT_SWITCHES, {
    name: 'BoxE.LastToggle', scope: 'client',
    read: async (db, { clientId }) => (await boxeDb(db).selectFrom('brBoxeClients').select('lastToggle').where('clientId', '=', clientId).executeTakeFirst())?.lastToggle === 1,
    write: async (db, { clientId }, on) => {
      await boxeDb(db).deleteFrom('brBoxeClients').where('clientId', '=', clientId).execute();
      await boxeDb(db).insertInto('brBoxeClients').values({ clientId, lastToggle: on ? 1 : 0, toggledAt: now() }).execute();
    },
  }),
];
