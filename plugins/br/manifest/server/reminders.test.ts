import { randomUUID } from 'node:crypto';
import { type DemoTestServer, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../../../common/notifications/server';
import { REMINDER_SOURCES, sendReminders } from '../../../common/notifications/server';
import { manifestDb } from './tables';

const DAY_MS = 86_400_000;
const day = (start: Date, n: number) => new Date(start.getTime() + n * DAY_MS);

describe('reminders of NF-e manifest deadlines, day by day on a fake clock', () => {
  let t: DemoTestServer;
  beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.manifest', 'common.notifications'] }); });
  afterAll(async () => { await t.server.stop(); });

  it("reach the company's contacts on the firm's schedule up to the conclusive deadline, once each, and stop at the conclusive event", async () => {
    const clientId = t.joaoClients[0]!;
    const start = new Date('2030-03-01T08:00:00Z');
    // Authorised 172 days before the start: the 180-day conclusive deadline falls 8 days after it.
    const nfe = (n: number, status: 'Pending' | 'Aware' | 'Confirmed') => ({
      id: randomUUID(), clientId, accessKey: `3530${String(7_700_000 + n).padStart(40, '0')}`, number: String(7700 + n), series: '1',
      emitterCnpj: '11222333000181', emitterName: 'Moinho Sul LTDA', issuedAt: day(start, -172).toISOString().slice(0, 10),
      authorizedAt: day(start, -172).toISOString(), amountCents: 1000, status, nfeStatus: 'Authorized' as const, xml: '<nfeProc/>',
    });
    const [open, concludedLater, concluded] = [nfe(1, 'Pending'), nfe(2, 'Aware'), nfe(3, 'Confirmed')];
    await manifestDb(t.server.ctx.db).insertInto('brManifestDocuments').values([open, concludedLater, concluded]).execute();
    const sources = t.server.ctx.contributions(REMINDER_SOURCES).map((c) => c.value);
    const items = async () => (await t.call(JOAO, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '200' } })).json().items
      .filter((i: { category: string }) => i.category === 'manifestDeadline').reverse() as { link: string; params: { variant: string; number: string } }[];
    const remindedOf = async (doc: { accessKey: string }) => (await items())
      .filter((i) => i.link === `/actions/nfe-manifest/invoice-processing?accessKey=${doc.accessKey}`).map((i) => i.params.variant);

    const days: number[] = [];
    for (let n = 0; n <= 22; n += 1) {
      // The Aware one gets its conclusive event (Confirmed) on day 4.
      if (n === 4) await manifestDb(t.server.ctx.db).updateTable('brManifestDocuments').set({ status: 'Confirmed' }).where('id', '=', concludedLater.id).execute();
      const before = (await remindedOf(open)).length;
      await sendReminders(t.server.ctx, sources, day(start, n));
      // Run twice the same day: nothing more.
      await sendReminders(t.server.ctx, sources, day(start, n));
      if ((await remindedOf(open)).length > before) days.push(n);
    }
    // A week before, the day before, on the day; none weekly after: SEFAZ takes no conclusive event past the deadline.
    expect(days).toEqual([1, 7, 8]);
    expect(await remindedOf(open)).toEqual(['upcoming', 'upcoming', 'today']);
    expect(await remindedOf(concludedLater)).toEqual(['upcoming']);
    expect(await remindedOf(concluded)).toEqual([]);

    const mails = await t.server.ctx.db.selectFrom('outbox').select('subject').where('purpose', '=', 'common.notifications.mail')
      .where('subject', 'like', `%NF-e ${open.number}%`).where('recipients', '=', JSON.stringify([JOAO])).execute();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining(`Lembrete: a NF-e ${open.number} de Moinho Sul LTDA para`),
      expect.stringContaining(`Lembrete: a NF-e ${open.number} de Moinho Sul LTDA para`),
      expect.stringContaining(`Lembrete: hoje é o último dia para manifestar a NF-e ${open.number}`),
    ]);
    expect(mails.some((m) => m.subject.includes('09/03/2030'))).toBe(true);
  });
});
