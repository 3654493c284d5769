import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { openProviderSignIn } from '../testing/provider-sign-in';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { freePort } from '@portico/test/support/free-port';
import { HttpSession } from './http-session';
import { addressKey, SIGN_IN_LIMITS, SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  const limits = { failuresPerAddress: 5, failuresPerAccount: 3, windowMs: 60_000 };

  it('stops one address spraying over many accounts, and only that address', () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(limits, () => now);
    for (let i = 0; i < limits.failuresPerAddress; i++) {
      expect(limiter.retryAfterSeconds('203.0.113.7', `user${i}@example.com`)).toBe(0);
      limiter.failed('203.0.113.7', `user${i}@example.com`);
    }
    expect(limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBe(60);
    expect(limiter.retryAfterSeconds('198.51.100.1', 'fresh@example.com')).toBe(0);
    // A correct password does not lift an address's limit.
    limiter.succeeded('fresh@example.com');
    expect(limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBeGreaterThan(0);
    now += 30_000;
    expect(limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBe(30);
    now += 30_000;
    expect(limiter.retryAfterSeconds('203.0.113.7', 'fresh@example.com')).toBe(0);
  });

  it('stops guessing one account from many addresses; a correct password clears the account', () => {
    const limiter = new SignInLimiter(limits, () => 5_000);
    for (let i = 0; i < limits.failuresPerAccount; i++) limiter.failed(`192.0.2.${i}`, 'maria@acme.example');
    expect(limiter.retryAfterSeconds('192.0.2.200', 'maria@acme.example')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('192.0.2.200', 'carlos@multi.example')).toBe(0);
    limiter.succeeded('maria@acme.example');
    expect(limiter.retryAfterSeconds('192.0.2.200', 'maria@acme.example')).toBe(0);
  });

  it('counts an IPv6 /64 as one address, and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('password spraying on the provider page', () => {
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

  /** The password form posted from a given loopback source address (127.0.0.0/8 all reaches 127.0.0.1). */
  function postFrom(localAddress: string, browser: HttpSession, action: string, email: string, password: string) {
    const body = new URLSearchParams({ email, password }).toString();
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1', port, localAddress, method: 'POST', path: action,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), cookie: browser.cookieHeader() },
      }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; }).on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, text }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it('one address trying one password over many accounts is stopped; other addresses are not', async () => {
    const { browser, action } = await openProviderSignIn(base);
    // A different account every time: no account reaches its own limit, the address does.
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAddress; i++) {
      const attempt = await postFrom('127.0.0.1', browser, action, `person${i}@spray.example`, 'Summer2025!');
      expect([i, attempt.status]).toEqual([i, 200]);
      expect(attempt.text).toContain('data-code="INVALID_CREDENTIALS"');
    }
    // Now even a correct password from that address is not checked.
    const limited = await postFrom('127.0.0.1', browser, action, 'maria@acme.example', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('data-code="RATE_LIMITED"');
    expect(limited.text).toContain('Too many unsuccessful sign-in attempts. Please wait 15 minutes, then try again.');

    // The same person from another address signs in.
    const elsewhere = await openProviderSignIn(base);
    const ok = await postFrom('127.0.0.2', elsewhere.browser, elsewhere.action, 'maria@acme.example', DEMO_PASSWORD);
    expect(ok.status).toBe(303);
  });

  it('the limit page is translated', async () => {
    const { browser, action } = await openProviderSignIn(base, 'pt-br');
    const limited = await postFrom('127.0.0.1', browser, action, 'joao@contabil.example', 'x');
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('lang="pt-br"');
    expect(limited.text).toContain('Muitas tentativas de entrar sem sucesso.');
  });
});
