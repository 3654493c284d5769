import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Logger, MAX_QUEUED_ENTRIES, type LogEntry } from '@portico/core/logging/logger';
import { LogShipper, LOGS_DROPPED } from '@portico/core/logging/log-shipper';
import { fetchLogSend } from '@portico/core/logging/log-transport';
import { JOAO, STAFF, previewHeaders, startDemoTestServer, type DemoTestServer } from '@portico/server/kit/test-support';
import { ISSUE_REPORT_TYPE } from '../../../plugins/common/support/contract';

/**
 * The browser's logging code against the real server (demo seed, SQLite): what the shipper sends is what
 * the log endpoint accepts, and it lands in client_logs. fetch is routed into the server in process.
 */
let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us'); }, 60_000);
afterAll(async () => { await t.server.stop(); });

const serverFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const res = await t.server.app.inject({
    method: 'POST', url: url.pathname, headers: init!.headers as Record<string, string>, payload: String(init!.body),
  });
  return new Response(res.body, { status: res.statusCode });
};

interface ClientLogRow { eventId: string; type: string; description: string; logs: string; userId: string; subjectUserId: string }
const rowsOf = (entries: LogEntry[]) =>
  (t.server.ctx.db as any).selectFrom('clientLogs').selectAll().where('eventId', 'in', entries.map((e) => e.id)).execute() as Promise<ClientLogRow[]>;

/** A logger whose queued entries the test can see. */
function recordingLogger() {
  const logger = new Logger();
  const recorded: LogEntry[] = [];
  logger.onRecord((entry) => recorded.push(entry));
  return { logger, recorded };
}

async function ship(logger: Logger, headers: Record<string, string>) {
  const token = headers.authorization!.replace(/^UDSLongToken /, '');
  const shipper = new LogShipper(logger, fetchLogSend(() => token, 'http://portal.test', serverFetch), { intervalMs: 3_600_000 }).start();
  await shipper.flush();
  shipper.stop();
}

describe('client logs reach client_logs', () => {
  it('stores an error, a page view and a feature use as the browser ships them, for the signed-in user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { logger, recorded } = recordingLogger();
    logger.error('plugin', 'Plugin "common.documents/area" failed: boom', new Error('boom'));
    logger.record('pageView', '/documents', [{ screen: '/documents', from: '/' }]);
    logger.record('featureUse', 'common.documents/area', [{ pluginId: 'common.documents/area', kind: 'area', screen: '/documents' }]);
    await ship(logger, await t.server.headersFor(JOAO));

    expect(logger.pending).toBe(0);
    const rows = await rowsOf(recorded);
    expect(rows.map((r) => r.type).sort()).toEqual(['featureUse', 'frontEndException', 'pageView']);
    const error = rows.find((r) => r.type === 'frontEndException')!;
    expect(error.description).toBe('Plugin "common.documents/area" failed: boom');
    expect(JSON.parse(error.logs)[0]).toMatchObject({ module: 'plugin', error: 'boom', stack: expect.stringContaining('boom') });
    const joao = await t.server.userId(JOAO);
    expect(rows.every((r) => r.userId === joao && r.subjectUserId === joao)).toBe(true);
  });

  it('a long queue goes in batches the server accepts, with the report of entries the bound dropped', async () => {
    const { logger, recorded } = recordingLogger();
    for (let i = 0; i < MAX_QUEUED_ENTRIES + 2; i++) logger.record('pageView', `/screen-${i}`, [{ screen: `/screen-${i}` }]);
    const dropReports: LogEntry[] = [];
    const entry = logger.entry.bind(logger);
    vi.spyOn(logger, 'entry').mockImplementation((type, description, logs) => {
      const made = entry(type, description, logs);
      if (type === LOGS_DROPPED) dropReports.push(made);
      return made;
    });
    await ship(logger, await t.server.headersFor(JOAO));

    expect(logger.pending).toBe(0);
    expect(await rowsOf(recorded.slice(2))).toHaveLength(MAX_QUEUED_ENTRIES);
    expect(await rowsOf(recorded.slice(0, 2))).toHaveLength(0);
    const [report] = await rowsOf(dropReports);
    expect(report).toMatchObject({ type: LOGS_DROPPED, description: '2 log entries were dropped: the queue was full' });
  });

  it("stores a staff preview's issue report under the staff member, about the client user viewed, and no other entry", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = recordingLogger();
    report.logger.record(ISSUE_REPORT_TYPE, 'The list is empty', [{ context: { page: '/documents' } }]);
    await ship(report.logger, await previewHeaders(t.server, STAFF, JOAO));
    const [row] = await rowsOf(report.recorded);
    expect(row).toMatchObject({ type: ISSUE_REPORT_TYPE, userId: await t.server.userId(STAFF), subjectUserId: await t.server.userId(JOAO) });

    const pageView = recordingLogger();
    pageView.logger.record('pageView', '/home', [{ screen: '/home', from: null }]);
    await ship(pageView.logger, await previewHeaders(t.server, STAFF, JOAO));
    expect(await rowsOf(pageView.recorded)).toEqual([]);
  });
});
