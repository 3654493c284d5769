import { API } from '@portico/contract/api-paths';
import { DEMO_USERS } from '@portico/plugin-server';
import { type DemoTestServer, JOAO, MARIA, previewHeaders, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { SUPPORT_API, type FeedbackPage } from '../contract';
import { serverChannels } from './channels/settings';
import { FEEDBACK_PER_MINUTE } from './feedback/routes';
import { supportDb } from './tables';

const CARLOS = DEMO_USERS.carlos;
let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us', { features: ['common.support'] }); });
afterAll(async () => { await t.server.stop(); });

describe('support channels', () => {
  it("answers no made-up chat or address where neither the firm nor the server names one; the environment sets the server's", async () => {
    const res = await t.call(MARIA, { method: 'GET', url: SUPPORT_API.channels });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      chatUrl: null, chatHours: null,
      emails: { us: null, gb: null, ca: null, nl: null, ar: null, br: null, in: null, au: null },
    });
    const configured = serverChannels({ PORTICO_SUPPORT_CHAT_URL: 'https://chat.firm.example/start', PORTICO_SUPPORT_EMAIL_GB: 'help@firm.co.uk' });
    expect([configured.chatUrl, configured.emails.gb, configured.emails.us]).toEqual(['https://chat.firm.example/start', 'help@firm.co.uk', null]);
    expect((await t.server.app.inject({ method: 'GET', url: SUPPORT_API.channels })).statusCode).toBe(401);
  });
});

describe('feedback', () => {
  const post = (email: string, payload: unknown) => t.call(email, { method: 'POST', url: SUPPORT_API.feedback, payload: payload as object });

  it('stores the mood and the trimmed message with the writer, the firm and the client company', async () => {
    const res = await post(JOAO, { mood: 'sad', message: '  A busca de documentos está lenta  ', clientId: t.joaoClients[0] });
    expect(res.statusCode).toBe(201);
    const row = await supportDb(t.server.ctx.db).selectFrom('feedback').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    const joao = await t.server.ctx.db.selectFrom('users').select(['id', 'firmId']).where('email', '=', JOAO).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mood: 'sad', message: 'A busca de documentos está lenta', userId: joao.id, subjectUserId: joao.id, firmId: joao.firmId, clientId: t.joaoClients[0] });
  });

  it('refuses a wrong mood, a blank or too long message, unknown fields, and a client that is not the caller\'s', async () => {
    const bad = [
      { mood: 'angry', message: 'x' },
      { mood: 'happy', message: '   ' },
      { mood: 'happy' },
      { mood: 'happy', message: 'x'.repeat(2001) },
      { mood: 'happy', message: 'ok', rating: 5 },
    ];
    for (const payload of bad) {
      const res = await post(JOAO, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const stranger = await post(JOAO, { mood: 'happy', message: 'ok', clientId: t.mariaClients[0] });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const preview = await t.server.app.inject({
      method: 'POST', url: SUPPORT_API.feedback, headers: await previewHeaders(t.server, STAFF, JOAO), payload: { mood: 'happy', message: 'as joao' },
    });
    expect([preview.statusCode, preview.json().code]).toEqual([403, 'PREVIEW_READ_ONLY']);
    expect((await t.server.app.inject({ method: 'POST', url: SUPPORT_API.feedback, payload: { mood: 'happy', message: 'x' } })).statusCode).toBe(401);
  });

  it(`takes ${FEEDBACK_PER_MINUTE} a minute from one person, then answers 429 RATE_LIMITED`, async () => {
    const answers = [];
    for (let i = 0; i <= FEEDBACK_PER_MINUTE; i++) answers.push((await post(MARIA, { mood: 'happy', message: `note ${i}` })).statusCode);
    expect(answers).toEqual([...Array(FEEDBACK_PER_MINUTE).fill(201), 429]);
    // Another person of the same office (same address) is not held back.
    expect((await post(JOAO, { mood: 'happy', message: 'still mine' })).statusCode).toBe(201);
  });

  it("lists the firm's feedback, newest first, to its staff only (no other firm's), and documents the call", async () => {
    const marker = `staff list ${Date.now()}`;
    await post(CARLOS, { mood: 'happy', message: marker, clientId: (await t.server.clientIdsOf(CARLOS))[0] });
    const res = await t.call(STAFF, { method: 'GET', url: `${SUPPORT_API.feedback}?itemsPerPage=100` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as FeedbackPage;
    expect(page.items[0]).toMatchObject({ mood: 'happy', message: marker, author: { name: 'Carlos Mendes', email: CARLOS }, client: { id: expect.any(String) } });
    // Maria's (same firm) are there; João's firm is another one.
    expect(page.items.filter((i) => i.author.email === MARIA)).toHaveLength(FEEDBACK_PER_MINUTE);
    expect(page.items.filter((i) => i.author.email === JOAO)).toEqual([]);
    expect(page.totalItems).toBe(page.items.length);

    const client = await t.call(MARIA, { method: 'GET', url: SUPPORT_API.feedback });
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    const doc = (await t.server.app.inject({ url: API.openApi })).json();
    expect(doc.paths['/api/support/v1/feedback'].get.summary).toMatch(/staff only/);
    expect(doc.paths['/api/support/v1/feedback'].post).toBeDefined();
  });
});
