import { randomUUID } from 'node:crypto';
import { fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { type DemoTestServer, EQUIPE, JOAO, MARIA, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../contract';
import { notify } from './index';
import { notificationsDb } from './tables';

let t: DemoTestServer;
/** A second contact of Horizonte's, of joao's second company only: hears nothing of the first's. */
const ANA = 'ana@contabil.example';
beforeAll(async () => {
  t = await startDemoTestServer('br');
  const joao = await t.server.ctx.db.selectFrom('users').selectAll().where('email', '=', JOAO).executeTakeFirstOrThrow();
  const id = randomUUID();
  await t.server.ctx.db.insertInto('users').values({ ...joao, id, email: ANA, firstName: 'Ana', contactId: null }).execute();
  await t.server.ctx.db.insertInto('userClients').values({ userId: id, clientId: t.joaoClients[1]! }).execute();
});
afterAll(async () => { await t.server.stop(); });

type Item = { id: string; category: string; link: string; clientId: string; params: Record<string, string | number>; readAt: string | null };
const centre = async (email: string) => (await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '50' } })).json() as { items: Item[]; unread: number; totalItems: number };
const latest = async (email: string, category: string) => (await centre(email)).items.filter((i) => i.category === category);
const post = (email: string, url: string, payload?: object) => t.call(email, { method: 'POST', url, ...(payload ? { payload } : {}) });

describe('the notification centre', () => {
  it("lists the caller's own notifications, newest first, counts the unread, and marks one or all read", async () => {
    const clientId = t.mariaClients[0]!;
    for (const n of [1, 2, 3]) {
      await notify(t.server.ctx, { category: 'taskAssigned', clientId, key: `centre-test:${n}`, link: `/tasks/t${n}`, params: { title: `Task ${n}` } });
    }
    const before = await centre(MARIA);
    expect(before.items.slice(0, 3).map((i) => i.params.title)).toEqual(['Task 3', 'Task 2', 'Task 1']);
    expect(before.items[0]).toMatchObject({ link: '/tasks/t3', clientId, readAt: null, params: { client: expect.any(String) } });
    const read = await post(MARIA, fillPath(NOTIFICATIONS_API.read, { notificationId: before.items[0]!.id }));
    expect(read.statusCode).toBe(204);
    expect((await centre(MARIA)).unread).toBe(before.unread - 1);
    // Someone else's notification is not found, and stays unread.
    expect((await post(STAFF, fillPath(NOTIFICATIONS_API.read, { notificationId: before.items[1]!.id }))).json().code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await post(MARIA, NOTIFICATIONS_API.readAll)).statusCode).toBe(204);
    expect((await centre(MARIA)).unread).toBe(0);
  });

  it('reports one event once however often it is reported, and leaves the actor out', async () => {
    const clientId = t.mariaClients[0]!;
    const event = { category: 'taskAssigned' as const, clientId, key: 'once-test', link: '/tasks/once', params: { title: 'Once' } };
    expect(await notify(t.server.ctx, event)).toBeGreaterThan(0);
    expect(await notify(t.server.ctx, event)).toBe(0);
    expect((await latest(MARIA, 'taskAssigned')).filter((i) => i.params.title === 'Once')).toHaveLength(1);
    const mariaId = await t.server.userId(MARIA);
    await notify(t.server.ctx, { ...event, key: 'actor-test', actorUserId: mariaId });
    expect((await latest(MARIA, 'taskAssigned')).some((i) => i.link === '/tasks/once' && i.id !== undefined)).toBe(true);
    expect(await notificationsDb(t.server.ctx.db).selectFrom('commonNotifications').select('id').where('eventKey', '=', 'actor-test').where('userId', '=', mariaId).execute()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.server.app.inject({ method: 'GET', url: NOTIFICATIONS_API.list })).statusCode).toBe(401);
  });
});

