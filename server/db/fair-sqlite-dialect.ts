import { SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's SQLite dialect with its one connection handed out first come, first served. Kysely's own lock
 * wakes every waiter on each release and lets whoever runs first take it: under 200 concurrent requests
 * each query woke hundreds of waiters, and a request could lose the race again and again until its client
 * gave up (10 s timeouts on the documents list while most requests took 100 ms). Here waiters queue and each
 * release hands the connection to the oldest one, so Kysely's lock underneath is never contended.
 */
export class FairSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new FirstComeDriver(super.createDriver());
  }
}

class FirstComeDriver implements Driver {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held = true;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    // Still held: the turn passes straight to the oldest waiter.
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  beginTransaction: Driver['beginTransaction'] = (connection, settings) => this.inner.beginTransaction(connection, settings);
  commitTransaction: Driver['commitTransaction'] = (connection) => this.inner.commitTransaction(connection);
  rollbackTransaction: Driver['rollbackTransaction'] = (connection) => this.inner.rollbackTransaction(connection);
  savepoint: NonNullable<Driver['savepoint']> = (connection, name, compile) => this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: NonNullable<Driver['rollbackToSavepoint']> = (connection, name, compile) => this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: NonNullable<Driver['releaseSavepoint']> = (connection, name, compile) => this.inner.releaseSavepoint!(connection, name, compile);
}
