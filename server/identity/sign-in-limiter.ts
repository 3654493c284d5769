import net from 'node:net';
import type { RateCounters } from '../http/rate-counters';

export interface SignInLimits {
  /**
   * Failed attempts one source address may make, over all accounts, within the window; none when absent (the
   * sign-in page counts sources in the database instead: SourceThrottle).
   */
  failuresPerAddress?: number;
  /** Failed attempts one account may receive, from all addresses, within the window (stops guessing one password). */
  failuresPerAccount: number;
  windowMs: number;
}

/** The sign-in page's per-account limit; its per-source one is SourceThrottle's (source-throttle.ts). */
export const SIGN_IN_LIMITS: SignInLimits = { failuresPerAccount: 10, windowMs: 15 * 60_000 };

/**
 * IPv4 as is (IPv4-mapped IPv6 too); IPv6 by its /64 prefix, since one subscriber is usually given a whole /64
 * and could otherwise spray from a fresh address per attempt.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Attempts limited per account (over all addresses) and, when asked, per source address (over all accounts):
 * the password page's accounts, the password reset's requests. Only failed attempts count, so people signing
 * in from behind one office address are not held up; once a limit is reached, no password is checked until the
 * window ends. The counts are kept in the database (RateCounters), so all instances count together; a window
 * starts with its first failure.
 */
export class SignInLimiter {
  /**
   * @param name keeps this limiter's counts apart from another's (the sign-in page's and the reset requests').
   */
  constructor(
    private readonly counters: RateCounters,
    private readonly name: string,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {}

  /** Seconds to wait before this address may try this account again; 0 when it may try now. */
  async retryAfterSeconds(ip: string, account: string): Promise<number> {
    const [byAddress, byAccount] = await Promise.all([
      this.limits.failuresPerAddress === undefined ? 0 : this.wait(this.addressKey(ip), this.limits.failuresPerAddress),
      this.wait(this.accountKey(account), this.limits.failuresPerAccount),
    ]);
    return Math.ceil(Math.max(byAddress, byAccount) / 1000);
  }

  async failed(ip: string, account: string): Promise<void> {
    if (this.limits.failuresPerAddress !== undefined) await this.counters.hit(this.addressKey(ip), this.limits.windowMs);
    await this.counters.hit(this.accountKey(account), this.limits.windowMs);
  }

  /** A correct password clears the account's count (never the address's: a sprayer may know one password). */
  async succeeded(account: string): Promise<void> {
    await this.counters.clear(this.accountKey(account));
  }

  private async wait(key: string, max: number): Promise<number> {
    const count = await this.counters.peek(key);
    return count && count.hits >= max ? count.resetAt - this.counters.clock() : 0;
  }

  private addressKey(ip: string): string {
    return `${this.name}:address:${addressKey(ip)}`;
  }

  private accountKey(account: string): string {
    return `${this.name}:account:${account}`;
  }
}
