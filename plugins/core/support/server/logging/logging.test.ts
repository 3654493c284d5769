import { SUPPORT_API } from '../../contract';
import { JOAO, STAFF, previewHeaders, startDemoTestServer, type DemoTestServer } from '@portico/server/kit/test-support';
import { supportDb } from '../tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us'); });
afterAll(async () => { await t.server.stop(); });

const entry = (id = 'AB12C-9XY7Z') => ({
  specversion: '0.2', type: 'com.portico.clientcenter.issue', source: '/home', id, time: new Date().toISOString(),
  contenttype: 'application/json', data: { description: 'Upload button does nothing', logs: ['GET /api/x 500', { level: 'error' }] },
});

describe('POST logging/v1/log', () => {
  it('stores a batch and answers 202', async () => {
    const res = await t.call(JOAO, { method: 'POST', url: SUPPORT_API.log, payload: { version: '0.1', items: [entry(), entry('QWERT-12345')] } });
    expect([res.statusCode, res.json()]).toEqual([202, { accepted: 2 }]);
    const rows = await supportDb(t.server.ctx.db).selectFrom('clientLogs').selectAll().where('eventId', '=', 'AB12C-9XY7Z').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.logs)).toEqual(['GET /api/x 500', { level: 'error' }]);
  });

  it('refuses wrong versions, ids, unknown properties and oversize batches', async () => {
    const bad = [
      { version: '0.2', items: [entry()] },
      { version: '0.1', items: [{ ...entry(), specversion: '1.0' }] },
      { version: '0.1', items: [entry('abc')] },
      { version: '0.1', items: [{ ...entry(), extra: 1 }] },
      { version: '0.1', items: [] },
    ];
    for (const payload of bad) {
      const res = await t.call(JOAO, { method: 'POST', url: SUPPORT_API.log, payload });
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const huge = { version: '0.1', items: [{ ...entry(), data: { description: 'x', logs: Array.from({ length: 200 }, () => 'y'.repeat(6000)) } }] };
    expect((await t.call(JOAO, { method: 'POST', url: SUPPORT_API.log, payload: huge })).statusCode).toBe(413);
  });
});

describe('POST issue confirmation notification', () => {
  const url = SUPPORT_API.issueConfirmation;
  const variables = { REFERENCE_CODE: 'AB12C-9XY7Z', ISSUE_DESCRIPTION: 'O upload não funciona', DATE: '2025-05-15' };

  it('e-mails the caller\'s contact with the default first name', async () => {
    const contactId = (await t.server.ctx.db.selectFrom('users').select('contactId').where('email', '=', JOAO).executeTakeFirstOrThrow()).contactId!;
    const res = await t.call(JOAO, { method: 'POST', url, payload: { recipient: contactId, variables } });
    expect(res.statusCode).toBe(202);
    const mail = await t.server.ctx.db.selectFrom('outbox').selectAll().where('id', '=', res.json().notificationId).executeTakeFirstOrThrow();
    expect(JSON.parse(mail.recipients)).toEqual([JOAO]);
    expect(mail.subject).toContain('AB12C-9XY7Z');
    expect(mail.body).toContain('Hello Valued Customer,');
    expect(mail.body).toContain('O upload não funciona');
  });

  it('in a preview goes to the impersonating staff member, and never to a stranger', async () => {
    const staffContact = (await t.server.ctx.db.selectFrom('users').select('contactId').where('email', '=', STAFF).executeTakeFirstOrThrow()).contactId!;
    const headers = await previewHeaders(t.server, STAFF, JOAO);
    const res = await t.server.app.inject({ method: 'POST', url, headers, payload: { recipient: staffContact, variables: { ...variables, FIRST_NAME: 'Sam' } } });
    expect(res.statusCode).toBe(202);
    const mail = await t.server.ctx.db.selectFrom('outbox').selectAll().where('id', '=', res.json().notificationId).executeTakeFirstOrThrow();
    expect([JSON.parse(mail.recipients), mail.body.startsWith('Hello Sam,')]).toEqual([[STAFF], true]);
    const mariaContact = (await t.server.ctx.db.selectFrom('users').select('contactId').where('email', '=', 'maria@acme.example').executeTakeFirstOrThrow()).contactId!;
    const stranger = await t.call(JOAO, { method: 'POST', url, payload: { recipient: mariaContact, variables } });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'CONTACT_NOT_FOUND']);
  });
});
