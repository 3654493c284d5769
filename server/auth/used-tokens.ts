import type { Db } from '../db/database';

/**
 * Ids of single-use tokens already redeemed, in the database: the insert of a token's id succeeds once, on
 * whichever instance comes first, so a token works once across all instances. Ids are kept until the token
 * would have expired anyway, then deleted.
 */
export class UsedTokens {
  constructor(private readonly db: Db, private readonly clock: () => number = Date.now) {}

  /** True the first time an id is used; false ever after (until its expiry, when the token itself is refused). */
  async use(jti: string, expiresAtSeconds: number): Promise<boolean> {
    const now = new Date(this.clock()).toISOString();
    await this.db.deleteFrom('usedTokens').where('expiresAt', '<=', now).execute();
    const inserted = await this.db.insertInto('usedTokens')
      .values({ jti, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
