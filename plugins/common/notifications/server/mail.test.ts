import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, EQUIPE, eventually, JOAO, mailSettings, startDemoTestServer, startTestSmtpServer, type TestSmtpServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../contract';
import { sendDigests } from './digest';
import { notify } from './index';
import { notificationsDb } from './tables';
import { readMail } from './test-mime';

let smtp: TestSmtpServer;
let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // Short retries: two more tries after the first, half a second apart and then one second.
  t = await startDemoTestServer('br', { config: { smtpUrl: smtp.url, jobPollMs: 200, mail: { ...mailSettings(), retryLimit: 2, retryDelaySeconds: 0.5 } } });
  clientId = t.joaoClients[0]!;
});
afterAll(async () => {
  await t.server.stop();
  await smtp.close();
});
beforeEach(() => {
  smtp.refusing = false;
  smtp.refuseNext = 0;
});

const SR = '/api/service-requests/v1';
const receivedFor = (email: string, subject: RegExp) => smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw))
  .filter((m) => subject.test(m.header('subject') ?? ''));
const centre = async (email: string) => (await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '50' } })).json().items as Array<{ category: string; link: string; params: Record<string, unknown> }>;
const setPreference = (email: string, category: string, channel: string, frequency = 'immediately') =>
  t.call(email, { method: 'PUT', url: NOTIFICATIONS_API.preferences, payload: { items: [{ category, channel, frequency }] } });

/** joao sends a general request and the firm replies to it; answers the request. */
async function repliedRequest(subject: string) {
  const created = (await t.call(JOAO, { method: 'POST', url: fillPath(`${SR}/clients/:clientId/requests`, { clientId }), payload: {
    type: 'Generic', payload: { subject, category: 'Payroll', message: 'Precisamos do recibo.' } } })).json();
  await t.call(JOAO, { method: 'POST', url: fillPath(`${SR}/clients/:clientId/requests/:requestId/submit`, { clientId, requestId: created.id }) });
  const reply = await t.call(EQUIPE, { method: 'POST', url: fillPath(`${SR}/staff/clients/:clientId/requests/:requestId/replies`, { clientId, requestId: created.id }),
    payload: { body: 'Segue o recibo.', attachments: [] } });
  expect(reply.statusCode).toBe(201);
  return created as { id: string; reference: string };
}

