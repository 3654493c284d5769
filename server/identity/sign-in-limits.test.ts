import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { openProviderSignIn } from '../testing/provider-sign-in';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { freePort } from '@portico/test/support/free-port';
import { HttpSession } from './http-session';
import { RateCounters } from '../http/rate-counters';
import { addressKey, SIGN_IN_LIMITS, SignInLimiter } from './sign-in-limiter';
import { SOURCE_THROTTLE, SourceThrottle, waitAfterFailure } from './source-throttle';

describe('SignInLimiter', () => {
  const limits = { failuresPerAddress: 5, failuresPerAccount: 3, windowMs: 60_000 };

  it('stops one address spraying over many accounts, and only that address', async () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(new RateCounters(server.ctx.db, () => now), 'test-spray', limits);
    for (let i = 0; i < limits.failuresPerAddress; i++) {
      expect(await limiter.retryAfterSeconds('203.0.113.7', `user${i}@example.com`)).toBe(0);
      await limiter.failed('203.0.113.7', `user${i}@example.com`);
    }
    expect(await limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBe(60);
    expect(await limiter.retryAfterSeconds('198.51.100.1', 'fresh@example.com')).toBe(0);
    // A correct password does not lift an address's limit.
    await limiter.succeeded('fresh@example.com');
    expect(await limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBeGreaterThan(0);
    now += 30_000;
    expect(await limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBe(30);
    now += 30_000;
    expect(await limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBe(0);
  });

  it('stops guessing one account from many addresses; a correct password clears the account', async () => {
    const limiter = new SignInLimiter(new RateCounters(server.ctx.db, () => 5_000), 'test-guess', limits);
    for (let i = 0; i < limits.failuresPerAccount; i++) await limiter.failed(`192.0.2.${i}`, 'maria@acme.example');
    expect(await limiter.retryAfterSeconds('192.0.2.200', 'maria@acme.example')).toBeGreaterThan(0);
    expect(await limiter.retryAfterSeconds('192.0.2.200', 'carlos@multi.example')).toBe(0);
    await limiter.succeeded('maria@acme.example');
    expect(await limiter.retryAfterSeconds('192.0.2.200', 'maria@acme.example')).toBe(0);
  });

  it('counts an IPv6 /64 as one address, and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

let server: TestServer;
let base: string;
let port: number;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startTestServer({ config: { publicUrl: base, port } });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => server?.stop());

interface Answer { status: number; headers: http.IncomingHttpHeaders; text: string }

/** The password form posted from a given loopback source address (127.0.0.0/8 all reaches 127.0.0.1). */
function postFrom(localAddress: string, browser: HttpSession, action: string, email: string, password: string, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({ email, password }).toString();
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1', port, localAddress, method: 'POST', path: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), cookie: browser.cookieHeader(), ...headers },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; }).on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The same form from any address (IPv6 too) and with any headers, through Fastify's inject. */
async function injectFrom(target: TestServer, remoteAddress: string, browser: HttpSession, action: string, email: string, password: string,
  headers: Record<string, string> = {}): Promise<Answer> {
  const res = await target.app.inject({
    method: 'POST', url: action, remoteAddress, payload: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browser.cookieHeader(), ...headers },
  });
  return { status: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, text: res.body };
}

const throttled = (answer: Answer) => answer.status === 429 && answer.text.includes('data-code="SIGN_IN_SOURCE_THROTTLED"');
const refusedPassword = (answer: Answer) => answer.status === 200 && answer.text.includes('data-code="INVALID_CREDENTIALS"');

describe('SourceThrottle', () => {
  const policy = { freeFailures: 3, firstWaitMs: 10_000, maxWaitMs: 40_000, forgetAfterMs: 60_000 };

  it('waits after the free failures, twice as long after each further one, up to the cap', async () => {
    let now = Date.now();
    const throttle = new SourceThrottle(server.ctx.db, policy, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await throttle.failed('198.51.100.20');
      waits.push(await throttle.waitSeconds('198.51.100.20'));
      now += waits.at(-1)! * 1000;
    }
    expect(waits).toEqual([0, 0, 10, 20, 40, 40]);
    expect(await throttle.waitSeconds('198.51.100.21')).toBe(0);
    expect(waitAfterFailure(SOURCE_THROTTLE, 10_000)).toBe(SOURCE_THROTTLE.maxWaitMs);
  });

  it('forgets a source that stays quiet after its wait, and only then', async () => {
    let now = Date.now();
    const throttle = new SourceThrottle(server.ctx.db, policy, () => now);
    for (let i = 0; i < 3; i++) await throttle.failed('198.51.100.30');
    // The wait is over but the count is not forgotten yet: one more failure waits twice as long.
    now += 10_000 + policy.forgetAfterMs - 1;
    await throttle.failed('198.51.100.30');
    expect(await throttle.waitSeconds('198.51.100.30')).toBe(20);
    // Quiet for the whole period after that wait: free failures again.
    now += 20_000 + policy.forgetAfterMs;
    await throttle.failed('198.51.100.30');
    expect(await throttle.waitSeconds('198.51.100.30')).toBe(0);
  });
});

describe('password spraying on the provider page', () => {
  it('after one account locks, the same address is refused on five new accounts; another address is not', async () => {
    const { browser, action } = await openProviderSignIn(base);
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccount; i++) {
      expect([i, refusedPassword(await postFrom('127.0.0.1', browser, action, 'victim@spray.example', 'guess'))]).toEqual([i, true]);
    }
    expect((await postFrom('127.0.0.1', browser, action, 'victim@spray.example', 'guess')).text).toContain('data-code="RATE_LIMITED"');
    for (let i = 0; i < 5; i++) {
      const attempt = await postFrom('127.0.0.1', browser, action, `person${i}@spray.example`, 'Summer2025!');
      expect([i, throttled(attempt)]).toEqual([i, true]);
      expect(Number(attempt.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(attempt.headers['retry-after'])).toBeLessThanOrEqual(SOURCE_THROTTLE.firstWaitMs / 1000);
      expect(attempt.text).toContain('Too many unsuccessful sign-in attempts from your network. Please wait 1 minute, then try again.');
    }
    // Not even a correct password is checked; a forged X-Forwarded-For (no proxy is trusted) or the IPv4-mapped
    // IPv6 spelling of the address changes nothing.
    expect(throttled(await postFrom('127.0.0.1', browser, action, 'maria@acme.example', DEMO_PASSWORD))).toBe(true);
    expect(throttled(await postFrom('127.0.0.1', browser, action, 'person9@spray.example', 'x', { 'x-forwarded-for': '198.51.100.99' }))).toBe(true);
    expect(throttled(await injectFrom(server, '::ffff:127.0.0.1', browser, action, 'person9@spray.example', 'x'))).toBe(true);

    const elsewhere = await openProviderSignIn(base);
    expect(refusedPassword(await postFrom('127.0.0.2', elsewhere.browser, elsewhere.action, 'person0@spray.example', 'Summer2025!'))).toBe(true);
    expect((await postFrom('127.0.0.2', elsewhere.browser, elsewhere.action, 'maria@acme.example', DEMO_PASSWORD)).status).toBe(303);
  });

  it('a correct sign-in in between does not reset the count', async () => {
    const { browser, action } = await openProviderSignIn(base);
    for (let i = 0; i < SOURCE_THROTTLE.freeFailures - 1; i++) {
      expect([i, refusedPassword(await postFrom('127.0.0.3', browser, action, `other${i}@spray.example`, 'Summer2025!'))]).toEqual([i, true]);
    }
    // The sprayer's own account.
    const own = await openProviderSignIn(base);
    expect((await postFrom('127.0.0.3', own.browser, own.action, 'joao@contabil.example', DEMO_PASSWORD)).status).toBe(303);
    expect(refusedPassword(await postFrom('127.0.0.3', browser, action, 'last@spray.example', 'Summer2025!'))).toBe(true);
    expect(throttled(await postFrom('127.0.0.3', browser, action, 'next@spray.example', 'Summer2025!'))).toBe(true);
  });

  it('the wait doubles with each failure after it', async () => {
    const { browser, action } = await openProviderSignIn(base);
    for (let i = 0; i < SOURCE_THROTTLE.freeFailures; i++) await postFrom('127.0.0.4', browser, action, `grow${i}@spray.example`, 'x');
    const waitOver = () => server.ctx.db.updateTable('signInSourceFailures')
      .set({ blockedUntil: new Date(Date.now() - 1000).toISOString() }).where('sourceKey', '=', '127.0.0.4').execute();
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await postFrom('127.0.0.4', browser, action, 'again@spray.example', 'x');
      expect(throttled(refused)).toBe(true);
      waits.push(Number(refused.headers['retry-after']));
      await waitOver();
      // The wait is over: one password is checked, fails, and earns the next, longer wait.
      expect(refusedPassword(await postFrom('127.0.0.4', browser, action, `round${round}@spray.example`, 'x'))).toBe(true);
    }
    const first = SOURCE_THROTTLE.firstWaitMs / 1000;
    expect(waits[0]).toBeGreaterThan(first - 10);
    expect(waits[0]).toBeLessThanOrEqual(first);
    expect(waits[1]).toBeGreaterThan(2 * first - 10);
    expect(waits[1]).toBeLessThanOrEqual(2 * first);
    expect(waits[2]).toBeGreaterThan(4 * first - 10);
    expect(waits[2]).toBeLessThanOrEqual(4 * first);
  });

  it('counts an IPv6 /64 as one source; another /64 is another source', async () => {
    const { browser, action } = await openProviderSignIn(base);
    for (let i = 1; i <= SOURCE_THROTTLE.freeFailures; i++) {
      const from = `2001:db8:1:2::${i.toString(16)}`;
      expect([from, refusedPassword(await injectFrom(server, from, browser, action, `v6-${i}@spray.example`, 'x'))]).toEqual([from, true]);
    }
    expect(throttled(await injectFrom(server, '2001:db8:1:2:ffff:ffff:ffff:ffff', browser, action, 'v6@spray.example', 'x'))).toBe(true);
    expect(refusedPassword(await injectFrom(server, '2001:db8:1:3::1', browser, action, 'v6@spray.example', 'x'))).toBe(true);
  });

  it('answers in the page language, with its plural forms', async () => {
    const { browser, action } = await openProviderSignIn(base, 'pt-br');
    const refused = await postFrom('127.0.0.1', browser, action, 'joao@contabil.example', 'x');
    expect(throttled(refused)).toBe(true);
    expect(refused.text).toContain('lang="pt-br"');
    expect(refused.text).toContain('Muitas tentativas de entrar sem sucesso a partir da sua rede. Aguarde 1 minuto e tente novamente.');
  });
});

describe('password guessing on one account', () => {
  it('answers 429 with Retry-After once an account has had too many failed attempts, from any addresses', async () => {
    const { browser, action } = await openProviderSignIn(base);
    // One failure from each address: no source reaches its limit, the account does.
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccount; i++) {
      expect([i, refusedPassword(await postFrom(`127.0.1.${i + 1}`, browser, action, 'carlos@multi.example', 'guess'))]).toEqual([i, true]);
    }
    const limited = await postFrom('127.0.1.100', browser, action, 'carlos@multi.example', 'guess');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('data-code="RATE_LIMITED"');
    expect(limited.text).toContain('Too many unsuccessful sign-in attempts. Please wait 15 minutes, then try again.');
    // Another account from the same address is not locked out by it.
    expect(refusedPassword(await postFrom('127.0.1.100', browser, action, 'joao@contabil.example', 'guess'))).toBe(true);
  });
});

describe('behind one trusted proxy', () => {
  let proxied: TestServer;
  let proxiedBase: string;

  beforeAll(async () => {
    const proxiedPort = await freePort();
    proxiedBase = `http://127.0.0.1:${proxiedPort}`;
    proxied = await startTestServer({ config: { publicUrl: proxiedBase, port: proxiedPort, trustedProxies: ['127.0.0.1'] } });
    await proxied.app.listen({ port: proxiedPort, host: '127.0.0.1' });
  });
  afterAll(() => proxied?.stop());

  it('counts the address the proxy saw, whatever the client wrote into X-Forwarded-For before it', async () => {
    const { browser, action } = await openProviderSignIn(proxiedBase);
    const through = (client: string, forged: string) => ({ 'x-forwarded-for': `${forged}, ${client}` });
    for (let i = 0; i < SOURCE_THROTTLE.freeFailures; i++) {
      await injectFrom(proxied, '127.0.0.1', browser, action, `p${i}@spray.example`, 'x', through('198.51.100.7', `203.0.113.${i}`));
    }
    expect(throttled(await injectFrom(proxied, '127.0.0.1', browser, action, 'p@spray.example', 'x', through('198.51.100.7', '203.0.113.200')))).toBe(true);
    expect(refusedPassword(await injectFrom(proxied, '127.0.0.1', browser, action, 'p@spray.example', 'x', through('198.51.100.8', '203.0.113.200')))).toBe(true);
  });
});
