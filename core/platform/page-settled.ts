/** How long no resource may finish before the page counts as quiet, and how long to wait for that at most. */
export const SETTLE = { quietMs: 2000, maxWaitMs: 30_000 } as const;

/** What whenPageSettles reads of the window (a test passes its own). */
export interface SettleEnvironment {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  readonly PerformanceObserver?: typeof PerformanceObserver;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Resolves once the page has loaded and gone quiet: the load event has fired and no resource (script, style,
 * image, API answer) has finished for `quietMs`, then at the next idle moment; after `maxWaitMs` in any case (a
 * screen that polls never goes quiet). Work that only later visits need waits for it, so that on a phone it
 * shares neither the link nor the processor with the first screen.
 */
export function whenPageSettles(env: SettleEnvironment = window as unknown as SettleEnvironment, timing: { quietMs: number; maxWaitMs: number } = SETTLE): Promise<void> {
  return new Promise((resolve) => {
    let quiet: unknown;
    let observer: PerformanceObserver | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      env.clearTimeout(quiet);
      observer?.disconnect();
      if (env.requestIdleCallback) env.requestIdleCallback(() => resolve(), { timeout: timing.quietMs });
      else resolve();
    };
    const restartQuiet = () => {
      env.clearTimeout(quiet);
      quiet = env.setTimeout(finish, timing.quietMs);
    };
    const watch = () => {
      if (env.PerformanceObserver) {
        observer = new env.PerformanceObserver(restartQuiet);
        observer.observe({ type: 'resource' });
      }
      restartQuiet();
    };
    env.setTimeout(finish, timing.maxWaitMs);
    if (env.document.readyState === 'complete') watch();
    else env.addEventListener('load', watch, { once: true });
  });
}