describe('notification e-mails through a real SMTP server', () => {
  it("a staff reply to joao's request: one e-mail in pt-BR with the request's link, HTML and text, one-click unsubscribe, and one in-app item", async () => {
    const request = await repliedRequest('Recibo de férias');
    const [mail, ...more] = await eventually(() => receivedFor(JOAO, new RegExp(request.reference)).length > 0 && receivedFor(JOAO, new RegExp(request.reference)));
    expect(more).toEqual([]);
    const link = `http://localhost:8080/actions/service-request/requests?id=${request.id}`;
    expect(mail!.header('subject')).toBe(`Horizonte Contabilidade: O escritório respondeu à sua solicitação ${request.reference}: Recibo de férias`);
    expect(mail!.text).toContain('Olá, João,');
    expect(mail!.text).toContain(`Abra no portal: ${link}`);
    expect(mail!.html).toContain(`<a href="${link}">`);
    expect(mail!.html).toContain('<h1 style="font-size:1.25rem">Horizonte Contabilidade</h1>');
    expect(mail!.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:8080\/api\/notifications\/v1\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const items = (await centre(JOAO)).filter((i) => i.link === `/actions/service-request/requests?id=${request.id}`);
    expect(items).toEqual([expect.objectContaining({ category: 'requestAnswered', params: expect.objectContaining({ variant: 'replied' }) })]);
  });

  it('refused once by the SMTP server, the e-mail is retried and arrives exactly once', async () => {
    smtp.refuseNext = 1;
    await notify(t.server.ctx, { category: 'taskAssigned', clientId, key: 'retry-test', link: '/tasks/retry', params: { title: 'Retry once' } });
    await eventually(() => smtp.refuseNext === 0 && receivedFor(JOAO, /Retry once/).length === 1);
    const outbox = () => notificationsDb(t.server.ctx.db).selectFrom('commonNotifications as n').innerJoin('outbox as o', 'o.id', 'n.outboxId')
      .select(['o.sentAt', 'o.failedAt']).where('n.eventKey', '=', 'retry-test').executeTakeFirstOrThrow();
    const row = await eventually(async () => (await outbox()).sentAt !== null && outbox());
    expect(row.failedAt).toBeNull();
    // The same event reported again sends nothing more, and the job ran to its end.
    await notify(t.server.ctx, { category: 'taskAssigned', clientId, key: 'retry-test', link: '/tasks/retry', params: { title: 'Retry once' } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receivedFor(JOAO, /Retry once/)).toHaveLength(1);
  });

  it("a digest gathers the day's items into one message; a second run that day sends none and drops nothing", async () => {
    await setPreference(JOAO, 'newsPublished', 'both', 'dailyDigest');
    await setPreference(JOAO, 'taskAssigned', 'both', 'dailyDigest');
    await notify(t.server.ctx, { category: 'newsPublished', clientId, key: 'digest-news', link: '/home/news/n1', params: { title: 'Prazo do IRPF' } });
    await notify(t.server.ctx, { category: 'taskAssigned', clientId, key: 'digest-task', link: '/tasks/d1', params: { title: 'Extratos de maio' } });
    expect(receivedFor(JOAO, /Prazo do IRPF|Extratos de maio/)).toEqual([]);
    const day = new Date(Date.now() + 1000);
    expect(await sendDigests(t.server.ctx, day)).toBe(1);
    const [digest] = await eventually(() => receivedFor(JOAO, /novidades/).length > 0 && receivedFor(JOAO, /novidades/));
    expect(digest!.header('subject')).toBe('Horizonte Contabilidade: 2 novidades');
    expect(digest!.text).toContain('- Notícia do escritório: Prazo do IRPF');
    expect(digest!.text).toContain('- Nova tarefa para');
    expect(digest!.html).toContain('http://localhost:8080/tasks/d1');

    // Arriving after the day's digest: kept for the next day's, not lost.
    await notify(t.server.ctx, { category: 'taskAssigned', clientId, key: 'digest-late', link: '/tasks/d2', params: { title: 'Folha de junho' } });
    expect(await sendDigests(t.server.ctx, new Date(day.getTime() + 1000))).toBe(0);
    expect(await sendDigests(t.server.ctx, new Date(day.getTime() + 86_400_000))).toBe(1);
    await eventually(() => receivedFor(JOAO, /1 novidade$/).length === 1);
    expect(receivedFor(JOAO, /1 novidade$/)[0]!.text).toContain('Folha de junho');
    await setPreference(JOAO, 'newsPublished', 'both');
    await setPreference(JOAO, 'taskAssigned', 'both');
  });

  it("the unsubscribe link turns that category's e-mail off with one POST and no session; the in-app copy stays", async () => {
    await notify(t.server.ctx, { category: 'documentFromFirm', clientId, key: 'unsubscribe-1', link: '/documents', params: { count: 1, name: 'Balanço.pdf' } });
    const [mail] = await eventually(() => receivedFor(JOAO, /Balanço\.pdf/).length > 0 && receivedFor(JOAO, /Balanço\.pdf/));
    const url = new URL(/^<(.+)>$/.exec(mail!.header('list-unsubscribe')!)![1]!);
    const path = `${url.pathname}${url.search}`;

    // A link scanner's GET shows the button and changes nothing.
    const page = await t.server.app.inject({ method: 'GET', url: path });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('Parar os e-mails sobre “Novos documentos do escritório” para joao@contabil.example?');
    const forged = await t.server.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.unsubscribe}?token=${url.searchParams.get('token')!.slice(0, -2)}xx`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(400);
    const prefs = async () => (await t.call(JOAO, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json().items.find((p: { category: string }) => p.category === 'documentFromFirm');
    expect((await prefs()).channel).toBe('both');

    const done = await t.server.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('joao@contabil.example não recebe mais e-mails sobre “Novos documentos do escritório”');
    expect(await prefs()).toEqual({ category: 'documentFromFirm', channel: 'inApp', frequency: 'immediately' });

    await notify(t.server.ctx, { category: 'documentFromFirm', clientId, key: 'unsubscribe-2', link: '/documents', params: { count: 1, name: 'Depois.pdf' } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receivedFor(JOAO, /Depois\.pdf/)).toEqual([]);
    expect((await centre(JOAO)).some((i) => i.params.name === 'Depois.pdf')).toBe(true);
    // Other categories still e-mail.
    await notify(t.server.ctx, { category: 'taskAssigned', clientId, key: 'unsubscribe-3', link: '/tasks/u3', params: { title: 'Ainda por e-mail' } });
    await eventually(() => receivedFor(JOAO, /Ainda por e-mail/).length === 1);
  });
});