describe('what is notified, to whom', () => {
  it("a task the firm assigns reaches the client's contacts, a task they hand in the firm's staff; nobody else", async () => {
    const clientId = t.mariaClients[0]!;
    const created = await post(STAFF, fillPath('/api/tasks/v1/staff/clients/:clientId/document-requests', { clientId }), { title: 'Bank statements 2026', items: [{ description: 'January' }] });
    expect(created.statusCode).toBe(201);
    const taskId = created.json().task.id as string;
    expect((await latest(MARIA, 'taskAssigned'))[0]).toMatchObject({ link: `/tasks/${taskId}`, clientId, params: { title: 'Bank statements 2026' } });
    for (const other of [JOAO, EQUIPE, STAFF]) expect((await latest(other, 'taskAssigned')).some((i) => i.link === `/tasks/${taskId}`)).toBe(false);

    // maria marks the item not applicable and hands the task in.
    const item = created.json().items[0];
    await post(MARIA, fillPath('/api/tasks/v1/clients/:clientId/document-requests/:taskId/items/:itemId/not-applicable', { clientId, taskId, itemId: item.id }), { reason: 'No account that month' });
    expect((await post(MARIA, fillPath('/api/tasks/v1/clients/:clientId/tasks/:taskId/submit', { clientId, taskId }))).statusCode).toBe(200);
    expect((await latest(STAFF, 'taskSubmitted'))[0]).toMatchObject({ link: `/staff/tasks/${clientId}/${taskId}`, params: { title: 'Bank statements 2026' } });
    expect(await latest(EQUIPE, 'taskSubmitted')).toEqual([]);
    expect(await latest(MARIA, 'taskSubmitted')).toEqual([]);
  });

  it("a client's upload reaches its firm's staff; documents the firm adds reach that client's contacts only", async () => {
    const [clientId, otherClient] = t.joaoClients as [string, string];
    const upload = await t.call(JOAO, { method: 'POST', url: fillPath('/api/documents/v1/clients/:clientId/uploads', { clientId }),
      ...multipartBody([{ name: 'Extrato.pdf', content: demoPdf('Extrato'), type: 'application/pdf' }]) });
    expect(upload.statusCode).toBe(200);
    expect((await latest(EQUIPE, 'clientUpload'))[0]).toMatchObject({ link: '/staff/client-documents', params: { count: 1, name: 'Extrato.pdf', uploader: 'João Silva' } });
    expect(await latest(STAFF, 'clientUpload')).toEqual([]);

    const folders = (await t.call(EQUIPE, { method: 'GET', url: fillPath('/api/documents/v1/staff/clients/:clientId/containers', { clientId }) })).json().containers;
    const firm = await t.call(EQUIPE, { method: 'POST', url: fillPath('/api/documents/v1/staff/clients/:clientId/uploads', { clientId }), query: { notify: 'true', containerId: folders[0].id },
      ...multipartBody([{ name: 'Balanço 2026.pdf', content: demoPdf('Balanco'), type: 'application/pdf' }]) });
    expect([firm.statusCode, firm.json().notified]).toEqual([200, 1]);
    const [item] = await latest(JOAO, 'documentFromFirm');
    expect(item).toMatchObject({ clientId, params: { count: 1, name: 'Balanço 2026.pdf' } });
    expect(item!.link).toBe(`/documents?folder=${folders[0].id}&open=${firm.json().success[0].id}`);
    expect(await latest(ANA, 'documentFromFirm')).toEqual([]);
    expect(otherClient).not.toBe(clientId);
  });

  it("a request joao sends reaches Horizonte's staff; the firm's reply reaches joao alone", async () => {
    const clientId = t.joaoClients[0]!;
    const created = await post(JOAO, fillPath('/api/service-requests/v1/clients/:clientId/requests', { clientId }), {
      type: 'Generic', payload: { subject: 'Recibo de férias', category: 'Payroll', message: 'Precisamos do recibo.' } });
    const id = created.json().id as string;
    await post(JOAO, fillPath('/api/service-requests/v1/clients/:clientId/requests/:requestId/submit', { clientId, requestId: id }));
    expect((await latest(EQUIPE, 'requestSubmitted'))[0]).toMatchObject({ link: `/staff/inbox/${id}`, params: { reference: created.json().reference } });
    expect(await latest(STAFF, 'requestSubmitted')).toEqual([]);

    await post(EQUIPE, fillPath('/api/service-requests/v1/staff/clients/:clientId/requests/:requestId/send-back', { clientId, requestId: id }), { reason: 'Informe o período.' });
    expect((await latest(JOAO, 'requestAnswered'))[0]).toMatchObject({ link: `/actions/service-request/requests?id=${id}`, params: { variant: 'sentBack' } });
    expect(await latest(ANA, 'requestAnswered')).toEqual([]);
  });

  it('news published to chosen clients reaches their contacts, once each, and no one else', async () => {
    const [first, second] = t.joaoClients as [string, string];
    const article = (await post(EQUIPE, '/api/br-news/v1/staff/articles', {
      title: 'Prazo do IRPF', summary: 'Até 31 de maio.', author: 'Equipe', bodyHtml: '<p>Olá</p>', audience: 'clients', clientIds: [first, second], tag: null,
    })).json();
    expect((await post(EQUIPE, fillPath('/api/br-news/v1/staff/articles/:id/publish', { id: article.id }), {})).statusCode).toBe(200);
    expect((await latest(JOAO, 'newsPublished')).filter((i) => i.link === `/home/news/${article.id}`)).toHaveLength(1);
    expect((await latest(ANA, 'newsPublished')).filter((i) => i.link === `/home/news/${article.id}`)).toHaveLength(1);
    expect(await latest(MARIA, 'newsPublished')).toEqual([]);
    expect(await latest(EQUIPE, 'newsPublished')).toEqual([]);
  });
});

