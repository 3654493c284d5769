import { fillPath } from '@portico/contract/api-paths';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, MARIA, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { TASKS_API } from '../../tasks';
import { INVOICES_API as I, WEBHOOK_SIGNATURE_HEADER } from '../contract';
import { crcMatches } from './pix';
import { signBody } from './webhook';

const SECRET = 'test-webhook-secret';
let t: DemoTestServer;
let joaoClient: string;
beforeAll(async () => {
  process.env.PORTICO_PAYMENT_WEBHOOK_SECRET = SECRET;
  t = await startDemoTestServer('br', { features: ['common.tasks', 'common.documents', 'common.invoices'] });
  joaoClient = t.joaoClients[0]!;
}, 120_000);
afterAll(async () => {
  delete process.env.PORTICO_PAYMENT_WEBHOOK_SECRET;
  await t.server.stop();
});

const at = (template: string, params: Record<string, string> = {}) => fillPath(template, { clientId: joaoClient, ...params });
const webhook = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.call(JOAO, { method: 'POST', url: I.webhook, payload: raw, headers: { 'content-type': 'application/json', ...(signature !== undefined ? { [WEBHOOK_SIGNATURE_HEADER]: signature } : {}) } });
};
/** The webhook as a provider calls it: no session at all. */
const providerCall = (body: object, signature: string) => t.server.app.inject({
  method: 'POST', url: I.webhook, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
});

describe('invoices', () => {
  it("shows joao's seeded invoice in reais with a Pix code whose CRC checks and its QR code", async () => {
    const tasks = (await t.call(JOAO, { method: 'GET', url: at(TASKS_API.tasks) })).json().items;
    const seeded = tasks.find((x: { kind: string }) => x.kind === 'invoice');
    expect(seeded).toMatchObject({ state: 'open', progress: { done: 0, total: 1 } });
    const invoice = (await t.call(JOAO, { method: 'GET', url: at(I.invoice, { taskId: seeded.id }) })).json();
    expect(invoice).toMatchObject({ currency: 'BRL', amountCents: 125_050, status: 'issued', paidAt: null, paymentLink: null });
    expect(invoice.pix.payload).toContain('0014br.gov.bcb.pix011412345678000195');
    expect(invoice.pix.payload).toContain('54071250.50');
    expect(crcMatches(invoice.pix.payload)).toBe(true);
    expect(invoice.pix.qrSvg).toMatch(/^<svg/);
  });

  it("ClientCenterHideInvoiceTask hides invoices from the firm's clients: not listed, not opened (404 TASK_NOT_FOUND)", async () => {
    const db = t.server.ctx.db;
    const { firmId } = await db.selectFrom('users').select('firmId').where('email', '=', JOAO).executeTakeFirstOrThrow();
    const seeded = (await t.call(JOAO, { method: 'GET', url: at(TASKS_API.tasks) })).json().items.find((x: { kind: string }) => x.kind === 'invoice');
    try {
      await db.insertInto('infrastructureControls').values({ firmId, name: 'ClientCenterHideInvoiceTask' }).execute();
      const listed = (await t.call(JOAO, { method: 'GET', url: at(TASKS_API.tasks) })).json().items;
      expect(listed.filter((x: { kind: string }) => x.kind === 'invoice')).toEqual([]);
      const opened = await t.call(JOAO, { method: 'GET', url: at(I.invoice, { taskId: seeded.id }) });
      expect([opened.statusCode, opened.json().code]).toEqual([404, 'TASK_NOT_FOUND']);
    } finally {
      await db.deleteFrom('infrastructureControls').where('firmId', '=', firmId).where('name', '=', 'ClientCenterHideInvoiceTask').execute();
    }
    expect((await t.call(JOAO, { method: 'GET', url: at(I.invoice, { taskId: seeded.id }) })).statusCode).toBe(200);
  });

  it('issues numbered invoices; overdue past the due date; the firm records a payment once and the task is done', async () => {
    const made = await t.call(EQUIPE, { method: 'POST', url: at(I.staffInvoices), payload: { description: 'Abertura de empresa', amountCents: 80_000, dueDate: '2020-03-10' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ number: '2020-0001', status: 'overdue', task: { title: 'Fatura 2020-0001' } });
    const id = made.json().task.id;
    const paid = await t.call(EQUIPE, { method: 'POST', url: at(I.staffPaid, { taskId: id }) });
    expect(paid.json()).toMatchObject({ status: 'paid', paidBy: 'staff', pix: null, task: { state: 'done' } });
    const again = await t.call(EQUIPE, { method: 'POST', url: at(I.staffPaid, { taskId: id }) });
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVOICE_PAID']);
    expect((await t.call(EQUIPE, { method: 'POST', url: at(I.staffInvoices), payload: { description: 'x', amountCents: 0, dueDate: '2020-03-10' } })).statusCode).toBe(400);
    expect((await t.call(JOAO, { method: 'POST', url: at(I.staffInvoices), payload: { description: 'x', amountCents: 10, dueDate: '2020-03-10' } })).statusCode).toBe(403);
    expect(await auditRows(t.server, `POST ${I.staffPaid}`)).not.toHaveLength(0);
  });

  it('the webhook refuses a missing or bad signature; a good one marks the invoice paid without a session, once (a repeat is a duplicate)', async () => {
    const made = (await t.call(EQUIPE, { method: 'POST', url: at(I.staffInvoices), payload: { description: 'Honorários', amountCents: 12_345, dueDate: '2099-01-31' } })).json();
    const event = { eventId: 'evt-1', invoiceId: made.task.id, amountCents: 12_345, paidAt: '2026-12-02T10:00:00.000Z' };
    expect((await webhook(event)).json().code).toBe('WEBHOOK_SIGNATURE');
    const forged = await providerCall(event, signBody('another secret', JSON.stringify(event)));
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'WEBHOOK_SIGNATURE']);
    // A body changed after signing (the amount) fails too.
    const tampered = await providerCall({ ...event, amountCents: 1 }, signBody(SECRET, JSON.stringify(event)));
    expect(tampered.statusCode).toBe(401);
    expect((await t.call(JOAO, { method: 'GET', url: at(I.invoice, { taskId: made.task.id }) })).json().status).toBe('issued');

    const wrongAmount = { ...event, eventId: 'evt-0', amountCents: 1 };
    expect((await providerCall(wrongAmount, signBody(SECRET, JSON.stringify(wrongAmount)))).json().code).toBe('AMOUNT_MISMATCH');
    const good = await providerCall(event, signBody(SECRET, JSON.stringify(event)));
    expect([good.statusCode, good.json()]).toEqual([200, { received: true, duplicate: false, status: 'paid' }]);
    const repeat = await providerCall(event, signBody(SECRET, JSON.stringify(event)));
    expect(repeat.json()).toEqual({ received: true, duplicate: true, status: 'paid' });
    const seen = (await t.call(JOAO, { method: 'GET', url: at(I.invoice, { taskId: made.task.id }) })).json();
    expect(seen).toMatchObject({ status: 'paid', paidBy: 'provider', paidAt: '2026-12-02T10:00:00.000Z', task: { state: 'done' } });
  });

  it('keeps payment settings to the firm and its administrators, and refuses a Pix key that is none', async () => {
    const settings = (await t.call(EQUIPE, { method: 'GET', url: I.staffSettings })).json();
    expect(settings).toMatchObject({ pixKey: '12345678000195', currency: 'BRL' });
    expect((await t.call(MARIA, { method: 'GET', url: I.staffSettings })).statusCode).toBe(403);
    expect((await t.call(STAFF, { method: 'GET', url: at(I.invoice, { taskId: 'none' }) })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
