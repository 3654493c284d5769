import fs from 'node:fs';
import path from 'node:path';
import { apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, eventually, mailSettings, multipartBody, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { UPLOAD_NOTIFICATION_PURPOSE } from './notify';
import { DOCUMENT_SEND_PURPOSE } from './routes/write';
import { documentsDb } from './tables';

const MARIA = 'maria@acme.example';
/** Shares maria's first client (Acme Bakery LLC). */
const MORGAN = 'mfa@acme.example';
const HOUR_S = 3600;

let server: TestServer;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      mail: {
        ...mailSettings(),
        maxRecipients: 3,
        documentSend: { perUserHour: 2, perUserDay: 3, perClientHour: 3, perClientDay: 5 },
        uploadNotification: { perUserHour: 2, perUserDay: 10 },
      },
    },
    features: ['common.documents'],
  });
  [clientId] = await server.clientIdsOf(MARIA) as [string];
});
afterAll(async () => { await server.stop(); });
// The limits count the outbox: each test starts from an empty one.
beforeEach(async () => { await server.ctx.db.deleteFrom('outbox').execute(); });

const db = () => documentsDb(server.ctx.db);
const outbox = (purpose: string) => server.ctx.db.selectFrom('outbox').selectAll().where('purpose', '=', purpose).orderBy('createdAt').execute();
/** Moves every e-mail two hours back: out of the hour's count, still in the day's. */
const twoHoursAgo = async () => {
  const rows = await server.ctx.db.selectFrom('outbox').select(['id', 'createdAt']).execute();
  for (const row of rows) {
    await server.ctx.db.updateTable('outbox').set({ createdAt: new Date(Date.parse(row.createdAt) - 2 * HOUR_S * 1000).toISOString() }).where('id', '=', row.id).execute();
  }
};
const call = async (email: string, url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, headers: await server.headersFor(email), payload });