describe('preferences', () => {
  it("lists the caller's own categories with the defaults, keeps a choice, and refuses another audience's category", async () => {
    const mine = (await t.call(MARIA, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json().items;
    expect(mine.map((p: { category: string }) => p.category)).toEqual(['documentFromFirm', 'taskAssigned', 'taskDue', 'requestAnswered', 'newsPublished', 'certificateExpiring',
      'manifestDeadline', 'clearanceCertificate', 'invoiceIssued', 'invoiceOverdue', 'requestSentBack', 'newDeviceSignIn']);
    expect(mine[0]).toEqual({ category: 'documentFromFirm', channel: 'both', frequency: 'immediately' });
    const staff = (await t.call(STAFF, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json().items;
    expect(staff.find((p: { category: string }) => p.category === 'clientUpload')).toEqual({ category: 'clientUpload', channel: 'inApp', frequency: 'immediately' });

    const put = await t.call(MARIA, { method: 'PUT', url: NOTIFICATIONS_API.preferences, payload: { items: [{ category: 'newsPublished', channel: 'none', frequency: 'immediately' }] } });
    expect(put.json().items.find((p: { category: string }) => p.category === 'newsPublished')).toEqual({ category: 'newsPublished', channel: 'none', frequency: 'immediately' });
    const foreign = await t.call(MARIA, { method: 'PUT', url: NOTIFICATIONS_API.preferences, payload: { items: [{ category: 'clientUpload', channel: 'none', frequency: 'immediately' }] } });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'CATEGORY_NOT_YOURS']);
    const bad = await t.call(MARIA, { method: 'PUT', url: NOTIFICATIONS_API.preferences, payload: { items: [{ category: 'newsPublished', channel: 'fax', frequency: 'immediately' }] } });
    expect(bad.statusCode).toBe(400);

    // Nowhere: nothing is recorded for her.
    await notify(t.server.ctx, { category: 'newsPublished', clientId: t.mariaClients[0]!, key: 'muted-news', link: '/home/news/x', params: { title: 'Muted' } });
    expect(await latest(MARIA, 'newsPublished')).toEqual([]);
  });
});

describe('preferences in the us variant', () => {
  let us: DemoTestServer;
  beforeAll(async () => { us = await startDemoTestServer('us'); });
  afterAll(async () => { await us.server.stop(); });

  it('ask only about what its features raise: no requests, news or A1 certificates, and a choice for one is refused', async () => {
    const categories = async (email: string) => (await us.call(email, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json().items
      .map((p: { category: string }) => p.category);
    expect(await categories(MARIA)).toEqual(['documentFromFirm', 'taskAssigned', 'taskDue', 'invoiceIssued', 'invoiceOverdue', 'newDeviceSignIn']);
    expect(await categories(STAFF)).toEqual(['clientUpload', 'taskSubmitted', 'newDeviceSignIn']);
    const put = await us.call(MARIA, { method: 'PUT', url: NOTIFICATIONS_API.preferences, payload: { items: [{ category: 'certificateExpiring', channel: 'none', frequency: 'immediately' }] } });
    expect([put.statusCode, put.json().code]).toEqual([400, 'CATEGORY_NOT_YOURS']);
  });
});
