import { API, apiPath } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { eventually } from '../testing/eventually';
import { auditRows } from '../kit/test-support';
import { mailSettings } from '../config';
import { DEMO_FIRMS, DEMO_USERS } from '../seed/demo-core';

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // Short retries: two more tries after the first, half a second apart and then one second (PostgreSQL: 1 s, 2 s).
  server = await startTestServer({
    config: { smtpUrl: smtp.url, jobPollMs: 500, mail: { ...mailSettings(), retryLimit: 2, retryDelaySeconds: 0.5 } },
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});
beforeEach(() => {
  smtp.refusing = false;
  smtp.hold = undefined;
});

const row = (id: string) => server.ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const send = (subject: string) =>
  server.ctx.mailer.send({ firmId: DEMO_FIRMS.northwind, to: ['ana@example.com'], subject, text: 'Your documents are ready.' });

describe('mail through the queue', () => {
  it('is received by the SMTP server from the firm\'s address, and marked sent only once the server took it', async () => {
    let release!: () => void;
    smtp.hold = new Promise((resolve) => { release = resolve; });
    const id = await send('Ready');
    // The SMTP server has the message but has not answered yet: not sent.
    await eventually(() => smtp.waiting === 1);
    expect((await row(id)).sentAt).toBeNull();
    release();
    const sent = await eventually(async () => (await row(id)).sentAt !== null && (await row(id)));
    expect(sent).toMatchObject({ failedAt: null, lastError: null });
    const received = smtp.received.find((m) => m.raw.includes('Subject: Ready'))!;
    expect(received.to).toEqual(['ana@example.com']);
    expect(received.from).toBe('portal@northwind.example');
    expect(received.raw).toContain('From: Northwind Accounting <portal@northwind.example>');
  });

  it('when the SMTP server refuses, retries, ends failed (never sent) and lists the job for an administrator, who may retry it', async () => {
    smtp.refusing = true;
    const id = await send('Refused');
    const failed = await eventually(async () => (await row(id)).failedAt !== null && (await row(id)));
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/550/);
    expect(smtp.received.some((m) => m.raw.includes('Subject: Refused'))).toBe(false);

    const staff = await server.headersFor(DEMO_USERS.staff);
    const listed = await server.app.inject({ method: 'GET', url: API.failedJobs, headers: staff });
    expect(listed.statusCode).toBe(200);
    const job = listed.json().jobs.find((j: { kind: string }) => j.kind === 'mail.send');
    expect(job).toMatchObject({ kind: 'mail.send', tries: 3 });
    expect(job.lastError).toMatch(/550/);

    // A client may not see them, and staff without Platform.Administration may not either.
    const client = await server.app.inject({ method: 'GET', url: API.failedJobs, headers: await server.headersFor(DEMO_USERS.maria) });
    expect(client.json().code).toBe('STAFF_ONLY');
    await server.ctx.db.deleteFrom('userPermissions').where('userId', '=', await server.userId(DEMO_USERS.staff))
      .where('resource', '=', 'Administration').execute();
    expect((await server.app.inject({ method: 'GET', url: API.failedJobs, headers: staff })).json().code).toBe('ADMIN_ONLY');
    await server.ctx.db.insertInto('userPermissions')
      .values({ userId: await server.userId(DEMO_USERS.staff), feature: 'Platform', resource: 'Administration', grant: 'Granted' }).execute();

    smtp.refusing = false;
    const url = apiPath('jobRetry', { jobId: job.id });
    const retried = await server.app.inject({ method: 'POST', url, headers: staff });
    expect(retried.statusCode).toBe(202);
    const sent = await eventually(async () => (await row(id)).sentAt !== null && (await row(id)));
    expect(sent).toMatchObject({ failedAt: null, lastError: null });
    expect(smtp.received.some((m) => m.raw.includes('Subject: Refused'))).toBe(true);
    expect(await auditRows(server, `POST ${API.jobRetry}`)).toEqual([expect.objectContaining({ outcome: 'success', statusCode: 202 })]);
    expect((await server.app.inject({ method: 'POST', url, headers: staff })).json().code).toBe('JOB_NOT_FOUND');
  });
});
