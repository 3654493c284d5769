import { ISSUE_REPORT_TYPE, MAX_LOG_BATCH_BYTES, MAX_LOG_ENTRY_BYTES, SUPPORT_API } from '../../contract';
import type { ServerConfig } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, JOAO, MARIA, previewHeaders, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import supportFeature from '../index';
import { supportDb } from '../tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us', { features: ['common.support'] }); });
afterAll(async () => { await t.server.stop(); });

const entry = (id = 'AB12C-9XY7Z', type = 'com.portico.clientcenter.frontEndException') => ({
  specversion: '0.2', type, source: '/home', id, time: new Date().toISOString(),
  contenttype: 'application/json', data: { description: 'Upload button does nothing', logs: ['GET /api/x 500', { level: 'error' }] },
});
const batch = (...items: ReturnType<typeof entry>[]) => ({ version: '0.1', items: items.length ? items : [entry()] });
const post = (email: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'POST', url: SUPPORT_API.log, payload, headers });
const db = () => supportDb(t.server.ctx.db);

/** Runs `body` with some of the server's log limits changed (the route reads them on every request). */
async function withLimits(limits: Partial<ServerConfig>, body: () => Promise<void>) {
  const config = t.server.ctx.config;
  const saved = { ...config };
  Object.assign(config, limits);
  try {
    await body();
  } finally {
    Object.assign(config, saved);
  }
}

/** Each test starts with nobody having logged anything lately. */
beforeEach(async () => { await db().deleteFrom('clientLogs').execute(); });

