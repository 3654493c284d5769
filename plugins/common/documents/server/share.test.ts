import { createHash } from 'node:crypto';
import { apiPath } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { SHARE_PASSWORD_TRIES, SHARE_UNLOCK_COOKIE } from './routes/share';
import { shareLinkExpiry } from './routes/write';
import { documentsDb } from './tables';

let server: TestServer;
let maria: Record<string, string>;
let clientId: string;
let doc: { id: string; name: string };

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  maria = await server.headersFor('maria@acme.example');
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  const { documents } = (await server.app.inject({ method: 'GET', url: apiPath('documents', { clientId }), headers: maria })).json();
  doc = documents.find((d: { name: string }) => !/&/.test(d.name));
});
afterAll(async () => { await server.stop(); });

const DAY = 86_400_000;
const day = (offset: number, from = new Date()) => new Date(from.getTime() + offset * DAY).toISOString().slice(0, 10);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Sends the document with these link options; answers the route's reply and, when it made one, the link's path. */
async function share(options: Record<string, unknown>) {
  const res = await server.app.inject({
    method: 'POST', url: apiPath('send', { clientId }), headers: maria, payload: { documentIds: [doc.id], recipients: ['auditor@example.com'], ...options },
  });
  if (res.statusCode !== 200) return { res, link: '', mail: '' };
  const mail = await server.ctx.db.selectFrom('outbox').select('body').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
  return { res, link: /\/share\/[A-Za-z0-9_-]+/.exec(mail.body)![0], mail: mail.body };
}
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const tryPassword = (link: string, password: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: link, headers: { ...FORM, ...headers }, payload: new URLSearchParams({ password }).toString() });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === SHARE_UNLOCK_COOKIE);

describe("a share link's end (shareLinkExpiry)", () => {
  const now = new Date('2025-03-04T15:00:00.000Z');
  it('is 7 days ahead by default, or the days asked for', () => {
    expect(shareLinkExpiry({}, now)).toBe('2025-03-11T15:00:00.000Z');
    expect(shareLinkExpiry({ expiresInDays: 1 }, now)).toBe('2025-03-05T15:00:00.000Z');
  });

  it('is the end of the last day picked (UTC), from today to 31 days ahead', () => {
    expect(shareLinkExpiry({ expiresOn: '2025-03-20' }, now)).toBe('2025-03-20T23:59:59.999Z');
    expect(shareLinkExpiry({ expiresOn: '2025-03-04' }, now)).toBe('2025-03-04T23:59:59.999Z');
    expect(shareLinkExpiry({ expiresOn: '2025-04-04' }, now)).toBe('2025-04-04T23:59:59.999Z');
  });

  it('refuses a day that is over, one too far ahead, and an end given both ways', () => {
    const refusal = (body: Parameters<typeof shareLinkExpiry>[0]) => {
      try {
        return shareLinkExpiry(body, now);
      } catch (error) {
        return { ...(error as { statusCode: number; code: string }) };
      }
    };
    for (const body of [{ expiresOn: '2025-03-03' }, { expiresOn: '2025-04-05' }, { expiresOn: '2025-03-20', expiresInDays: 3 }]) {
      expect(refusal(body)).toMatchObject({ statusCode: 400, code: 'SHARE_EXPIRY_INVALID' });
    }
  });
});

