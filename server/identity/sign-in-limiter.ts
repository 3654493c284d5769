import net from 'node:net';

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

/** How many keys each counter remembers at most; the oldest are forgotten first. */
const MAX_KEYS = 100_000;

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

class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  private live(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Milliseconds until the key may try again, 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const times = this.live(key, now);
    return times.length < this.max ? 0 : times[times.length - this.max]! + this.windowMs - now;
  }

  add(key: string, now: number): void {
    const times = this.live(key, now);
    times.push(now);
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

/**
 * Attempts limited per account (over all addresses) and, when asked, per source address (over all accounts):
 * the password page's accounts, the password reset's requests. Only failed attempts count, so people signing
 * in from behind one office address are not held up; once a limit is reached, no password is checked until the
 * window moves on. The counters live in memory: behind several server processes each process counts its own share.
 */
export class SignInLimiter {
  private readonly byAddress: FailureCounter | undefined;
  private readonly byAccount: FailureCounter;

  constructor(limits: SignInLimits = SIGN_IN_LIMITS, private readonly clock: () => number = Date.now) {
    this.byAddress = limits.failuresPerAddress === undefined ? undefined : new FailureCounter(limits.failuresPerAddress, limits.windowMs);
    this.byAccount = new FailureCounter(limits.failuresPerAccount, limits.windowMs);
  }

  /** Seconds to wait before this address may try this account again; 0 when it may try now. */
  retryAfterSeconds(ip: string, account: string): number {
    const now = this.clock();
    const ms = Math.max(this.byAddress?.retryAfterMs(addressKey(ip), now) ?? 0, this.byAccount.retryAfterMs(account, now));
    return Math.ceil(ms / 1000);
  }

  failed(ip: string, account: string): void {
    const now = this.clock();
    this.byAddress?.add(addressKey(ip), now);
    this.byAccount.add(account, now);
  }

  /** A correct password clears the account's count (never the address's: a sprayer may know one password). */
  succeeded(account: string): void {
    this.byAccount.clear(account);
  }
}
