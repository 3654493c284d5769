import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { API, apiPath, authorizationHeader } from '@portico/contract/api-paths';
import type { LongTokenResponse, OidcLoginResponse, SignInTokenResponse } from '@portico/contract/identity';
import { eventually } from '../testing/eventually';
import { createTestData, type TestData } from '../testing/test-data';
import { HttpSession } from '../identity/http-session';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { freePort } from '@portico/test/support/free-port';
import { REDACTED, redactText, redactUrl, requestLogOptions } from './request-log';

describe('redactUrl', () => {
  it('hides the values of secret query parameters however the name is spelt', () => {
    expect(redactUrl('/api/storage/v1/documents/d1/documents?token=abc.def'))
      .toBe(`/api/storage/v1/documents/d1/documents?token=${REDACTED}`);
    expect(redactUrl('/auth?code=c0de&state=st4te&iss=http%3A%2F%2Fx%2Foidc'))
      .toBe(`/auth?code=${REDACTED}&state=${REDACTED}&iss=http%3A%2F%2Fx%2Foidc`);
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ&session_state=s&access_token=a&Token=T&%74oken=t2&pageSize=5'))
      .toBe(`/oidc/session/end?id_token_hint=${REDACTED}&session_state=${REDACTED}&access_token=${REDACTED}&Token=${REDACTED}&%74oken=${REDACTED}&pageSize=5`);
    expect(redactUrl('/api/clients/v1/clients?searchTerm=acme')).toBe('/api/clients/v1/clients?searchTerm=acme');
  });

  it('hides share tokens and interaction ids in the path', () => {
    expect(redactUrl('/share/AbC_123-xyz')).toBe(`/share/${REDACTED}`);
    expect(redactUrl('/share/AbC_123-xyz/documents/doc-1')).toBe(`/share/${REDACTED}/documents/doc-1`);
    expect(redactUrl('/%73hare/AbC?x=1')).toBe(`/%73hare/${REDACTED}?x=1`);
    expect(redactUrl('/oidc/interaction/uid-1/login')).toBe(`/oidc/interaction/${REDACTED}/login`);
    expect(redactUrl('/oidc/auth/uid-2')).toBe(`/oidc/auth/${REDACTED}`);
    expect(redactUrl('/auth/logout')).toBe('/auth/logout');
  });

  it('redacts URLs quoted in free text', () => {
    expect(redactText('Reply was already sent in the "/api/x?token=s3cret&a=1" (GET) route'))
      .toBe(`Reply was already sent in the "/api/x?token=${REDACTED}&a=1" (GET) route`);
  });
});

describe("the logger's options", () => {
  it('log the redacted URL and censor credentials in headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _e, done) => { lines.push(String(chunk)); done(); } });
    const logger = requestLogOptions(true) as object;
    const app = Fastify({ logger: { ...logger, stream } });
    app.get('/share/:token', async (request) => {
      request.log.info({ headers: request.headers }, 'headers');
      request.log.error({ err: new Error(`failed at ${request.url}`) }, 'boom');
      return 'ok';
    });
    await app.inject({ url: '/share/S3CRET-share?token=T0KEN&code=C0DE&state=ST4TE', headers: { authorization: 'Bearer B34RER', cookie: 'sid=C00KIE' } });
    await app.close();
    const log = lines.join('');
    expect(log).toContain(`"url":"/share/${REDACTED}?token=${REDACTED}&code=${REDACTED}&state=${REDACTED}"`);
    expect(log).toContain(`"authorization":"${REDACTED}"`);
    for (const secret of ['S3CRET', 'T0KEN', 'C0DE', 'ST4TE', 'B34RER', 'C00KIE']) expect(log).not.toContain(secret);
    expect(requestLogOptions(false)).toBe(false);
  });
});

