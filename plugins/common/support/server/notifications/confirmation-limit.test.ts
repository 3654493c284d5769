import { mailSettings, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { SUPPORT_API } from '../../contract';
import { supportDb } from '../tables';
import { ISSUE_CONFIRMATION_PURPOSE } from './routes';

const MARIA = 'maria@acme.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { mail: { ...mailSettings(), issueConfirmation: { perUserHour: 2, perUserDay: 3 } } }, features: ['common.support'] });
});
afterAll(async () => { await server.stop(); });

const confirmations = () => server.ctx.db.selectFrom('outbox').selectAll().where('purpose', '=', ISSUE_CONFIRMATION_PURPOSE).execute();
const reports = (code: string) => supportDb(server.ctx.db).selectFrom('clientLogs').select('id').where('eventId', '=', code).execute();

/** What the portal does on "Submit": the report as a log batch, and the confirmation e-mail. */
async function report(code: string) {
  const headers = await server.headersFor(MARIA);
  const contactId = (await server.ctx.db.selectFrom('users').select('contactId').where('email', '=', MARIA).executeTakeFirstOrThrow()).contactId!;
  const entry = {
    specversion: '0.2', type: 'com.portico.clientcenter.issue', source: '/home', id: code, time: new Date().toISOString(),
    contenttype: 'application/json', data: { description: 'Totals are wrong', logs: [] },
  };
  const log = await server.app.inject({ method: 'POST', url: SUPPORT_API.log, headers, payload: { version: '0.1', items: [entry] } });
  const confirmation = await server.app.inject({
    method: 'POST', url: SUPPORT_API.issueConfirmation, headers,
    payload: { recipient: contactId, variables: { REFERENCE_CODE: code, ISSUE_DESCRIPTION: 'Totals are wrong', DATE: '2025-05-15' } },
  });
  return { log, confirmation };
}

describe('issue confirmation limit', () => {
  it('sends the hour\'s confirmations, then answers 429 MAIL_RATE_LIMITED without an e-mail while the report is still stored', async () => {
    for (const code of ['AAAAA-00001', 'AAAAA-00002']) {
      const { log, confirmation } = await report(code);
      expect([log.statusCode, confirmation.statusCode]).toEqual([202, 202]);
    }
    const over = await report('AAAAA-00003');
    expect(over.log.statusCode).toBe(202);
    expect([over.confirmation.statusCode, over.confirmation.json().code]).toEqual([429, 'MAIL_RATE_LIMITED']);
    expect(Number(over.confirmation.headers['retry-after'])).toBeGreaterThan(3500);
    expect(over.confirmation.json()).not.toHaveProperty('notificationId');
    expect(await reports('AAAAA-00003')).toHaveLength(1);
    expect(await confirmations()).toHaveLength(2);

    // Two hours on: the day's third, then the day is full.
    for (const row of await confirmations()) {
      await server.ctx.db.updateTable('outbox').set({ createdAt: new Date(Date.parse(row.createdAt) - 7_200_000).toISOString() }).where('id', '=', row.id).execute();
    }
    expect((await report('AAAAA-00004')).confirmation.statusCode).toBe(202);
    const overDay = await report('AAAAA-00005');
    expect([overDay.log.statusCode, overDay.confirmation.statusCode, overDay.confirmation.json().code]).toEqual([202, 429, 'MAIL_RATE_LIMITED']);
    expect(await reports('AAAAA-00005')).toHaveLength(1);
    expect(await confirmations()).toHaveLength(3);
  });
});
