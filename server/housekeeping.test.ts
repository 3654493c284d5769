import { defineServerFeature } from './kit/feature';
import { runHousekeeping, scheduleHousekeeping } from './housekeeping';
import type { Db } from './db/database';
import type { BlobStore } from './storage/blob-store';
import type { ServerConfig } from './config';

const ctx = { db: {} as Db, blobs: {} as BlobStore, config: {} as ServerConfig };
const log = () => ({ info: vi.fn(), error: vi.fn() });

describe('housekeeping', () => {
  it("runs every feature's clean-up; one that fails is logged and the others still run", async () => {
    const failing = defineServerFeature({ id: 'test.failing', housekeeping: async () => { throw new Error('disk full'); } });
    const working = defineServerFeature({ id: 'test.working', housekeeping: async ({ now }) => now.getUTCFullYear() });
    const logger = log();
    const removed = await runHousekeeping([failing, defineServerFeature({ id: 'test.none' }), working], ctx, logger, new Date('2026-11-23T00:00:00Z'));
    expect(removed).toEqual({ 'test.working': 2026 });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ feature: 'test.failing' }), 'housekeeping failed');
  });

  it('runs at once and on each interval, one run at a time, and stopping waits for the run in progress', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const run = vi.fn(() => { runs += 1; return new Promise<void>((resolve) => { finish = resolve; }); });
    const stop = scheduleHousekeeping(run, 1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1); // the first run has not finished: the next one waits for it
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => { stopped = true; });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(runs).toBe(2);
    vi.useRealTimers();
  });
});
