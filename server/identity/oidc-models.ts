import type { Db } from '../db/database';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

/**
 * oidc-provider's storage (its adapter contract: find, upsert, consume, destroy, revokeByGrantId, findByUid,
 * findByUserCode) in the oidc_models table, so every instance sharing the database sees the same
 * interactions, codes, sessions and grants. Expired records are never answered and are deleted as others are written.
 */
export class OidcModels {
  constructor(private readonly db: Db, private readonly model: string, private readonly clock: () => number = Date.now) {}

  /** The factory the provider's `adapter` setting takes: one instance per model name. */
  static factory(db: Db, clock?: () => number): (model: string) => OidcModels {
    return (model) => new OidcModels(db, model, clock);
  }

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const now = this.clock();
    const row = {
      payload: JSON.stringify(payload),
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(now + expiresIn * 1000).toISOString() : null,
      consumedAt: null,
    };
    await this.db.insertInto('oidcModels').values({ model: this.model, id, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
    await this.db.deleteFrom('oidcModels').where('expiresAt', '<=', new Date(now).toISOString()).execute();
  }

  find(id: string): Promise<Payload | undefined> {
    return this.one('id', id);
  }

  findByUid(uid: string): Promise<Payload | undefined> {
    return this.one('uid', uid);
  }

  findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.one('userCode', userCode);
  }

  /** Marks a code used; the provider reads `consumed` to refuse (and revoke on) a second use. */
  async consume(id: string): Promise<void> {
    await this.db.updateTable('oidcModels').set({ consumedAt: new Date(this.clock()).toISOString() })
      .where('model', '=', this.model).where('id', '=', id).execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidcModels').where('model', '=', this.model).where('id', '=', id).execute();
  }

  /** This model's records issued under the grant (the provider calls it for each model when a grant ends). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidcModels').where('model', '=', this.model).where('grantId', '=', grantId).execute();
  }

  private async one(column: 'id' | 'uid' | 'userCode', value: string): Promise<Payload | undefined> {
    const row = await this.db.selectFrom('oidcModels').select(['payload', 'expiresAt', 'consumedAt'])
      .where('model', '=', this.model).where(column, '=', value).executeTakeFirst();
    if (!row || (row.expiresAt !== null && Date.parse(row.expiresAt) <= this.clock())) return undefined;
    const payload = JSON.parse(row.payload) as Payload;
    return row.consumedAt === null ? payload : { ...payload, consumed: Math.floor(Date.parse(row.consumedAt) / 1000) };
  }
}
