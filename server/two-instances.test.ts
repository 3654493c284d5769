import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import { buildApp } from './app';
import type { Principal } from './auth/session-service';
import { DEMO_PASSWORD } from './seed/demo-accounts';
import { openProviderSignIn, signInWithPassword } from './testing/provider-sign-in';
import { configuredSecrets } from './testing/configured-secrets';
import { startTwoInstances, type TwoInstances } from './testing/two-instances';
import type { App } from './http/type-provider';

/** Two instances over one database behind a round-robin proxy (issue 38): what one does, the other honours. */
let cluster: TwoInstances;
beforeAll(async () => { cluster = await startTwoInstances(); });
afterAll(() => cluster?.stop());

const bearer = (token: string) => ({ authorization: authorizationHeader(token) });
const sessionOn = (app: App, token: string) => app.inject({ method: 'GET', url: API.session, headers: bearer(token) });
const exchangeOn = (app: App, signInToken: string) =>
  app.inject({ method: 'POST', url: API.longTokens, headers: { authorization: `Bearer ${signInToken}` } });

/** The browser's whole sign-in through the proxy: every request may land on either instance. */
const signInThroughProxy = (email: string) => signInWithPassword(cluster.base, email, DEMO_PASSWORD);

describe('two instances over one database', () => {
  it('a session made on A works on B, and a logout on A is refused on B at the next request', async () => {
    const { a, b } = cluster;
    const token = await a.tokenFor('maria@acme.example');
    expect((await sessionOn(b.app, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'DELETE', url: API.session, headers: bearer(token) })).statusCode).toBe(204);
    expect((await sessionOn(b.app, token)).statusCode).toBe(401);
  });

  it('a download link signed on A opens on B', async () => {
    const { a, b } = cluster;
    const userId = await a.userId('maria@acme.example');
    const session = await a.ctx.sessions.create(userId);
    const link = await a.ctx.sessions.issueStorageToken({ sessionId: session.sessionId, effectiveUserId: userId } as Principal, 'doc-1');
    expect(await b.ctx.sessions.verifyStorageToken(link.token, 'doc-1')).toEqual({ userId, sessionId: session.sessionId });
  });

  it('sign-ins succeed through round robin, and each sign-in token works once across A and B', async () => {
    for (let i = 0; i < 4; i++) {
      const signInToken = await signInThroughProxy('maria@acme.example');
      const [first, second] = i % 2 === 0 ? [cluster.a.app, cluster.b.app] : [cluster.b.app, cluster.a.app];
      const long = await exchangeOn(first, signInToken);
      expect(long.statusCode).toBe(201);
      expect((await sessionOn(second, long.json<{ tokenValue: string }>().tokenValue)).statusCode).toBe(200);
      expect((await exchangeOn(second, signInToken)).statusCode).toBe(401);
    }
  });

  it('a rate limit counts the requests of both instances', async () => {
    const headers = { ...bearer(await cluster.a.tokenFor('staff@firm.example')), 'content-type': 'application/json' };
    const preview = (app: App) => app.inject({ method: 'POST', url: API.emulations, headers, payload: { prismGuid: crypto.randomUUID() } });
    // The preview's limit is 30 a minute (server/routes/session.ts): 15 on each instance.
    for (let i = 0; i < 30; i++) expect((await preview(i % 2 ? cluster.b.app : cluster.a.app)).statusCode).toBe(404);
    expect((await preview(cluster.a.app)).statusCode).toBe(429);
    expect((await preview(cluster.b.app)).statusCode).toBe(429);
  });

  // Last: its failures also count against the test's source address.
  it('the sign-in lockout counts the failures made on both instances', async () => {
    const { browser, action } = await openProviderSignIn(cluster.base);
    const attempt = () => browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'carlos@multi.example', password: 'wrong password 1' }).toString(),
    });
    // The account's limit is 10 failures (SIGN_IN_LIMITS): alternating, 5 on each instance.
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(429);
    expect((await attempt()).status).toBe(429);
  });
});

describe('production', () => {
  it('refuses to start without configured signing keys or identity secrets, naming the variable', async () => {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-prod-'));
    const config = { dataDir, databaseUrl: undefined, logger: false, production: true, publicUrl: 'https://portal.example.com' };
    try {
      await expect(buildApp({ config, seed: false })).rejects.toThrow(/PORTICO_SIGNING_KEYS is required in production/);
      const { signingKeys } = await configuredSecrets();
      await expect(buildApp({ config: { ...config, signingKeys }, seed: false })).rejects.toThrow(/PORTICO_IDENTITY_SECRETS is required in production/);
      await expect(fsp.readdir(dataDir)).resolves.not.toContain('signing-key.json');
    } finally {
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
  });
});