describe('sending a share link', () => {
  it('refuses a last day that is over (400 SHARE_EXPIRY_INVALID) and a short password (400), making no link', async () => {
    const links = async () => (await documentsDb(server.ctx.db).selectFrom('shareLinks').select('id').execute()).length;
    const before = await links();
    const past = await share({ expiresOn: day(-2) });
    expect([past.res.statusCode, past.res.json().code]).toEqual([400, 'SHARE_EXPIRY_INVALID']);
    const short = await share({ password: 'short' });
    expect(short.res.statusCode).toBe(400);
    expect(short.res.json().errors.map((e: { reason: string }) => e.reason).join(' ')).toMatch(/password/);
    expect(await links()).toBe(before);
  });

  it('keeps the password as a scrypt hash only, ends the link on the last day, and tells the recipients a password is needed', async () => {
    const lastDay = day(10);
    const { res, link, mail } = await share({ expiresOn: lastDay, password: 'Correct horse 7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresAt).toBe(`${lastDay}T23:59:59.999Z`);
    const row = await documentsDb(server.ctx.db).selectFrom('shareLinks').selectAll().where('id', '=', res.json().shareId).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('Correct horse');
    expect(mail).toContain('The link asks for a password; Maria');
    expect(mail).not.toContain('Correct horse');
    expect(link).toMatch(/^\/share\//);
  });
});

describe('a password-protected link', () => {
  let link: string;
  let href: string;
  beforeAll(async () => {
    ({ link } = await share({ password: 'Correct horse 7' }));
    href = `${link}/documents/${doc.id}`;
  });

  it('shows only the password form, and none of its documents, until the password is given', async () => {
    const page = await get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Password needed</h1>');
    expect(page.body).toContain('<input id="share-password" name="password" type="password"');
    expect(page.body).not.toContain(doc.name);
    expect(page.body).not.toContain('/documents/');
    const file = await get(href);
    expect(file.statusCode).toBe(401);
    expect(file.headers['content-type']).toMatch(/^text\/html/);
    expect(file.body).toContain('Enter the link&#39;s password first.');
  });

  it('answers a wrong password with the form again and its error (401), and sets nothing', async () => {
    const wrong = await tryPassword(link, 'correct horse 7');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right. Check it and try again.');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(cookieOf(wrong)).toBeUndefined();
  });

  it('opens on the right password: back to the page (303) with a cookie for this link only, which opens the documents', async () => {
    const right = await tryPassword(link, 'Correct horse 7');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(link);
    const cookie = cookieOf(right)!;
    expect(cookie).toMatchObject({ path: link, httpOnly: true, sameSite: 'Strict' });
    const headers = { cookie: `${SHARE_UNLOCK_COOKIE}=${cookie.value}` };
    const page = await get(link, headers);
    expect(page.body).toContain(doc.name);
    expect((await get(href, headers)).statusCode).toBe(200);
  });

  it('is not opened by a cookie made from the token alone', async () => {
    const token = link.split('/').pop()!;
    const forged = createHash('sha256').update(token).digest('base64url');
    const page = await get(link, { cookie: `${SHARE_UNLOCK_COOKIE}=${forged}` });
    expect(page.body).toContain('<h1>Password needed</h1>');
    expect((await get(href, { cookie: `${SHARE_UNLOCK_COOKIE}=${forged}` })).statusCode).toBe(401);
  });

  it("speaks the reader's language", async () => {
    const page = await get(link, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(page.body).toContain('<html lang="pt-br">');
    expect(page.body).toContain('<h1>Senha necessária</h1>');
  });

  it('refuses odd requests with a 4xx, never a 5xx', async () => {
    const json = await server.app.inject({ method: 'POST', url: link, payload: { password: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = await server.app.inject({ method: 'POST', url: link, headers: FORM, payload: '' });
    expect(empty.statusCode).toBe(400);
    const long = await tryPassword(link, 'x'.repeat(500));
    expect(long.statusCode).toBe(400);
  });
});

describe('the rules every link keeps', () => {
  it('limits password tries per address and link (429)', async () => {
    const { link } = await share({ password: 'Correct horse 7' });
    for (let i = 0; i < SHARE_PASSWORD_TRIES; i++) expect((await tryPassword(link, `wrong ${i}`)).statusCode).toBe(401);
    const over = await tryPassword(link, 'Correct horse 7');
    expect(over.statusCode).toBe(429);
    expect(cookieOf(over)).toBeUndefined();
  });

  it('refuses an ended link with a page saying so (410), a password or not, and a link that never was (404)', async () => {
    const { res, link } = await share({ password: 'Correct horse 7' });
    await documentsDb(server.ctx.db).updateTable('shareLinks').set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', res.json().shareId).execute();
    const page = await get(link, { 'accept-language': 'es-AR' });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<h1>Enlace vencido</h1>');
    expect((await tryPassword(link, 'Correct horse 7')).statusCode).toBe(410);
    expect((await get(`${link}/documents/${doc.id}`)).statusCode).toBe(410);
    const missing = await get(`/share/${'A'.repeat(43)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Link not found</h1>');
  });

  it('opens a link without a password at once; posting to it just goes back to the page', async () => {
    const { link } = await share({});
    const page = await get(link);
    expect(page.body).toContain(doc.name);
    const posted = await tryPassword(link, 'anything');
    expect([posted.statusCode, posted.headers.location]).toEqual([303, link]);
  });
});
