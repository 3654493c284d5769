import type { ClientTagSource } from '../../../common/tasks/server';
import { newsDb } from './tables';

/** The news' audience tags, for the firm's bulk sends of tasks: "every client with tag X" reaches the same clients here. */
export const newsClientTags: ClientTagSource = {
  async tags(db, firmId) {
    const rows = await newsDb(db).selectFrom('brNewsClientTags as ct').innerJoin('clients as c', 'c.id', 'ct.clientId')
      .select(['ct.tag', (eb) => eb.fn.countAll<number>().as('clients')]).where('c.firmId', '=', firmId).groupBy('ct.tag').execute();
    return rows.map((r) => ({ tag: r.tag, clients: Number(r.clients) }));
  },
  async clientsWith(db, firmId, tag) {
    const rows = await newsDb(db).selectFrom('brNewsClientTags as ct').innerJoin('clients as c', 'c.id', 'ct.clientId')
      .select('c.id').where('ct.tag', '=', tag).where('c.firmId', '=', firmId).execute();
    return rows.map((r) => r.id);
  },
};
