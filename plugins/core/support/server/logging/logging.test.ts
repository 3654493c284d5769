import { SUPPORT_API } from '../../contract';
import { type DemoTestServer, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
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
