import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Logger, MAX_QUEUED_ENTRIES, type LogBatch } from './logger';
import { LogSendError, type SendOptions } from './log-transport';
import { LOGS_DROPPED, LogShipper } from './log-shipper';

/** A page whose visibility the test sets, and the window it would hide. */
function fakePage() {
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const pageWindow = new EventTarget();
  return {
    page, pageWindow,
    hide() {
      page.visibilityState = 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

interface Sent { batch: LogBatch; options?: SendOptions }

function setup(results: Array<'ok' | 'fail' | number | LogSendError> = [], options: { intervalMs?: number } = {}) {
  const logger = new Logger();
  const sent: Sent[] = [];
  const send = vi.fn(async (batch: LogBatch, opts?: SendOptions) => {
    sent.push({ batch: structuredClone(batch), options: opts });
    const result = results.shift() ?? 'ok';
    if (result === 'fail') throw new TypeError('Failed to fetch');
    if (typeof result === 'number') throw new LogSendError(result);
    if (typeof result === 'object') throw result;
  });
  const { page, pageWindow, hide } = fakePage();
  const shipper = new LogShipper(logger, send, {
    intervalMs: 10_000, errorDelayMs: 1_000, backoffMs: 2_000, maxBackoffMs: 60_000, page, pageWindow,
    ...options,
  }).start();
  return { logger, sent, send, shipper, hide, pageWindow };
}

const descriptions = (sent: Sent[]) => sent.map((s) => s.batch.items.map((i) => i.data.description));

describe('LogShipper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('ships queued entries as one version "0.1" batch of cloud events on the interval', async () => {
    const { logger, sent } = setup();
    logger.record('pageView', '/documents', [{ screen: '/documents' }]);
    logger.record('pageView', '/actions', [{ screen: '/actions' }]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    const { batch } = sent[0]!;
    expect(batch.version).toBe('0.1');
    expect(batch.items.map((i) => i.data.description)).toEqual(['/documents', '/actions']);
    for (const item of batch.items) {
      expect(item).toMatchObject({ specversion: '0.2', type: 'pageView', source: 'portico-web', contenttype: 'application/json' });
      expect(item.id).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
      expect(item.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(logger.pending).toBe(0);
  });

  it('sends an error soon after it is logged, with module, message and stack', async () => {
    const { logger, sent } = setup();
    logger.error('theme', 'Theme failed to load', new Error('HTTP 500'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    const [item] = sent[0]!.batch.items;
    expect(item!.type).toBe('frontEndException');
    expect(item!.data.logs[0]).toMatchObject({ module: 'theme', message: 'Theme failed to load', error: 'HTTP 500' });
    expect((item!.data.logs[0] as { stack: string }).stack).toContain('HTTP 500');
  });

  it('splits a long queue into batches of at most 50 items', async () => {
    const { logger, sent } = setup();
    for (let i = 0; i < 120; i++) logger.record('pageView', `/p${i}`, []);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((s) => s.batch.items.length)).toEqual([50, 50, 20]);
  });

  it('sends what is queued as a keepalive request when the page is hidden, and on pagehide', async () => {
    const { logger, sent, hide, pageWindow } = setup();
    logger.record('pageView', '/documents', []);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.options).toEqual({ keepalive: true });
    logger.record('featureUse', 'common.documents/area', []);
    pageWindow.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.options).toEqual({ keepalive: true });
  });

  it('keeps a keepalive batch under the byte budget; the rest waits', async () => {
    const { logger, sent, hide } = setup([], {});
    for (let i = 0; i < 40; i++) logger.record('pageView', 'x'.repeat(3_000), []);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(new TextEncoder().encode(JSON.stringify(sent[0]!.batch)).length).toBeLessThanOrEqual(60_000);
    expect(sent[0]!.batch.items.length + logger.pending).toBe(40);
    expect(logger.pending).toBeGreaterThan(0);
  });

  it('keeps the entries of a failed send and retries with growing backoff until it arrives, in order', async () => {
    const { logger, sent } = setup(['fail', 'fail', 'ok']);
    logger.error('profile', 'Profile failed to load');
    logger.record('pageView', '/home', []);
    await vi.advanceTimersByTimeAsync(1_000); // first try, fails
    expect(sent).toHaveLength(1);
    expect(logger.pending).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 2 s later: fails again
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // 4 s later: arrives
    expect(descriptions(sent)).toEqual([
      ['Profile failed to load', '/home'],
      ['Profile failed to load', '/home'],
      ['Profile failed to load', '/home'],
    ]);
    expect(logger.pending).toBe(0);
  });

  it('an error logged during the backoff does not cut it short, nor cancel the retry', async () => {
    const { logger, sent } = setup(['fail', 'ok']);
    logger.error('a', 'first');
    await vi.advanceTimersByTimeAsync(1_000); // fails: retry due 2 s later
    await vi.advanceTimersByTimeAsync(500);
    logger.error('b', 'second');
    await vi.advanceTimersByTimeAsync(1_499);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(descriptions(sent)[1]).toEqual(['first', 'second']);
  });

  it('does not ship on the interval while backing off, but flush() (logout) tries at once', async () => {
    const { logger, sent, shipper } = setup(['fail', 'fail', 'fail', 'ok'], { intervalMs: 1_000 });
    logger.record('pageView', '/a', []);
    await vi.advanceTimersByTimeAsync(1_000); // interval: fails, backoff 2 s
    await vi.advanceTimersByTimeAsync(1_000); // interval during backoff: nothing
    expect(sent).toHaveLength(1);
    await shipper.flush();
    expect(sent).toHaveLength(2);
  });

  it('retries a 401 or 503 but drops a batch the server refuses as malformed', async () => {
    const { logger, sent } = setup([503, 400]);
    logger.record('pageView', '/a', []);
    await vi.advanceTimersByTimeAsync(10_000); // 503: kept
    expect(logger.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000); // 400: dropped, not retried
    expect(sent).toHaveLength(2);
    expect(logger.pending).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
  });

  it('drops a batch refused as too many (429) and sends nothing more until the Retry-After has passed', async () => {
    const { logger, sent } = setup([new LogSendError(429, 30_000)]);
    logger.error('a', 'first');
    await vi.advanceTimersByTimeAsync(1_000); // 429: dropped, wait 30 s (longer than the 2 s backoff)
    expect(sent).toHaveLength(1);
    expect(logger.pending).toBe(0);
    logger.error('b', 'second');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(descriptions(sent)).toEqual([['first'], ['second']]);
  });

  it('backs off further on each 429 without a Retry-After, never retrying the dropped entries', async () => {
    const { logger, sent } = setup([429, 429, 'ok']);
    logger.error('a', 'one');
    await vi.advanceTimersByTimeAsync(1_000); // 429: dropped, 2 s
    logger.error('b', 'two');
    await vi.advanceTimersByTimeAsync(2_000); // 429: dropped, 4 s
    logger.error('c', 'three');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(descriptions(sent)).toEqual([['one'], ['two'], ['three']]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
  });

  it('bounds the queue while sends fail: the oldest go, and the next batch reports how many', async () => {
    const { logger, sent } = setup(['fail']);
    logger.record('pageView', 'first', []);
    await vi.advanceTimersByTimeAsync(10_000); // fails: 'first' is back in the queue
    for (let i = 0; i < MAX_QUEUED_ENTRIES; i++) logger.record('pageView', `p${i}`, []);
    expect(logger.pending).toBe(MAX_QUEUED_ENTRIES);
    await vi.advanceTimersByTimeAsync(10_000);
    const [first] = sent[1]!.batch.items;
    expect(first!.type).toBe(LOGS_DROPPED);
    expect(first!.data.logs).toEqual([{ dropped: 1 }]);
    expect(sent[1]!.batch.items[1]!.data.description).toBe('p0');
    expect(sent.slice(1).flatMap((s) => s.batch.items).filter((i) => i.type === 'pageView')).toHaveLength(MAX_QUEUED_ENTRIES);
  });

  it('never logs its own failures through the logger (no loop)', async () => {
    const { logger, sent } = setup(['fail', 'fail', 'fail']);
    logger.error('x', 'boom');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(sent).toHaveLength(3);
    expect(sent.every((s) => s.batch.items.length === 1)).toBe(true);
    expect(logger.pending).toBe(1);
    expect(logger.recent()).toHaveLength(1);
  });

  it('stops shipping when stopped', async () => {
    const { logger, sent, shipper, hide } = setup();
    shipper.stop();
    logger.error('x', 'after stop');
    hide();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(0);
    expect(logger.pending).toBe(1);
  });
});
