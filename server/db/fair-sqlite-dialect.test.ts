import SQLite from 'better-sqlite3';
import { FairSqliteDialect } from './fair-sqlite-dialect';

describe('the SQLite connection under contention', () => {
  it('goes to the waiters in the order they asked, also when a newcomer asks the moment it is released', async () => {
    const driver = new FairSqliteDialect({ database: new SQLite(':memory:') }).createDriver();
    await driver.init();
    const order: string[] = [];
    const take = (name: string) => driver.acquireConnection().then(async (connection) => {
      order.push(name);
      await driver.releaseConnection(connection);
    });
    const holder = await driver.acquireConnection();
    const queued = [take('first'), take('second')];
    void driver.releaseConnection(holder);
    // Asked in the same instant as the release: Kysely's own lock gave it to this one ahead of the waiters.
    queued.push(take('newcomer'));
    await Promise.all(queued);
    expect(order).toEqual(['first', 'second', 'newcomer']);
    await driver.destroy();
  });
});
