import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Logger, MAX_DESCRIPTION_CHARS, MAX_QUEUED_ENTRIES } from './logger';

describe('Logger', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('queues errors as frontEndException entries and keeps the latest 30 for the debug reporter', () => {
    const logger = new Logger();
    for (let i = 0; i < 35; i++) logger.error('documents', `failure ${i}`);
    logger.record('pageView', '/home', []);
    const recent = logger.recent();
    expect(recent).toHaveLength(30);
    expect(recent[0]!.data.description).toBe('failure 5');
    expect(recent.every((e) => e.type === 'frontEndException')).toBe(true);
    // Shipping empties the queue, not the recent list a report-issue attaches.
    logger.take(100);
    expect(logger.recent()).toHaveLength(30);
  });

  it("gives each error entry its name, message, stack and its index among the page's errors (spec 000 §3)", () => {
    const logger = new Logger();
    logger.error('documents', 'The list failed to load', new TypeError('fetch failed'));
    logger.record('pageView', '/home', []);
    logger.error('shell', 'Something was thrown', 'not an Error');
    const [first, second] = logger.recent().map((e) => e.data.logs[0]);
    expect(first).toMatchObject({ module: 'documents', message: 'The list failed to load', name: 'TypeError', error: 'fetch failed', index: 0 });
    expect((first as { stack: string }).stack).toContain('TypeError: fetch failed');
    expect(second).toMatchObject({ module: 'shell', name: 'Error', index: 1, stack: undefined });
  });

  it('caps the description at the server limit and drops the oldest entries beyond the queue bound, counting them', () => {
    const logger = new Logger();
    logger.record('pageView', 'y'.repeat(MAX_DESCRIPTION_CHARS + 10), []);
    expect(logger.take(1)[0]!.data.description).toHaveLength(MAX_DESCRIPTION_CHARS);
    for (let i = 0; i < MAX_QUEUED_ENTRIES + 3; i++) logger.record('pageView', `p${i}`, []);
    expect(logger.pending).toBe(MAX_QUEUED_ENTRIES);
    expect(logger.take(1)[0]!.data.description).toBe('p3');
    expect(logger.takeDropped()).toBe(3);
    expect(logger.takeDropped()).toBe(0);
  });

  it('flush resolves without a shipper and does not wait on a hung one beyond its timeout', async () => {
    vi.useFakeTimers();
    const logger = new Logger();
    await expect(logger.flush()).resolves.toBeUndefined();
    logger.attachShipper({ flush: () => new Promise(() => undefined) });
    const done = vi.fn();
    void logger.flush(2_000).then(done);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
