import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The server's password policy: long enough, letters and at least one digit or symbol. */
export const PASSWORD_POLICY = { minLength: 10, maxLength: 256 } as const;

export function passwordAcceptable(password: string): boolean {
  return password.length >= PASSWORD_POLICY.minLength && password.length <= PASSWORD_POLICY.maxLength
    && /\p{L}/u.test(password) && /[^\p{L}\s]/u.test(password);
}

/** The reset links' key, derived from the identity secrets' transaction key. */
export const resetKeyOf = (transactionKey: Uint8Array) => createHmac('sha256', transactionKey).update('portico password reset').digest();

/**
 * A stored hash no password matches (verifyPassword knows only scrypt): an account invited but without a
 * password yet. A new one at each invitation changes the hash, so the links sent before it are spent.
 */
export const unsetPasswordHash = () => `unset$${randomBytes(16).toString('base64url')}`;
export const passwordIsSet = (passwordHash: string) => passwordHash.startsWith('scrypt$');

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60_000;

interface Claims {
  /** The user. */
  u: string;
  /** Expiry, epoch milliseconds. */
  e: number;
  /** A fingerprint of the password hash the link was made for: once the password changes, the link is spent. */
  f: string;
}

const fingerprint = (passwordHash: string | null) => createHash('sha256').update(passwordHash ?? '').digest('base64url').slice(0, 22);

/**
 * Reset links without a table: a token is the user, an expiry and a fingerprint of the current password hash,
 * signed (HMAC-SHA256). Setting the new password changes the hash, so a token works once; an older token
 * stops working too, and every token stops at its expiry.
 */
export class ResetTokens {
  constructor(private readonly key: Uint8Array, private readonly clock: () => number = () => Date.now()) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`password-reset.${payload}`).digest('base64url');
  }

  /** A link's token; `ttlMs` is longer for an invitation (the person may open their mail days later). */
  issue(userId: string, passwordHash: string | null, ttlMs: number = RESET_TTL_MS): string {
    const payload = Buffer.from(JSON.stringify({ u: userId, e: this.clock() + ttlMs, f: fingerprint(passwordHash) } satisfies Claims))
      .toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The user a token was made for, when its signature holds and it has not expired; check it is unspent with `spent`. */
  read(token: string): { userId: string; fingerprint: string } | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return undefined;
    }
    if (typeof claims.u !== 'string' || typeof claims.f !== 'string' || !(claims.e > this.clock())) return undefined;
    return { userId: claims.u, fingerprint: claims.f };
  }

  /** Whether the password changed since the token was made (it was used, or the password was set otherwise). */
  spent(claims: { fingerprint: string }, passwordHash: string | null): boolean {
    return claims.fingerprint !== fingerprint(passwordHash);
  }
}
