import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { AUTH_SCHEME } from '@portico/contract/api-paths';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import { AppError, forbidden, unauthenticated } from '../http/errors';
import { preparedQuery } from '../db/prepared-query';
import { SIGNING_ALG, type SigningKeys } from './signing-key';

export const TOKEN_ISSUER = 'portico';
export const SESSION_AUDIENCE = 'portico-api';
export const STORAGE_AUDIENCE = 'portico-storage';

/** Who is calling. In a preview the effective user is the previewed client user (the emulatee). */
export interface Principal {
  sessionId: string;
  token: string;
  userId: string;
  emulateeUserId: string | null;
  effectiveUserId: string;
  companyId: number | null;
  expiresAt: string;
  preview: boolean;
  /** The first sign-in's session id: every session minted from this one joins that family. */
  familyId: string;
}

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: string;
}

export interface SessionOptions {
  emulateeUserId?: string;
  companyId?: number;
  /**
   * The live session this one is minted from (a sign-in JWT hand-over, a preview): the new session joins its
   * family, never outlives the family's first sign-in and is revoked with it. Without it the session is a
   * family root (a sign-in).
   */
  parentSessionId?: string;
  /** A sign-in's request: its address and user agent, kept on the family root for the person's own Activity. */
  source?: { ip: string; userAgent: string | null };
}

/** One read of a session, its family root, its branch head, its user, the user's firm and the emulatee. */
interface SessionRow {
  id: string;
  userId: string;
  emulateeUserId: string | null;
  companyId: number | null;
  expiresAt: string;
  revokedAt: string | null;
  familyId: string;
  branchId: string;
  /** Null when the family root's row is gone (the session is then unknown). */
  familyExpiresAt: string | null;
  familyRevokedAt: string | null;
  /** False (0 on SQLite) when the branch head's row is gone. */
  branchFound: boolean | number;
  branchRevokedAt: string | null;
  userDisabledAt: string | null;
  /** Null only if the user's row were gone, which the foreign key forbids; refused all the same. */
  firmId: number | null;
  firmLocked: number | null;
  emulateeDisabledAt: string | null;
}

/**
 * A session with its family, branch, user, previewed user and firm: read on every request, so built once. Each
 * related value is a lookup of its own (a scalar subquery), not a join: SQLite ran the same lookups joined five
 * to six times slower (33.6 against 6.2 us on the scale bench's data, the statement alone back to back).
 */
const liveSession = preparedQuery((db: Db, sessionId: string) => db.selectFrom('sessions as s')
  .select((eb) => [
    's.id', 's.userId', 's.emulateeUserId', 's.companyId', 's.expiresAt', 's.revokedAt', 's.familyId', 's.branchId',
    eb.selectFrom('sessions as f').select('f.expiresAt').whereRef('f.id', '=', 's.familyId').as('familyExpiresAt'),
    eb.selectFrom('sessions as f').select('f.revokedAt').whereRef('f.id', '=', 's.familyId').as('familyRevokedAt'),
    eb.exists(eb.selectFrom('sessions as b').select('b.id').whereRef('b.id', '=', 's.branchId')).as('branchFound'),
    eb.selectFrom('sessions as b').select('b.revokedAt').whereRef('b.id', '=', 's.branchId').as('branchRevokedAt'),
    eb.selectFrom('users as u').select('u.disabledAt').whereRef('u.id', '=', 's.userId').as('userDisabledAt'),
    eb.selectFrom('users as u').select('u.firmId').whereRef('u.id', '=', 's.userId').as('firmId'),
    eb.selectFrom('users as u').innerJoin('firms as fm', 'fm.id', 'u.firmId').select('fm.locked').whereRef('u.id', '=', 's.userId').as('firmLocked'),
    eb.selectFrom('users as e').select('e.disabledAt').whereRef('e.id', '=', 's.emulateeUserId').as('emulateeDisabledAt'),
  ])
  .where('s.id', '=', sessionId));

/** The session row whose family root, branch head, user and firm all exist (what an inner join of them would keep). */
const whole = (row: SessionRow | undefined): row is SessionRow & { familyExpiresAt: string; firmId: number } =>
  row !== undefined && row.familyExpiresAt !== null && !!row.branchFound && row.firmId !== null && row.firmLocked !== null;

/** The caller a live session row stands for (in a preview, the previewed user is the effective one). */
const principalOfSession = (sessionId: string, token: string, session: SessionRow): Principal => ({
  sessionId,
  token,
  userId: session.userId,
  emulateeUserId: session.emulateeUserId,
  effectiveUserId: session.emulateeUserId ?? session.userId,
  companyId: session.companyId,
  expiresAt: session.expiresAt,
  preview: session.emulateeUserId !== null,
  familyId: session.familyId,
});