describe('the log of a real server after a sign-in, a download and a share link', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  let data: TestData;
  let child: ChildProcess | undefined;
  let log = '';

  beforeAll(async () => {
    // The demo data already seeded (the run's template): the child server starts as on an installed portal.
    data = await createTestData();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await data.remove();
  });

  it('holds none of the tokens, codes, state values or cookies used', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // `npm start` as it runs, logging on (PORTICO_LOG unset), the log captured from its output.
    const env: NodeJS.ProcessEnv = {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTICO_PUBLIC_URL: base, PORTICO_DATA_DIR: data.dataDir,
      PORTICO_SKIP_BUILD: '1', DATABASE_URL: data.databaseUrl ?? '', SMTP_URL: '',
    };
    delete env.PORTICO_LOG;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null || i > 300) throw new Error(`server did not start:\n${log}`);
      try {
        if ((await fetch(`${base}${API.health}`)).ok) break;
      } catch { /* not listening yet */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(log).toContain(`Portico is running at ${base}`);

    const secrets = new Set<string>();
    const keep = (value: string | null | undefined) => {
      if (value && value.length >= 8) secrets.add(value);
      return value!;
    };

    // Sign-in through the embedded provider, as the browser does it.
    const browser = new HttpSession(base);
    const start = await browser.request(API.oidcLogin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${base}/auth` }),
    });
    expect(start.status).toBe(200);
    const { location } = (await start.json()) as OidcLoginResponse;
    const authorizeUrl = new URL(location);
    keep(authorizeUrl.searchParams.get('state'));
    keep(authorizeUrl.searchParams.get('nonce'));
    const page = await browser.follow(location);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);
    keep(page.url.pathname.split('/').pop());
    const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())![1]!;
    const submitted = await browser.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'maria@acme.example', password: DEMO_PASSWORD }).toString(),
    }, (next) => next.pathname === '/auth');
    expect(submitted.url.pathname).toBe('/auth');
    const code = keep(submitted.url.searchParams.get('code'));
    const state = keep(submitted.url.searchParams.get('state'));
    for (const name of ['portico_signin', '_session', '_session.legacy', '_interaction', '_interaction_resume']) keep(browser.cookie(name));
    const finished = await browser.request(`${API.oidcAuthCodeSession}?${new URLSearchParams({ code, state, iss: submitted.url.searchParams.get('iss')! })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(finished.status).toBe(200);
    const signInJwt = keep(((await finished.json()) as SignInTokenResponse).tokenValue);
    const exchanged = await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${signInJwt}` } });
    expect(exchanged.status).toBe(201);
    const longToken = keep(((await exchanged.json()) as LongTokenResponse).tokenValue);
    const auth = { authorization: authorizationHeader(longToken) };

    // A storage download through the URL the API hands out.
    const { clients } = await (await fetch(`${base}${API.clients}`, { headers: auth })).json() as { clients: Array<{ id: string }> };
    const clientId = clients[0]!.id;
    const { documents } = await (await fetch(`${base}${apiPath('documents', { clientId })}`, { headers: auth })).json() as { documents: Array<{ id: string }> };
    const { url } = await (await fetch(`${base}${apiPath('downloadUrl', { clientId, documentId: documents[0]!.id })}`, { headers: auth })).json() as { url: string };
    keep(new URL(url, base).searchParams.get('token'));
    const download = await fetch(new URL(url, base));
    expect(download.status).toBe(200);
    await download.arrayBuffer();

    // A share link: its page and one document behind it.
    const sent = await fetch(`${base}${apiPath('send', { clientId })}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ documentIds: [documents[0]!.id], recipients: ['accountant@example.com'], message: 'For review' }),
    });
    expect(sent.status).toBe(200);
    const outbox = path.join(data.dataDir, 'outbox');
    // The mail job writes the .eml once it has run.
    await eventually(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0);
    const mail = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')).join('\n').replace(/=\r?\n/g, '');
    const shareToken = keep(/\/share\/([A-Za-z0-9_-]+)/.exec(mail)![1]);
    const sharePage = await fetch(`${base}/share/${shareToken}`);
    expect(sharePage.status).toBe(200);
    const href = /href="([^"]+)"/.exec(await sharePage.text())![1]!;
    const shared = await fetch(new URL(href, base));
    expect(shared.status).toBe(200);
    await shared.arrayBuffer();

    // A stop lets in-flight answers finish and then ends, without waiting out keep-alive connections.
    child.kill('SIGTERM');
    const exited = await Promise.race([
      new Promise<boolean>((r) => child!.once('exit', () => r(true))),
      new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
    ]);
    expect(exited).toBe(true);

    // None of the secrets used is in the log, as written or percent-encoded.
    expect(secrets.size).toBeGreaterThanOrEqual(10);
    for (const secret of secrets) {
      expect(log.includes(secret) || log.includes(encodeURIComponent(secret)), `the log holds ${secret}`).toBe(false);
    }
    // The requests are in the log, with their secrets redacted (logging was on).
    expect(log).toContain(`"url":"${API.oidcAuthCodeSession}?code=${REDACTED}&state=${REDACTED}&iss=`);
    expect(log).toContain(`"url":"/api/storage/v1/documents/${documents[0]!.id}/documents?token=${REDACTED}"`);
    expect(log).toContain(`"url":"/share/${REDACTED}"`);
    expect(log).toMatch(/"url":"\/oidc\/auth\?[^"]*state=\[REDACTED\]/);
  });
});
