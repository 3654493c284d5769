import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { apiPath } from '@portico/contract/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { eventually } from '../testing/eventually';
import { DEMO_FIRMS } from '../seed/demo-core';

const MARIA = 'maria@acme.example';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server's JSON log lines, as they were written. */
const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

let server: TestServer;
let smtp: TestSmtpServer;
let clientId: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({ config: { logger: true, smtpUrl: smtp.url }, logStream, features: ['common.documents'] });
  [clientId] = await server.clientIdsOf(MARIA) as [string];
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

describe('request ids', () => {
  it('keep a sane incoming X-Request-Id, name it in the response and in the request\'s log lines', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.01:2' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.01:2');
    await eventually(() => linesOf('lb-7f3a.01:2').some((line) => line.msg === 'request completed'));
    expect(linesOf('lb-7f3a.01:2').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replace one that is too long or holds anything but letters, digits and . _ - : with a new UUID', async () => {
    for (const given of ['x'.repeat(65), 'two words', '<script>', '"quoted"', 'a/b', '']) {
      const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(linesOf(given)).toEqual([]);
    }
    const without = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(without.headers['x-request-id']).toMatch(UUID);
    // Every request its own.
    expect(without.headers['x-request-id']).not.toBe((await server.app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']);
  });

  it('travel with the job a request queues: the job row records it, the job\'s log lines carry it', async () => {
    let release!: () => void;
    smtp.hold = new Promise((resolve) => { release = resolve; });
    const documentId = (await server.ctx.db.selectFrom('documents' as never).select('id' as never)
      .where('clientId' as never, '=', clientId as never).where('deletedAt' as never, 'is', null as never).executeTakeFirstOrThrow() as { id: string }).id;
    const response = await server.app.inject({
      method: 'POST', url: apiPath('send', { clientId }),
      headers: { ...await server.headersFor(MARIA), 'x-request-id': 'ops-mail-7' },
      payload: { documentIds: [documentId], recipients: ['ana@example.com'] },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['x-request-id']).toBe('ops-mail-7');
    // The SMTP server holds the message: the mail job is running, its row still there.
    await eventually(() => smtp.waiting === 1);
    const { rows } = await sql<{ kind: string; requestId: string | null; state: string }>`select kind, request_id, state from jobs where kind = 'mail.send'`.execute(server.ctx.db);
    expect(rows).toEqual([{ kind: 'mail.send', requestId: 'ops-mail-7', state: 'active' }]);
    release();
    smtp.hold = undefined;
    await eventually(() => linesOf('ops-mail-7').some((line) => line.msg === 'job done'));
    const job = linesOf('ops-mail-7').filter((line) => line.kind === 'mail.send');
    expect(job.map((line) => line.msg)).toEqual(['job queued', 'job started', 'mail sent', 'job done']);
    expect(job.find((line) => line.msg === 'mail sent')).toMatchObject({ transport: 'smtp', outboxId: expect.any(String) });
    // The request's own lines too, under the same id.
    expect(linesOf('ops-mail-7').map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('a job queued outside any request records none', async () => {
    let release!: () => void;
    smtp.hold = new Promise((resolve) => { release = resolve; });
    await server.ctx.mailer.send({ firmId: DEMO_FIRMS.northwind, to: ['ana@example.com'], subject: 'No request', text: 'Hello' });
    await eventually(() => smtp.waiting === 1);
    const { rows } = await sql<{ requestId: string | null }>`select request_id from jobs where kind = 'mail.send'`.execute(server.ctx.db);
    expect(rows).toEqual([{ requestId: null }]);
    release();
    smtp.hold = undefined;
    await eventually(() => lines.some((line) => line.msg === 'job done' && line.kind === 'mail.send' && !('reqId' in line)));
  });
});
