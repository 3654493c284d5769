import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { AUTH_SCHEME } from '../../core/contract/api-paths';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import { unauthenticated } from '../http/errors';
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
}

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: string;
}

export interface SessionOptions {
  emulateeUserId?: string;
  companyId?: number;
}

/**
 * Long tokens are ES256 JWTs (iss, aud, sub, sid, exp) backed by a revocable session row.
 * Sign-in flows (server/identity) call create() once they have authenticated a user.
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
    const expires = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.db.insertInto('sessions').values({
      id: sessionId,
      userId,
      emulateeUserId: options.emulateeUserId ?? null,
      companyId: options.companyId ?? user.firmId,
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
      revokedAt: null,
    }).execute();
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.keys.privateKey);
    return { token, sessionId, expiresAt: expires.toISOString() };
  }

  /** Checks signature (ES256 only), issuer, audience, expiry, then that the session row is live. */
  async verify(token: string): Promise<Principal> {
    const payload = await this.verifyJwt(token, SESSION_AUDIENCE);
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!sid || !payload.sub) throw unauthenticated('TOKEN_INVALID', 'The token lacks a session');
    const session = await this.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirst();
    if (!session || session.userId !== payload.sub) throw unauthenticated('TOKEN_INVALID', 'Unknown session');
    if (session.revokedAt !== null) throw unauthenticated('SESSION_REVOKED', 'The session has ended');
    if (session.expiresAt <= nowIso()) throw unauthenticated('TOKEN_INVALID', 'The session has expired');
    return {
      sessionId: sid,
      token,
      userId: session.userId,
      emulateeUserId: session.emulateeUserId,
      effectiveUserId: session.emulateeUserId ?? session.userId,
      companyId: session.companyId,
      expiresAt: session.expiresAt,
      preview: session.emulateeUserId !== null,
    };
  }

  /** Reads "Authorization: UDSLongToken <token>"; any other scheme is refused. */
  async verifyAuthorizationHeader(header: string | undefined): Promise<Principal> {
    if (!header) throw unauthenticated();
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    if (scheme !== AUTH_SCHEME || !token || rest.length) throw unauthenticated('UNAUTHENTICATED', `Use the ${AUTH_SCHEME} scheme`);
    return this.verify(token);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revokedAt: nowIso() })
      .where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
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

  /** Valid only for the document it names and while its session is live. */
  async verifyStorageToken(token: string, documentId: string): Promise<{ userId: string }> {
    const payload = await this.verifyJwt(token, STORAGE_AUDIENCE);
    if (payload.doc !== documentId || typeof payload.sid !== 'string' || !payload.sub) {
      throw unauthenticated('TOKEN_INVALID', 'The storage token does not cover this document');
    }
    const session = await this.db.selectFrom('sessions').select(['revokedAt', 'expiresAt'])
      .where('id', '=', payload.sid).executeTakeFirst();
    if (!session || session.revokedAt !== null || session.expiresAt <= nowIso()) {
      throw unauthenticated('SESSION_REVOKED', 'The session behind this link has ended');
    }
    return { userId: payload.sub };
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
      const { payload } = await jwtVerify(token, this.keys.publicKey, {
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
