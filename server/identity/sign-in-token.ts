import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SIGNING_ALG, type SigningKeys } from '../auth/signing-key';
import type { UsedTokens } from '../auth/used-tokens';
import { TOKEN_ISSUER } from '../auth/session-service';
import { unauthenticated } from '../http/errors';

export const SIGN_IN_AUDIENCE = 'portico-signin';
const TTL_SECONDS = 120;

export interface SignInClaims {
  userId: string;
  /** Set when the token hands over a preview session (UDS -> JWT in a preview). */
  emulateeUserId?: string;
  /** The session a hand-over (UDS -> JWT) was minted from: the long token it becomes joins that session's family. */
  parentSessionId?: string;
  /** A fresh sign-in: the SHA-256 of the authorization code it came from (a replayed code revokes its session). */
  codeHash?: string;
}

/**
 * The short-lived JWT a finished sign-in answers with; it is exchanged once for a long token.
 * Used token ids are recorded in the database until they expire, so a replayed token gets 401 on any instance.
 */
export class SignInTokens {
  constructor(private readonly keys: SigningKeys, private readonly used: UsedTokens) {}

  async issue(claims: SignInClaims): Promise<string> {
    return new SignJWT({
      ...(claims.emulateeUserId ? { emu: claims.emulateeUserId } : {}),
      ...(claims.parentSessionId ? { psid: claims.parentSessionId } : {}),
      ...(claims.codeHash ? { ach: claims.codeHash } : {}),
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(SIGN_IN_AUDIENCE)
      .setSubject(claims.userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${TTL_SECONDS}s`)
      .sign(this.keys.privateKey);
  }

  /** Pinned to ES256, our issuer and the sign-in audience; expired, foreign, unsigned or reused tokens get 401. */
  async redeem(token: string): Promise<SignInClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys.verifyKey, {
        algorithms: [SIGNING_ALG],
        issuer: TOKEN_ISSUER,
        audience: SIGN_IN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'jti'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthenticated('TOKEN_INVALID', 'The sign-in token is not valid');
      throw error;
    }
    if (!await this.used.use(payload.jti!, payload.exp!)) throw unauthenticated('TOKEN_INVALID', 'The sign-in token was already used');
    return {
      userId: payload.sub!,
      ...(typeof payload.emu === 'string' ? { emulateeUserId: payload.emu } : {}),
      ...(typeof payload.psid === 'string' ? { parentSessionId: payload.psid } : {}),
      ...(typeof payload.ach === 'string' ? { codeHash: payload.ach } : {}),
    };
  }
}
