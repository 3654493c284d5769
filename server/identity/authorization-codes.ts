import { createHash } from 'node:crypto';
import type { SessionService } from '../auth/session-service';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';

/** The SHA-256 of an authorization code (base64url): what is stored and carried, never the code itself. */
export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('base64url');

/**
 * The authorization codes this relying party has redeemed and the session each one opened (RFC 6749 §4.1.2:
 * a code used twice is refused and what it issued is revoked). Kept in the database, so it holds across server
 * processes and restarts, for as long as a session can live.
 */
export class AuthorizationCodes {
  constructor(private readonly db: Db, private readonly sessions: SessionService, private readonly retentionSeconds: number) {}

  /**
   * Whether this code was seen before. A second use marks the code replayed (so its pending sign-in JWT can no
   * longer open a session) and revokes the family of the session its first use opened.
   */
  async replayed(codeHash: string): Promise<boolean> {
    const row = await this.db.selectFrom('signInCodes').select('sessionId').where('codeHash', '=', codeHash).executeTakeFirst();
    if (!row) return false;
    await this.db.updateTable('signInCodes').set({ replayedAt: nowIso() })
      .where('codeHash', '=', codeHash).where('replayedAt', 'is', null).execute();
    if (row.sessionId) await this.sessions.revokeFamily(row.sessionId);
    return true;
  }

  /** Claims the code for this sign-in, atomically: false when another request claimed it first (a replay). */
  async claim(codeHash: string): Promise<boolean> {
    const now = new Date();
    await this.db.deleteFrom('signInCodes')
      .where('createdAt', '<', new Date(now.getTime() - this.retentionSeconds * 1000).toISOString()).execute();
    const result = await this.db.insertInto('signInCodes')
      .values({ codeHash, createdAt: now.toISOString(), sessionId: null, replayedAt: null })
      .onConflict((oc) => oc.column('codeHash').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Records the session the code's sign-in opened; false when the code was replayed (or forgotten) meanwhile. */
  async link(codeHash: string, sessionId: string): Promise<boolean> {
    const result = await this.db.updateTable('signInCodes').set({ sessionId })
      .where('codeHash', '=', codeHash).where('sessionId', 'is', null).where('replayedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Keeps an external provider's ID token with the sign-in (never sent to the browser), for its sign-out. */
  async keepIdToken(codeHash: string, idToken: string): Promise<void> {
    await this.db.updateTable('signInCodes').set({ idToken }).where('codeHash', '=', codeHash).execute();
  }

  /** The sign-in's ID token, once: a sign-out uses it and it is forgotten. */
  async takeIdToken(codeHash: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('signInCodes').select('idToken').where('codeHash', '=', codeHash).executeTakeFirst();
    if (!row?.idToken) return undefined;
    await this.db.updateTable('signInCodes').set({ idToken: null }).where('codeHash', '=', codeHash).execute();
    return row.idToken;
  }
}