describe('send documents', () => {
  let documentId: string;
  beforeAll(async () => {
    documentId = (await db().selectFrom('documents').select('id').where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirstOrThrow()).id;
  });
  const send = (email: string, body: { recipients?: string[]; message?: string } = {}) =>
    call(email, apiPath('send', { clientId }), { documentIds: [documentId], recipients: ['ana@example.com'], ...body });
  const shareLinks = async () => (await db().selectFrom('shareLinks').select('id').execute()).length;

  it('refuses more recipients than a message may have with 400 MAIL_TOO_MANY_RECIPIENTS, sending and keeping nothing', async () => {
    const links = await shareLinks();
    const res = await send(MARIA, { recipients: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'] });
    expect([res.statusCode, res.json().code]).toEqual([400, 'MAIL_TOO_MANY_RECIPIENTS']);
    expect(await outbox(DOCUMENT_SEND_PURPOSE)).toHaveLength(0);
    expect(await shareLinks()).toBe(links);
    // The same address twice (any case) is one recipient.
    const ok = await send(MARIA, { recipients: ['a@example.com', 'A@example.com', 'b@example.com', 'c@example.com'] });
    expect([ok.statusCode, ok.json().recipients]).toEqual([200, ['a@example.com', 'b@example.com', 'c@example.com']]);
    const [mail] = await outbox(DOCUMENT_SEND_PURPOSE);
    expect(JSON.parse(mail!.recipients)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('limits each person per hour and per day: 429 MAIL_RATE_LIMITED with Retry-After, concurrent requests included', async () => {
    // Six at once: the check and the record are one step, so only the hour's two go out.
    const burst = await Promise.all(Array.from({ length: 6 }, () => send(MARIA)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().code).toBe('MAIL_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(HOUR_S - 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(HOUR_S);
    expect(await outbox(DOCUMENT_SEND_PURPOSE)).toHaveLength(2);
    // Every refusal is audited as one.
    expect((await auditRows(server, 'POST /api/documents/v1/clients/:clientId/send')).filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(4);

    // Two hours on, the hour allows again, but the day has room for one more (3).
    await twoHoursAgo();
    expect((await send(MARIA)).statusCode).toBe(200);
    const overDay = await send(MARIA);
    expect([overDay.statusCode, overDay.json().code]).toEqual([429, 'MAIL_RATE_LIMITED']);
    expect(Number(overDay.headers['retry-after'])).toBeGreaterThan(20 * HOUR_S);
    expect(await outbox(DOCUMENT_SEND_PURPOSE)).toHaveLength(3);
  });

  it("limits a client's people together per hour and per day, below each one's own limit", async () => {
    expect((await send(MARIA)).statusCode).toBe(200);
    expect((await send(MARIA)).statusCode).toBe(200);
    expect((await send(MORGAN)).statusCode).toBe(200);
    // Morgan has sent one of his two, but the client has had its three this hour.
    const overHour = await send(MORGAN);
    expect([overHour.statusCode, overHour.json().code]).toEqual([429, 'MAIL_RATE_LIMITED']);
    expect(await outbox(DOCUMENT_SEND_PURPOSE)).toHaveLength(3);

    await twoHoursAgo();
    expect((await send(MARIA)).statusCode).toBe(200);
    expect((await send(MORGAN)).statusCode).toBe(200);
    // The client's fifth of the day: Morgan is within his own hour (1 of 2) and day (2 of 3).
    const overDay = await send(MORGAN);
    expect([overDay.statusCode, overDay.json().code]).toEqual([429, 'MAIL_RATE_LIMITED']);
    expect(Number(overDay.headers['retry-after'])).toBeGreaterThan(20 * HOUR_S);
    const mails = await outbox(DOCUMENT_SEND_PURPOSE);
    expect(mails).toHaveLength(5);
    expect(mails.every((m) => m.clientId === clientId)).toBe(true);
  });

  it("quotes the sender's words as theirs, naming the sender, in the sender's e-mail", async () => {
    const res = await send(MARIA, { message: 'For the audit.\r\nCall me.\u2028Thanks' });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox(DOCUMENT_SEND_PURPOSE);
    expect(mail!.subject).toMatch(/^Maria Lopez \(Acme Bakery LLC\) shared 1 document with you$/);
    expect(mail!.body).toContain('Maria Lopez <maria@acme.example> of Acme Bakery LLC shared 1 document with you');
    expect(mail!.body).toContain('Maria Lopez wrote:\n> For the audit.\n> Call me.\n> Thanks\nThe message above is Maria Lopez\'s own, not ');
    expect(mail!.senderUserId).toBe(await server.userId(MARIA));
  });

  describe('header injection', () => {
    const INJECTED = /^(bcc|cc|x-injected)\s*:/im;
    /** The header block of the .eml the mail job wrote for the newest e-mail (once the job has run). */
    const headersOfNewest = async () => {
      const mails = await outbox(DOCUMENT_SEND_PURPOSE);
      const file = path.join(server.dataDir, 'outbox', `${mails.at(-1)!.id}.eml`);
      const eml = await eventually(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8'));
      return { head: eml.slice(0, eml.indexOf('\n\n')), body: eml.slice(eml.indexOf('\n\n') + 2) };
    };

    it.each([
      ['CRLF and a header', 'ana@example.com\r\nBcc: evil@example.net'],
      ['LF alone', 'ana@example.com\nBcc: evil@example.net'],
      ['a second address after a comma', 'ana@example.com,evil@example.net'],
      ['a display name', 'Ana <ana@example.com>'],
      ['a quoted local part', '"a\\r\\nb"@example.com'],
      ['a NUL', 'ana\u0000@example.com'],
      ['a domain without a dot', 'ana@localhost'],
    ])('refuses a recipient with %s (400), sending nothing', async (_, address) => {
      const res = await send(MARIA, { recipients: [address] });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await outbox(DOCUMENT_SEND_PURPOSE)).toHaveLength(0);
    });

    it('keeps a line break in the message, the names and the client inside the body or on one header line', async () => {
      const maria = await server.userId(MARIA);
      const name = await server.ctx.db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', maria).executeTakeFirstOrThrow();
      const client = await server.ctx.db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirstOrThrow();
      await server.ctx.db.updateTable('users').set({ firstName: 'Maria\r\nBcc: evil@example.net', lastName: 'Lopez\nX-Injected: 1' }).where('id', '=', maria).execute();
      await server.ctx.db.updateTable('clients').set({ name: 'Acme\r\nCc: evil@example.net\r\n\r\nFake body' }).where('id', '=', clientId).execute();
      try {
        const res = await send(MARIA, { message: 'Hello\r\nBcc: evil@example.net\r\n\r\nX-Injected: 1' });
        expect(res.statusCode).toBe(200);
        const { head, body } = await headersOfNewest();
        expect(head).not.toMatch(INJECTED);
        expect(head).toMatch(/^To: ana@example\.com$/m);
        // The subject is one header (folded lines start with white space), with the names on it.
        expect(head.split('\n').filter((line) => /^subject:/i.test(line))).toHaveLength(1);
        const [mail] = await outbox(DOCUMENT_SEND_PURPOSE);
        expect(mail!.subject).toBe('Maria Bcc: evil@example.net Lopez X-Injected: 1 (Acme Cc: evil@example.net Fake body) shared 1 document with you');
        // The caller's lines stay quoted in the body, never a line of their own.
        expect(mail!.body).toContain('> Hello\n> Bcc: evil@example.net\n>\n> X-Injected: 1\n');
        expect(mail!.body).not.toMatch(/^(Bcc|X-Injected|Cc):/m);
        expect(body).toContain('> Bcc: evil@example.net');
      } finally {
        await server.ctx.db.updateTable('users').set(name).where('id', '=', maria).execute();
        await server.ctx.db.updateTable('clients').set(client).where('id', '=', clientId).execute();
      }
    });
  });
});

describe('upload notifications', () => {
  const upload = async (email: string, name: string, query = '') => {
    const body = multipartBody([{ name, content: demoPdf(name) }]);
    const res = await server.app.inject({
      method: 'POST', url: apiPath('uploads', { clientId }) + query, headers: { ...(await server.headersFor(email)), ...body.headers }, payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().success[0].id as string;
  };
  const notify = (email: string, documentIds: string[]) => call(email, apiPath('uploadNotification', { clientId }), { documentIds });
  const notifiedAt = async (id: string) => (await db().selectFrom('documents').select('uploadNotifiedAt').where('id', '=', id).executeTakeFirstOrThrow()).uploadNotifiedAt;
  const staffOfFirm = async () => (await server.ctx.db.selectFrom('users as u').innerJoin('clients as c', 'c.firmId', 'u.firmId')
    .select('u.email').where('c.id', '=', clientId).where('u.isStaff', '=', 1).orderBy('u.email').execute()).map((u) => u.email);

  it("e-mails the staff once per batch, only about the caller's recent uploads not notified yet", async () => {
    const first = await upload(MARIA, 'Batch one.pdf');
    const second = await upload(MARIA, 'Batch two.pdf');
    const old = await upload(MARIA, 'Old upload.pdf');
    await db().updateTable('documents').set({ modifiedAt: new Date(Date.now() - 2 * HOUR_S * 1000).toISOString() }).where('id', '=', old).execute();
    const morgans = await upload(MORGAN, 'Morgan upload.pdf');
    const seeded = (await db().selectFrom('documents').select('id').where('clientId', '=', clientId)
      .where('id', 'not in', [first, second, old, morgans]).executeTakeFirstOrThrow()).id;

    const res = await notify(MARIA, [first, second, second, old, morgans, seeded, 'no-such-document']);
    expect([res.statusCode, res.json()]).toEqual([200, { queued: true, notified: 2 }]);
    const mails = await outbox(UPLOAD_NOTIFICATION_PURPOSE);
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.recipients)).toEqual(await staffOfFirm());
    expect(mails[0]!.subject).toBe('Acme Bakery LLC: 2 new documents uploaded');
    expect(mails[0]!.body).toBe('Maria Lopez <maria@acme.example> uploaded to Acme Bakery LLC:\n\n- Batch one.pdf\n- Batch two.pdf\n');
    expect(await notifiedAt(old)).toBeNull();
    expect(await notifiedAt(morgans)).toBeNull();

    // Again, and 30 times: already notified, nothing more goes.
    const again = await Promise.all(Array.from({ length: 30 }, () => notify(MARIA, [first, second])));
    expect(again.map((r) => r.json())).toEqual(Array.from({ length: 30 }, () => ({ queued: false, notified: 0 })));
    expect(await outbox(UPLOAD_NOTIFICATION_PURPOSE)).toHaveLength(1);
  });

  it('limits each person per hour: 429 MAIL_RATE_LIMITED, the documents left for a later batch, uploads stored regardless', async () => {
    expect((await notify(MARIA, [await upload(MARIA, 'Rate one.pdf')])).json()).toEqual({ queued: true, notified: 1 });
    expect((await notify(MARIA, [await upload(MARIA, 'Rate two.pdf')])).json()).toEqual({ queued: true, notified: 1 });
    const third = await upload(MARIA, 'Rate three.pdf');
    const refused = await notify(MARIA, [third]);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'MAIL_RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await notifiedAt(third)).toBeNull();
    // An upload asking for its own notification is stored all the same, without one.
    const fourth = await upload(MARIA, 'Rate four.pdf', '?notifyOnEachUpload=true');
    expect(await notifiedAt(fourth)).toBeNull();
    expect(await outbox(UPLOAD_NOTIFICATION_PURPOSE)).toHaveLength(2);

    // Once the hour has passed, one batch covers both.
    await twoHoursAgo();
    expect((await notify(MARIA, [third, fourth])).json()).toEqual({ queued: true, notified: 2 });
    expect(await outbox(UPLOAD_NOTIFICATION_PURPOSE)).toHaveLength(3);
  });

  it('notifies a replaced file again: it is a new upload', async () => {
    const id = await upload(MARIA, 'Replaced.pdf');
    expect((await notify(MARIA, [id])).json()).toEqual({ queued: true, notified: 1 });
    expect(await upload(MARIA, 'Replaced.pdf', '?onConflict=replace')).toBe(id);
    expect((await notify(MARIA, [id])).json()).toEqual({ queued: true, notified: 1 });
    expect(await outbox(UPLOAD_NOTIFICATION_PURPOSE)).toHaveLength(2);
  });
});
