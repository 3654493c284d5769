import { fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { ENDPOINTS, INBOX_STATUSES, SERVICE_REQUESTS_API as API } from '../contract';
import { serviceRequestsDb } from './tables';

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.service-requests'] });
  clientId = t.joaoClients[0]!;
});
afterAll(async () => { await t.server.stop(); });

type Item = { id: string; clientId: string; status: string; type: string; clientMovedAt: string; assignee: { id: string } | null };
const inbox = async (email: string, query: Record<string, string> = {}) => t.call(email, { method: 'GET', url: API.staffRequests, query });
const items = async (query: Record<string, string> = {}) => (await inbox(EQUIPE, { itemsPerPage: '100', ...query })).json().items as Item[];
const at = (path: string, requestId: string, client = clientId) => fillPath(path, { clientId: client, requestId });
const staffWrite = (email: string, method: 'POST' | 'PUT', path: string, requestId: string, payload: object, client = clientId) =>
  t.call(email, { method, url: at(path, requestId, client), payload });
const pdf = (name: string) => ({ fileName: name, content: demoPdf(name).toString('base64') });

/** joao sends a general request (it waits for the firm); answers its id. */
async function sent(subject: string): Promise<string> {
  const created = await t.call(JOAO, { method: 'POST', url: fillPath(API.serviceRequests, { clientId }), payload: {
    type: 'Generic', payload: { subject, category: 'Payroll', message: 'Precisamos do recibo de férias da Carla.' } } });
  const id = created.json().id as string;
  expect((await t.call(JOAO, { method: 'POST', url: at(API.serviceRequestSubmit, id) })).json().status).toBe('WaitingForAnswer');
  return id;
}
const clientView = async (id: string) => (await t.call(JOAO, { method: 'GET', url: at(API.serviceRequest, id) })).json();

