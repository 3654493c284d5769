import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettles, type SettleEnvironment } from './page-settled';

/** A window whose load event, finished resources and idle moments the test sends. */
function fakeWindow(readyState: DocumentReadyState) {
  const loads: Array<() => void> = [];
  const observers: Array<() => void> = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() { observers.push(this.callback); }
    disconnect() { observers.splice(observers.indexOf(this.callback), 1); }
  }
  const env: SettleEnvironment = {
    document: { readyState },
    addEventListener: (_type, listener) => void loads.push(listener),
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { env, load: () => loads.forEach((l) => l()), resourceFinished: () => observers.forEach((o) => o()), observers };
}

const timing = { quietMs: 2000, maxWaitMs: 30_000 };
const settledAfter = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => { settled = true; });
  await vi.advanceTimersByTimeAsync(0);
  return () => settled;
};

describe('whenPageSettles', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits for the load event, then for resources to stop finishing', async () => {
    const page = fakeWindow('loading');
    const settled = await settledAfter(whenPageSettles(page.env, timing));
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled()).toBe(false); // not loaded yet
    page.load();
    await vi.advanceTimersByTimeAsync(1500);
    page.resourceFinished(); // an API answer: quiet starts again
    await vi.advanceTimersByTimeAsync(1500);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled()).toBe(true);
    expect(page.observers).toHaveLength(0); // stops watching
  });

  it('counts a page that has loaded already from now', async () => {
    const page = fakeWindow('complete');
    const settled = await settledAfter(whenPageSettles(page.env, timing));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('settles after the longest wait even when the page never goes quiet', async () => {
    const page = fakeWindow('complete');
    const settled = await settledAfter(whenPageSettles(page.env, timing));
    for (let ms = 0; ms < 29_000; ms += 1000) {
      page.resourceFinished(); // a screen that polls every second
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled()).toBe(true);
  });

  it('waits for an idle moment where the browser offers one', async () => {
    const page = fakeWindow('complete');
    const idle: Array<() => void> = [];
    const settled = await settledAfter(whenPageSettles({ ...page.env, requestIdleCallback: (callback) => idle.push(callback) }, timing));
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled()).toBe(false);
    idle.forEach((callback) => callback());
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });
});
