import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, EQUIPE, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../../../common/notifications/server';
import { REMINDER_SOURCES, sendReminders } from '../../../common/notifications/server';
import { SERVICE_REQUESTS_API as API } from '../contract';

const DAY_MS = 86_400_000;

describe('reminders of requests sent back, day by day on a fake clock', () => {
  let t: DemoTestServer;
  beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.service-requests', 'common.notifications'] }); }, 120_000);
  afterAll(async () => { await t.server.stop(); });

  it('reach the author weekly while the request waits for the correction, once each, and stop once it is resubmitted', async () => {
    const clientId = t.joaoClients[0]!;
    const at = (path: string, requestId: string) => fillPath(path, { clientId, requestId });
    const created = await t.call(JOAO, { method: 'POST', url: fillPath(API.serviceRequests, { clientId }), payload: {
      type: 'Generic', payload: { subject: 'Recibo de férias', category: 'Payroll', message: 'Precisamos do recibo de férias da Carla.' } } });
    const id = created.json().id as string;
    expect((await t.call(JOAO, { method: 'POST', url: at(API.serviceRequestSubmit, id) })).json().status).toBe('WaitingForAnswer');
    const back = await t.call(EQUIPE, { method: 'POST', url: at(API.staffSendBack, id), payload: { reason: 'Informe o período aquisitivo.' } });
    expect(back.json().status).toBe('WaitingForCorrection');
    // The clock starts on the day it was sent back.
    const start = new Date();
    const sources = t.server.ctx.contributions(REMINDER_SOURCES).map((c) => c.value);
    const reminded = async (email: string) => (await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '200' } })).json().items
      .filter((i: { category: string; link: string }) => i.category === 'requestSentBack' && i.link === `/actions/service-request/requests?id=${id}`) as unknown[];

    const days: number[] = [];
    for (let n = 0; n <= 29; n += 1) {
      if (n === 16) expect((await t.call(JOAO, { method: 'POST', url: at(API.serviceRequestSubmit, id) })).json().status).toBe('WaitingForAnswer');
      const before = (await reminded(JOAO)).length;
      await sendReminders(t.server.ctx, sources, new Date(start.getTime() + n * DAY_MS));
      await sendReminders(t.server.ctx, sources, new Date(start.getTime() + n * DAY_MS));
      if ((await reminded(JOAO)).length > before) days.push(n);
    }
    // Weekly after the day it was sent back (the default schedule), none after joao resubmitted on day 16.
    expect(days).toEqual([7, 14]);
    const mails = await t.server.ctx.db.selectFrom('outbox').select('subject').where('purpose', '=', 'common.notifications.mail')
      .where('subject', 'like', '%Lembrete: sua solicitação%foi devolvida em%').where('recipients', '=', JSON.stringify([JOAO])).execute();
    expect(mails.filter((m) => m.subject.includes('Recibo de férias'))).toHaveLength(2);
  });
});
