import fsp from 'node:fs/promises';
import path from 'node:path';
import { API, apiPath } from '@portico/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { startTestServer, type TestServer } from '../testing/test-server';
import { eventually } from '../testing/eventually';
import { defineJob } from '../jobs/queue';

const TOKEN = 'scrape-me-0123456789';

describe('GET /api/ready', () => {
  let server: TestServer;
  beforeEach(async () => { server = await startTestServer(); });
  afterEach(async () => { await server.stop(); });

  it('is ready while the database and the storage answer, without a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: API.ready });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } });
  });

  it('answers 503 naming the storage when its folder is gone', async () => {
    await fsp.rm(path.join(server.ctx.config.dataDir, 'blobs'), { recursive: true, force: true });
    const answer = await server.app.inject({ method: 'GET', url: API.ready });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unready', checks: { database: 'ok', storage: 'failed', queue: 'ok' } });
  });

  it('answers 503 naming the database when it is gone', async () => {
    await server.database.close();
    const answer = await server.app.inject({ method: 'GET', url: API.ready });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'unready', checks: { database: 'failed', storage: 'ok' } });
  });
});

describe('GET /metrics', () => {
  it('is not served without PORTICO_METRICS_TOKEN', async () => {
    const server = await startTestServer();
    try {
      expect((await server.app.inject({ method: 'GET', url: API.metrics, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('answers the token holder with request histograms by route pattern, and refuses anyone else', async () => {
    const server = await startTestServer({ config: { metricsToken: TOKEN } });
    try {
      const [clientId] = await server.clientIdsOf('maria@acme.example');
      const headers = await server.headersFor('maria@acme.example');
      expect((await server.app.inject({ method: 'GET', url: apiPath('roots', { clientId: clientId! }), headers })).statusCode).toBe(200);

      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
        const refused = await server.app.inject({ method: 'GET', url: API.metrics, headers: authorization ? { authorization } : {} });
        expect(refused.statusCode, String(authorization)).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
      }
      const scraped = await server.app.inject({ method: 'GET', url: API.metrics, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      // The pattern, never the client's id, is the label.
      expect(scraped.body).toMatch(/portico_http_request_duration_seconds_count\{method="GET",route="\/api\/documents\/v1\/clients\/:clientId\/roots",status="200"\} 1/);
      expect(scraped.body).not.toContain(clientId);
      expect(scraped.body).toContain('process_cpu_user_seconds_total');
      expect(scraped.body).toMatch(/portico_jobs_failed 0/);
      expect(scraped.body).toMatch(/# TYPE portico_jobs_waiting gauge/);

      // The queue's figures are counted in the database: a backlog by kind, and a job that failed for good.
      const later = defineJob({ name: 'test.later', payload: Type.Object({}), retryLimit: 0, retryDelaySeconds: 1, handler: async () => undefined });
      const broken = defineJob({ name: 'test.broken', payload: Type.Object({}), retryLimit: 0, retryDelaySeconds: 1, handler: async () => { throw new Error('no'); } });
      await server.ctx.jobs.define(later);
      await server.ctx.jobs.define(broken);
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      for (let n = 0; n < 3; n++) await server.ctx.jobs.send(later, {}, { startAfter: tomorrow });
      await server.ctx.jobs.send(broken, {});
      const scrape = async () => (await server.app.inject({ method: 'GET', url: API.metrics, headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const failedOne = await eventually(async () => { const body = await scrape(); return /portico_jobs_failed 1\n/.test(body) && body; });
      expect(failedOne).toMatch(/portico_jobs_waiting\{kind="test\.later"\} 3\n/);
      expect(failedOne).not.toMatch(/kind="test\.broken"\} [1-9]/);
      if (server.ctx.dbKind === 'postgres') expect(scraped.body).toMatch(/portico_db_pool_connections \d+/);
    } finally {
      await server.stop();
    }
  });
});