describe('POST logging/v1/log', () => {
  it('stores a batch, with its batch and size, and answers 202', async () => {
    const res = await post(JOAO, batch(entry(), entry('QWERT-12345')));
    expect([res.statusCode, res.json()]).toEqual([202, { accepted: 2 }]);
    const rows = await db().selectFrom('clientLogs').selectAll().execute();
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.eventId === 'AB12C-9XY7Z')!;
    expect(JSON.parse(first.logs)).toEqual(['GET /api/x 500', { level: 'error' }]);
    expect(first.batchId).toEqual(expect.any(String));
    expect(rows.map((r) => r.batchId)).toEqual([first.batchId, first.batchId]);
    expect(Number(first.sizeBytes)).toBe(Buffer.byteLength(first.type + first.source + first.description + first.logs));
  });

  it('refuses wrong versions, ids, unknown properties and oversize batches', async () => {
    const bad = [
      { version: '0.2', items: [entry()] },
      { version: '0.1', items: [{ ...entry(), specversion: '1.0' }] },
      { version: '0.1', items: [entry('abc')] },
      { version: '0.1', items: [{ ...entry(), extra: 1 }] },
      { version: '0.1', items: [] },
      { version: '0.1', items: Array.from({ length: 51 }, () => entry()) },
    ];
    for (const payload of bad) {
      const res = await post(JOAO, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const huge = { version: '0.1', items: [{ ...entry(), data: { description: 'x', logs: Array.from({ length: 200 }, () => 'y'.repeat(6000)) } }] };
    expect((await post(JOAO, huge)).statusCode).toBe(413);
    expect(await db().selectFrom('clientLogs').select('id').execute()).toEqual([]);
  });

  it(`answers 413 LOG_TOO_LARGE for an entry over ${MAX_LOG_ENTRY_BYTES} bytes and 413 for a body over ${MAX_LOG_BATCH_BYTES}, storing nothing`, async () => {
    const big = { ...entry('BIGGG-00001'), data: { description: 'x', logs: Array.from({ length: 11 }, () => 'y'.repeat(6000)) } };
    const tooLarge = await post(JOAO, batch(entry(), big));
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'LOG_TOO_LARGE']);
    const tooMany = Array.from({ length: 5 }, (_, i) => ({ ...entry(`MANYY-0000${i}`), data: { description: 'x', logs: Array.from({ length: 9 }, () => 'y'.repeat(6000)) } }));
    const body = await post(JOAO, batch(...tooMany));
    expect([body.statusCode, body.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await db().selectFrom('clientLogs').select('id').execute()).toEqual([]);
  });

  it('takes the configured batches a minute from one person (all their sessions), then 429 LOG_RATE_LIMITED with Retry-After', async () => {
    await withLimits({ logBatchesPerMinute: 3 }, async () => {
      // Every call signs in anew: a new session does not reset the count.
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await post(JOAO, batch()));
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 429, 429]);
      expect(answers[3]!.json().code).toBe('LOG_RATE_LIMITED');
      expect(answers[3]!.headers['retry-after']).toBe('60');
      expect(await db().selectFrom('clientLogs').select('id').execute()).toHaveLength(3);
      // Someone else still logs.
      expect((await post(MARIA, batch())).statusCode).toBe(202);
      // A minute later the batches no longer count.
      await db().updateTable('clientLogs').set({ receivedAt: new Date(Date.now() - 61_000).toISOString() }).execute();
      expect((await post(JOAO, batch())).statusCode).toBe(202);
    });
  });

  it('never stores more than the limit from batches sent at once', async () => {
    await withLimits({ logBatchesPerMinute: 3 }, async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(JOAO, batch())));
      const accepted = answers.filter((r) => r.statusCode === 202).length;
      expect(accepted).toBeLessThanOrEqual(3);
      expect(answers.filter((r) => r.statusCode !== 202).map((r) => r.json().code)).toEqual(Array(12 - accepted).fill('LOG_RATE_LIMITED'));
      expect(await db().selectFrom('clientLogs').select('id').execute()).toHaveLength(accepted);
    });
  });

  it('takes the configured bytes an hour from one person, then 429 LOG_VOLUME_EXCEEDED with Retry-After', async () => {
    const sized = (id: string) => ({ ...entry(id), data: { description: 'x', logs: ['z'.repeat(2000)] } });
    await withLimits({ logBytesPerHour: 5000 }, async () => {
      expect((await post(JOAO, batch(sized('VOLUM-00001')))).statusCode).toBe(202);
      expect((await post(JOAO, batch(sized('VOLUM-00002')))).statusCode).toBe(202);
      const over = await post(JOAO, batch(sized('VOLUM-00003')));
      expect([over.statusCode, over.json().code, over.headers['retry-after']]).toEqual([429, 'LOG_VOLUME_EXCEEDED', '3600']);
      expect((await db().selectFrom('clientLogs').select('eventId').execute()).map((r) => r.eventId).sort()).toEqual(['VOLUM-00001', 'VOLUM-00002']);
      // Bytes of more than an hour ago no longer count.
      await db().updateTable('clientLogs').set({ receivedAt: new Date(Date.now() - 3_601_000).toISOString() }).execute();
      expect((await post(JOAO, batch(sized('VOLUM-00004')))).statusCode).toBe(202);
    });
  });

  it('takes only issue reports in a preview, under the same limits; anything else is refused and audited', async () => {
    const preview = await previewHeaders(t.server, STAFF, JOAO);
    const report = await post(STAFF, batch(entry('ISSUE-00001', ISSUE_REPORT_TYPE)), preview);
    expect(report.statusCode).toBe(202);
    const row = await db().selectFrom('clientLogs').selectAll().where('eventId', '=', 'ISSUE-00001').executeTakeFirstOrThrow();
    expect([row.userId, row.subjectUserId]).toEqual([await t.server.userId(STAFF), await t.server.userId(JOAO)]);

    const before = (await auditRows(t.server, `POST ${SUPPORT_API.log}`)).filter((r) => r.outcome === 'refused').length;
    const other = await post(STAFF, batch(entry('ISSUE-00002', ISSUE_REPORT_TYPE), entry('FRONT-00001')), preview);
    expect([other.statusCode, other.json().code]).toEqual([403, 'PREVIEW_READ_ONLY']);
    const refused = (await auditRows(t.server, `POST ${SUPPORT_API.log}`)).filter((r) => r.outcome === 'refused');
    expect(refused).toHaveLength(before + 1);
    expect(await db().selectFrom('clientLogs').select('id').where('eventId', 'in', ['ISSUE-00002', 'FRONT-00001']).execute()).toEqual([]);

    await withLimits({ logBatchesPerMinute: 1 }, async () => {
      const limited = await post(STAFF, batch(entry('ISSUE-00003', ISSUE_REPORT_TYPE)), preview);
      expect([limited.statusCode, limited.json().code]).toEqual([429, 'LOG_RATE_LIMITED']);
    });
  });
});

describe('log retention', () => {
  it('deletes entries older than the retention period in housekeeping, and keeps the rest', async () => {
    for (const id of ['OLDDD-00001', 'OLDDD-00002', 'NEWWW-00001']) expect((await post(JOAO, batch(entry(id)))).statusCode).toBe(202);
    const days = t.server.ctx.config.logRetentionDays;
    const now = new Date();
    await db().updateTable('clientLogs').set({ receivedAt: new Date(now.getTime() - (days + 1) * 86_400_000).toISOString() })
      .where('eventId', 'like', 'OLDDD-%').execute();
    await db().updateTable('clientLogs').set({ receivedAt: new Date(now.getTime() - (days - 1) * 86_400_000).toISOString() })
      .where('eventId', '=', 'NEWWW-00001').execute();

    expect(await supportFeature.housekeeping!({ ...t.server.ctx, now })).toBe(2);
    expect((await db().selectFrom('clientLogs').select('eventId').execute()).map((r) => r.eventId)).toEqual(['NEWWW-00001']);
    expect(await supportFeature.housekeeping!({ ...t.server.ctx, now })).toBe(0);
  });
});