/**
 * Long tokens are ES256 JWTs (iss, aud, sub, sid, exp) backed by a revocable session row.
 * Sign-in flows (server/identity) call create() once they have authenticated a user.
 *
 * Sessions are families. A sign-in opens a family root; every session minted from a session (the sign-in JWT
 * hand-over of POST /jwt -> POST /long-tokens, a staff preview) records the root (family_id) and keeps the
 * root's absolute expiry. Every request checks, in one joined query, that the session, its branch head and its
 * family root are live, that its user is not disabled and that the user's firm is not locked: revoking the root
 * (logout, a replayed authorization code), disabling the user or locking the firm ends them all on the next request.
 * A preview starts its own branch inside the staff's family: ending the preview ends the branch only; logging
 * the staff out ends every preview with it.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeys,
    private readonly ttlSeconds: number,
    private readonly storageTtlSeconds: number,
  ) {}

  async create(userId: string, options: SessionOptions = {}): Promise<CreatedSession> {
    const user = await this.db.selectFrom('users').select(['id', 'firmId']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new Error(`SessionService.create: no user ${userId}`);
    const sessionId = randomUUID();
    const now = new Date();
    let expires = new Date(now.getTime() + this.ttlSeconds * 1000);
    const emulateeUserId = options.emulateeUserId ?? null;
    let familyId: string = sessionId;
    let branchId: string = sessionId;
    let companyId = options.companyId ?? user.firmId;
    if (options.parentSessionId !== undefined) {
      const parent = await this.live(options.parentSessionId);
      if (parent.userId !== userId) throw new Error('SessionService.create: a session is minted only for its parent\'s user');
      // A preview hands over only itself: it can never mint a session that is not the same read-only preview.
      if (parent.emulateeUserId !== null && parent.emulateeUserId !== emulateeUserId) {
        throw forbidden('PREVIEW_READ_ONLY', 'A preview session can only hand over the same preview');
      }
      familyId = parent.familyId;
      // A new preview starts a branch (ending it leaves the staff's own session); a hand-over stays in its branch.
      branchId = emulateeUserId !== null && parent.emulateeUserId === null ? sessionId : parent.branchId;
      if (options.companyId === undefined && parent.companyId !== null) companyId = parent.companyId;
      const familyEnd = new Date(parent.familyExpiresAt);
      if (familyEnd < expires) expires = familyEnd;
    }
    await this.db.insertInto('sessions').values({
      id: sessionId,
      userId,
      emulateeUserId,
      companyId,
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
      revokedAt: null,
      familyId,
      branchId,
      signInIp: options.parentSessionId ? null : options.source?.ip ?? null,
      signInUserAgent: options.parentSessionId ? null : options.source?.userAgent?.slice(0, 512) ?? null,
    }).execute();
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      // Rounded down: the token never outlives its row (nor the family's first sign-in).
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.keys.privateKey);
    return { token, sessionId, expiresAt: expires.toISOString() };
  }

  /**
   * Checks signature (ES256 only), issuer, audience, expiry, then that the session is live: its row, its branch
   * and its family, its user (not disabled) and its firm (not locked), in one query.
   */
  async verify(token: string): Promise<Principal> {
    const payload = await this.verifyJwt(token, SESSION_AUDIENCE);
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!sid || !payload.sub) throw unauthenticated('TOKEN_INVALID', 'The token lacks a session');
    return principalOfSession(sid, token, await this.live(sid, payload.sub));
  }

  /** The session row when it is live; otherwise 401 (and a disabled user's or locked firm's sessions are revoked). */
  private async live(sessionId: string, expectedUserId?: string): Promise<SessionRow & { familyExpiresAt: string; firmId: number }> {
    const row = (await liveSession(this.db, sessionId))[0];
    if (!whole(row) || (expectedUserId !== undefined && row.userId !== expectedUserId)) throw unauthenticated('TOKEN_INVALID', 'Unknown session');
    if (row.revokedAt !== null || row.branchRevokedAt !== null || row.familyRevokedAt !== null) {
      throw unauthenticated('SESSION_REVOKED', 'The session has ended');
    }
    // Disabling a user or locking a firm ends sessions for good, even when it was written straight to the database.
    if (row.userDisabledAt !== null) {
      await this.revokeUser(row.userId);
      throw unauthenticated('SESSION_REVOKED', 'The account is disabled');
    }
    if (row.firmLocked === 1) {
      await this.revokeFirm(row.firmId);
      throw unauthenticated('SESSION_REVOKED', 'The firm of this account is locked out');
    }
    if (row.emulateeDisabledAt !== null) {
      await this.revoke(row.id);
      throw unauthenticated('SESSION_REVOKED', 'The previewed account is disabled');
    }
    const now = nowIso();
    if (row.expiresAt <= now || row.familyExpiresAt <= now) throw unauthenticated('TOKEN_INVALID', 'The session has expired');
    return row;
  }

  /** Reads "Authorization: UDSLongToken <token>"; any other scheme is refused. */
  async verifyAuthorizationHeader(header: string | undefined): Promise<Principal> {
    if (!header) throw unauthenticated();
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    if (scheme !== AUTH_SCHEME || !token || rest.length) throw unauthenticated('UNAUTHENTICATED', `Use the ${AUTH_SCHEME} scheme`);
    return this.verify(token);
  }

  /**
   * Logout: ends the session's branch. For a sign-in's own sessions that is the whole family (every token
   * handed over from it and every preview opened from it); for a preview, the preview and its hand-overs only.
   */
  async revoke(sessionId: string): Promise<void> {
    const session = await this.db.selectFrom('sessions').select(['familyId', 'branchId']).where('id', '=', sessionId).executeTakeFirst();
    if (!session) return;
    if (session.branchId === session.familyId) return this.revokeFamily(sessionId);
    await this.db.updateTable('sessions').set({ revokedAt: nowIso() })
      .where('branchId', '=', session.branchId).where('revokedAt', 'is', null).execute();
  }

  /** Ends every session of the sign-in this session belongs to (a replayed authorization code, a compromise). */
  async revokeFamily(sessionId: string): Promise<void> {
    const session = await this.db.selectFrom('sessions').select('familyId').where('id', '=', sessionId).executeTakeFirst();
    if (!session) return;
    await this.db.updateTable('sessions').set({ revokedAt: nowIso() })
      .where('familyId', '=', session.familyId).where('revokedAt', 'is', null).execute();
  }

  /** Ends every session of a user, as themselves or previewed by staff. */
  async revokeUser(userId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revokedAt: nowIso() })
      .where((eb) => eb.or([eb('userId', '=', userId), eb('emulateeUserId', '=', userId)]))
      .where('revokedAt', 'is', null).execute();
  }

  /** Ends every session of a firm's users. */
  async revokeFirm(firmId: number): Promise<void> {
    await this.db.updateTable('sessions').set({ revokedAt: nowIso() })
      .where('userId', 'in', (eb) => eb.selectFrom('users').select('id').where('firmId', '=', firmId))
      .where('revokedAt', 'is', null).execute();
  }

  /** A short-lived token for one document's storage URL, tied to the session that asked for it. */
  async issueStorageToken(principal: Principal, documentId: string): Promise<{ token: string; expiresAt: string }> {
    const expires = new Date(Date.now() + this.storageTtlSeconds * 1000);
    const token = await new SignJWT({ sid: principal.sessionId, doc: documentId })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(STORAGE_AUDIENCE)
      .setSubject(principal.effectiveUserId)
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.keys.privateKey);
    return { token, expiresAt: expires.toISOString() };
  }

  /** Valid only for the document it names and while its session is live; the session says who really asked (a preview's staff member). */
  async verifyStorageToken(token: string, documentId: string): Promise<{ userId: string; sessionId: string }> {
    const { userId, sessionId } = await this.storageSession(token, documentId);
    return { userId, sessionId };
  }

  /**
   * The session behind a storage link, as the caller of the request that carries it, so a route that streams
   * more than one stored file (an export) runs the session's own checks (permissions, firm) again. Its `token`
   * is the link's, never a session token to hand on.
   */
  async storagePrincipal(token: string, subject: string): Promise<Principal> {
    const { sessionId, session } = await this.storageSession(token, subject);
    return principalOfSession(sessionId, token, session);
  }

  private async storageSession(token: string, documentId: string): Promise<{ userId: string; sessionId: string; session: SessionRow }> {
    const payload = await this.verifyJwt(token, STORAGE_AUDIENCE);
    if (payload.doc !== documentId || typeof payload.sid !== 'string' || !payload.sub) {
      throw unauthenticated('TOKEN_INVALID', 'The storage token does not cover this document');
    }
    try {
      return { userId: payload.sub, sessionId: payload.sid, session: await this.live(payload.sid) };
    } catch (error) {
      if (error instanceof AppError) throw unauthenticated('SESSION_REVOKED', 'The session behind this link has ended');
      throw error;
    }
  }

  /**
   * Signature checks cost more than the rest of a typical request; a token string's signature never
   * changes, so verified payloads are remembered until their exp. Revocation is still read from the
   * session row on every call.
   */
  private readonly verified = new Map<string, JWTPayload>();
  private static readonly VERIFIED_CACHE_SIZE = 10_000;

  private async verifyJwt(token: string, audience: string): Promise<JWTPayload> {
    const key = `${audience} ${token}`;
    const cached = this.verified.get(key);
    if (cached && (cached.exp ?? 0) * 1000 > Date.now()) return cached;
    const payload = await this.verifySignature(token, audience);
    if (this.verified.size >= SessionService.VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(key, payload);
    return payload;
  }

  private async verifySignature(token: string, audience: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys.verifyKey, {
        algorithms: [SIGNING_ALG],
        issuer: TOKEN_ISSUER,
        audience,
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthenticated('TOKEN_INVALID', 'The token is not valid');
      throw error;
    }
  }
}
