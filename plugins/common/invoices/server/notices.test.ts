import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, EQUIPE, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API, REMINDER_SOURCES, sendReminders } from '../../notifications/server';
import { INVOICES_API as I } from '../contract';
import { notifyOverdueInvoices } from './notices';

const DAY_MS = 86_400_000;
const day = (start: Date, n: number) => new Date(start.getTime() + n * DAY_MS);

describe('notices of invoices, day by day on a fake clock', () => {
  let t: DemoTestServer;
  beforeAll(async () => { t = await startDemoTestServer('br', { features: ['common.tasks', 'common.invoices', 'common.notifications'] }); }, 120_000);
  afterAll(async () => { await t.server.stop(); });

  it("tell the client's contacts of an invoice issued, then once when it is overdue unpaid; a paid one is never overdue", async () => {
    const clientId = t.joaoClients[0]!;
    const start = new Date('2030-03-01T08:00:00Z');
    const issue = async (description: string) => {
      const made = await t.call(EQUIPE, { method: 'POST', url: fillPath(I.staffInvoices, { clientId }), payload: { description, amountCents: 50_000, dueDate: '2030-03-04' } });
      expect(made.statusCode).toBe(201);
      return made.json() as { number: string; task: { id: string } };
    };
    const [unpaid, paid] = [await issue('Honorários de março'), await issue('Abertura de filial')];
    const items = async (category: string, invoice: { task: { id: string } }) => (await t.call(JOAO, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '200' } }))
      .json().items.filter((i: { category: string; link: string }) => i.category === category && i.link === `/tasks/${invoice.task.id}`) as { params: { number: string } }[];
    expect((await items('invoiceIssued', unpaid)).map((i) => i.params.number)).toEqual([unpaid.number]);
    expect(await items('invoiceIssued', paid)).toHaveLength(1);
    const subjects = async (like: string) => (await t.server.ctx.db.selectFrom('outbox').select('subject').where('purpose', '=', 'common.notifications.mail')
      .where('subject', 'like', like).where('recipients', '=', JSON.stringify([JOAO])).execute()).map((m) => m.subject);
    expect(await subjects(`%fatura ${unpaid.number}%`)).toEqual([expect.stringContaining(`Nova fatura ${unpaid.number} do escritório para`)]);

    const days: number[] = [];
    for (let n = 0; n <= 12; n += 1) {
      if (n === 2) expect((await t.call(EQUIPE, { method: 'POST', url: fillPath(I.staffPaid, { clientId, taskId: paid.task.id }) })).statusCode).toBe(200);
      const before = (await items('invoiceOverdue', unpaid)).length;
      await notifyOverdueInvoices(t.server.ctx, day(start, n));
      await notifyOverdueInvoices(t.server.ctx, day(start, n));
      if ((await items('invoiceOverdue', unpaid)).length > before) days.push(n);
    }
    // Due on day 3: told once, on the first day after it, never again.
    expect(days).toEqual([4]);
    expect(await items('invoiceOverdue', paid)).toEqual([]);
    expect(await subjects(`%fatura ${unpaid.number}%`)).toHaveLength(2);
    expect(await subjects(`%A fatura ${unpaid.number} de % venceu em 04/03/2030 e continua em aberto`)).toHaveLength(1);
  });

  it('reach the contacts of an unpaid invoice by the reminders up to its due date and by the overdue notice after it, never both, and stop once it is paid', async () => {
    const clientId = t.joaoClients[0]!;
    const start = new Date('2030-05-01T08:00:00Z');
    // Due on day 8 of the fake clock.
    const issue = async (description: string) => (await t.call(EQUIPE, {
      method: 'POST', url: fillPath(I.staffInvoices, { clientId }), payload: { description, amountCents: 30_000, dueDate: '2030-05-09' },
    })).json() as { task: { id: string } };
    const [late, paidEarly] = [await issue('Honorários de maio'), await issue('Alteração contratual')];
    const sources = t.server.ctx.contributions(REMINDER_SOURCES).map((c) => c.value);
    const notices = async () => (await t.call(JOAO, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '200' } })).json().items
      .filter((i: { category: string }) => i.category === 'taskDue' || i.category === 'invoiceOverdue') as { id: string; category: string; link: string; params: { variant?: string } }[];
    const byDay = new Map<string, string[]>();
    const seen = new Set((await notices()).map((i) => i.id));
    const pay = (invoice: { task: { id: string } }) => t.call(EQUIPE, { method: 'POST', url: fillPath(I.staffPaid, { clientId, taskId: invoice.task.id }) });
    for (let n = 0; n <= 40; n += 1) {
      if (n === 4) expect((await pay(paidEarly)).statusCode).toBe(200);
      // Ten days unpaid past its due date, then paid.
      if (n === 19) expect((await pay(late)).statusCode).toBe(200);
      for (let run = 0; run < 2; run += 1) {
        await sendReminders(t.server.ctx, sources, day(start, n));
        await notifyOverdueInvoices(t.server.ctx, day(start, n));
      }
      for (const item of await notices()) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        const invoice = item.link === `/tasks/${late.task.id}` ? 'late' : item.link === `/tasks/${paidEarly.task.id}` ? 'paidEarly' : null;
        if (invoice) byDay.set(`${invoice} day ${n}`, [...byDay.get(`${invoice} day ${n}`) ?? [], `${item.category}${item.params.variant ? `:${item.params.variant}` : ''}`]);
      }
    }
    // The firm's schedule (7 and 1 days before, on the day) up to the due date; the day after, the one overdue notice; no weekly reminder on top of it.
    expect(Object.fromEntries(byDay)).toEqual({
      'late day 1': ['taskDue:upcoming'], 'paidEarly day 1': ['taskDue:upcoming'],
      'late day 7': ['taskDue:upcoming'], 'late day 8': ['taskDue:today'], 'late day 9': ['invoiceOverdue'],
    });
  });
});