describe("the firm's inbox", () => {
  it("holds Horizonte's requests in every status but drafts, longest waiting first, and filters them", async () => {
    const all = await items();
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(INBOX_STATUSES));
    expect(new Set(all.map((r) => r.clientId)).size).toBeGreaterThan(1);
    expect(all.map((r) => r.clientMovedAt)).toEqual(all.map((r) => r.clientMovedAt).sort());
    expect((await items({ status: 'Closed' })).every((r) => r.status === 'Closed')).toBe(true);
    expect((await items({ type: 'Generic' })).every((r) => r.type === 'Generic')).toBe(true);
    expect((await items({ clientId })).every((r) => r.clientId === clientId)).toBe(true);
    const mine = await items({ assignee: 'me' });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.assignee?.id === mine[0]!.assignee!.id)).toBe(true);
    expect((await items({ assignee: 'none' })).every((r) => r.assignee === null)).toBe(true);
    const old = await items({ minAgeDays: '10' });
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((r) => Date.now() - Date.parse(r.clientMovedAt) >= 10 * 86_400_000)).toBe(true);
    const paged = (await inbox(EQUIPE, { itemsPerPage: '2' })).json();
    expect([paged.items.length, paged.totalItems]).toEqual([2, all.length]);
  });

  it("shows one request with the client's form and what the rules find in it", async () => {
    const [first] = await items({ status: 'WaitingForAnswer' });
    const one = await t.call(EQUIPE, { method: 'GET', url: fillPath(API.staffRequest, { requestId: first!.id }) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first!.id, clientId: first!.clientId, payload: expect.any(Object), violations: expect.any(Array), messages: expect.any(Array) });
    const draft = await serviceRequestsDb(t.server.ctx.db).selectFrom('brServiceRequests').select('id').where('status', '=', 'Draft').executeTakeFirstOrThrow();
    expect((await t.call(EQUIPE, { method: 'GET', url: fillPath(API.staffRequest, { requestId: draft.id }) })).json().code).toBe('REQUEST_NOT_FOUND');
  });

  it('names the employee a request is about, in the list and beside the CPF of the form', async () => {
    const about = (await items()).filter((r) => ['NoticeVacation', 'NoticeTermination', 'EmployeeLeave', 'TerminationCalculation'].includes(r.type));
    expect(about.length).toBeGreaterThan(0);
    const titles = about.map((r) => (r as Item & { title: string }).title);
    expect(titles.filter((title) => /\d{3}\.\d{3}\.\d{3}-\d{2}/.test(title))).toEqual([]);
    const one = (await t.call(EQUIPE, { method: 'GET', url: fillPath(API.staffRequest, { requestId: about[0]!.id }) })).json();
    expect(one.people).toEqual([{ cpf: one.payload.cpf, name: one.title }]);
    const employee = await serviceRequestsDb(t.server.ctx.db).selectFrom('brEmployees').select('name')
      .where('clientId', '=', one.clientId).where('cpf', '=', one.payload.cpf).executeTakeFirstOrThrow();
    expect(one.title).toBe(employee.name);
  });

  it('send back → the client corrects and resubmits → reply with a file: each move reaches the client, by e-mail in their language, audited', async () => {
    const id = await sent('Recibo de férias');
    const back = await staffWrite(EQUIPE, 'POST', API.staffSendBack, id, { reason: 'Informe o período aquisitivo.' });
    expect([back.statusCode, back.json().status]).toEqual([200, 'WaitingForCorrection']);
    const corrected = await clientView(id);
    expect(corrected.status).toBe('WaitingForCorrection');
    expect(corrected.messages.at(-1)).toMatchObject({ fromFirm: true, body: 'Informe o período aquisitivo.', author: 'Equipe Horizonte' });

    const edit = await t.call(JOAO, { method: 'PUT', url: at(API.serviceRequest, id), payload: {
      type: 'Generic', payload: { subject: 'Recibo de férias', category: 'Payroll', message: 'Período aquisitivo de 2024 a 2025, por favor.' } } });
    expect(edit.statusCode).toBe(200);
    expect((await t.call(JOAO, { method: 'POST', url: at(API.serviceRequestSubmit, id) })).json().status).toBe('WaitingForAnswer');
    expect((await items({ status: 'WaitingForAnswer' })).map((r) => r.id)).toContain(id);

    const replied = await staffWrite(EQUIPE, 'POST', API.staffReplies, id, { body: 'Segue o recibo.', attachments: [pdf('Recibo.pdf')] });
    expect([replied.statusCode, replied.json().status]).toEqual([201, 'Replied']);
    const seen = await clientView(id);
    expect(seen.status).toBe('Replied');
    const file = seen.messages.at(-1).attachments[0];
    expect(file).toMatchObject({ fileName: 'Recibo.pdf', size: demoPdf('Recibo.pdf').length });
    const download = await t.call(JOAO, { method: 'GET', url: fillPath(API.attachment, { clientId, requestId: id, attachmentId: file.id }) });
    expect([download.statusCode, download.rawPayload.equals(demoPdf('Recibo.pdf'))]).toEqual([200, true]);

    // Through the notifications (common.notifications), in joao's language, with the request's link.
    const mail = await t.server.ctx.db.selectFrom('outbox').select(['recipients', 'subject', 'body']).where('purpose', '=', 'common.notifications.mail')
      .where('body', 'like', `%requests?id=${id}%`).orderBy('createdAt').execute();
    expect(mail.map((m) => m.recipients)).toEqual([JSON.stringify([JOAO]), JSON.stringify([JOAO])]);
    expect(mail[0]!.body).toContain('devolveu sua solicitação');
    expect(mail[1]!.body).toContain('respondeu à sua solicitação');

    const equipeId = await t.server.userId(EQUIPE);
    for (const path of [API.staffSendBack, API.staffReplies]) {
      const rows = await auditRows(t.server, `POST ${path}`);
      expect(rows.filter((r) => r.outcome === 'success')).toEqual(expect.arrayContaining([expect.objectContaining({ actorUserId: equipeId, clientId })]));
    }
  });

  it('refuses a move the status model forbids with 409 ILLEGAL_TRANSITION, and marks replied and closed', async () => {
    const id = await sent('Guia do FGTS');
    expect((await staffWrite(EQUIPE, 'POST', API.staffStatus, id, { status: 'Replied' })).json().status).toBe('Replied');
    const again = await staffWrite(EQUIPE, 'POST', API.staffReplies, id, { body: 'Outra resposta', attachments: [] });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ILLEGAL_TRANSITION']);
    expect((await staffWrite(EQUIPE, 'POST', API.staffSendBack, id, { reason: 'Tarde demais' })).statusCode).toBe(409);
    expect((await staffWrite(EQUIPE, 'POST', API.staffStatus, id, { status: 'Closed' })).json().status).toBe('Closed');
    const closed = await staffWrite(EQUIPE, 'POST', API.staffStatus, id, { status: 'Closed' });
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'ILLEGAL_TRANSITION']);
    expect((await clientView(id)).status).toBe('Closed');
  });

  it('keeps nothing of a reply whose file is refused (422 ATTACHMENT_REFUSED)', async () => {
    const id = await sent('Holerite');
    const files = () => t.server.ctx.db.selectFrom('brFiles' as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const before = Number((await files()).n);
    for (const [attachment, reason] of [
      [{ fileName: 'script.exe', content: Buffer.from('MZ').toString('base64') }, 'type'],
      [{ fileName: 'fake.pdf', content: Buffer.from('not a pdf').toString('base64') }, 'content'],
    ] as const) {
      const refused = await staffWrite(EQUIPE, 'POST', API.staffReplies, id, { body: 'Segue', attachments: [pdf('ok.pdf'), attachment] });
      expect([refused.statusCode, refused.json().code, refused.json().errors]).toEqual([422, 'ATTACHMENT_REFUSED', [{ reason }]]);
    }
    const view = await clientView(id);
    expect([view.status, view.messages.length, Number((await files()).n)]).toEqual(['WaitingForAnswer', 0, before]);
  });

  it("assigns a request to the firm's staff only", async () => {
    const id = await sent('Vale-refeição');
    const equipeId = await t.server.userId(EQUIPE);
    expect((await staffWrite(EQUIPE, 'PUT', API.staffAssignee, id, { assigneeId: equipeId })).json().assignee).toMatchObject({ id: equipeId });
    expect((await items({ assignee: equipeId })).map((r) => r.id)).toContain(id);
    const stranger = await staffWrite(EQUIPE, 'PUT', API.staffAssignee, id, { assigneeId: await t.server.userId(STAFF) });
    expect([stranger.statusCode, stranger.json().code]).toEqual([422, 'ASSIGNEE_NOT_FOUND']);
    expect((await staffWrite(EQUIPE, 'PUT', API.staffAssignee, id, { assigneeId: null })).json().assignee).toBeNull();
  });

  it("lets another firm's staff see and change nothing of Horizonte's requests (404)", async () => {
    const id = await sent('Pró-labore');
    const theirs = (await inbox(STAFF, { itemsPerPage: '100' })).json().items as Item[];
    expect(theirs.filter((r) => r.clientId === clientId)).toEqual([]);
    expect((await t.call(STAFF, { method: 'GET', url: fillPath(API.staffRequest, { requestId: id }) })).statusCode).toBe(404);
    expect((await inbox(STAFF, { clientId })).statusCode).toBe(404);
    for (const [method, path, payload] of [
      ['POST', API.staffReplies, { body: 'x', attachments: [] }], ['POST', API.staffSendBack, { reason: 'x' }],
      ['POST', API.staffStatus, { status: 'Closed' }], ['PUT', API.staffAssignee, { assigneeId: null }],
    ] as const) {
      expect((await staffWrite(STAFF, method, path, id, payload)).statusCode, path).toBe(404);
    }
    expect((await clientView(id))).toMatchObject({ status: 'WaitingForAnswer', messages: [] });
  });

  it('refuses every staff route to a client (403 STAFF_ONLY)', async () => {
    const id = await sent('Férias coletivas');
    const staffOps = Object.values(ENDPOINTS).filter((e) => e.access === 'staff');
    expect(staffOps.length).toBe(8);
    for (const e of staffOps) {
      const url = fillPath(e.path, { clientId, requestId: id, attachmentId: 'x' });
      const answer = await t.call(JOAO, { method: e.method, url, ...(e.method === 'GET' ? {} : { payload: {} }) });
      expect([answer.statusCode, answer.json().code], e.operationId).toEqual([403, 'STAFF_ONLY']);
    }
    const refused = await auditRows(t.server, `POST ${API.staffReplies}`);
    expect(refused.some((r) => r.outcome === 'refused' && r.clientId === clientId && r.actorUserId === null)).toBe(false);
    expect(refused.some((r) => r.outcome === 'refused' && r.clientId === clientId)).toBe(true);
  });
});
