/**
 * Without per-file isolation a test file's pending timers and its listeners on window outlive it:
 * a profile reload scheduled 500 ms after a language change would call the next file's fake API, a listener
 * would log the next file's navigation. They are recorded as they are made and undone when the file ends.
 */
type Timer = ReturnType<typeof setTimeout>;
type Listening = [EventTarget, string, EventListenerOrEventListenerObject | null, boolean | EventListenerOptions | undefined];

interface Leftovers {
  timeouts: Set<Timer>;
  intervals: Set<Timer>;
  listeners: Listening[];
  /** Off while modules load: a module's own listeners (added once per worker) stay. */
  recording: boolean;
}

const KEY = Symbol.for('portico.test.file-leftovers');
const registry = globalThis as typeof globalThis & { [KEY]?: Leftovers };

/** Installs the recording once per worker (the setup file runs again for every file). */
export function trackFileLeftovers(): void {
  if (registry[KEY]) return;
  const leftovers: Leftovers = { timeouts: new Set(), intervals: new Set(), listeners: [], recording: false };
  registry[KEY] = leftovers;

  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout, setInterval: realSetInterval, clearInterval: realClearInterval } = globalThis;
  globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const timer: Timer = realSetTimeout(
      (...callArgs: unknown[]) => {
        leftovers.timeouts.delete(timer);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callArgs);
      },
      delay,
      ...args,
    );
    leftovers.timeouts.add(timer);
    return timer;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((timer?: Timer) => {
    if (timer !== undefined) leftovers.timeouts.delete(timer);
    realClearTimeout(timer);
  }) as typeof clearTimeout;
  globalThis.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const timer = realSetInterval(handler as (...a: unknown[]) => void, delay, ...args);
    leftovers.intervals.add(timer);
    return timer;
  }) as unknown as typeof setInterval;
  globalThis.clearInterval = ((timer?: Timer) => {
    if (timer !== undefined) leftovers.intervals.delete(timer);
    realClearInterval(timer);
  }) as typeof clearInterval;

  for (const target of [window] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (leftovers.recording) leftovers.listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
}

/** From the file's first test on, listeners are the file's own. */
export function recordFileLeftovers(): void {
  const leftovers = registry[KEY];
  if (leftovers) leftovers.recording = true;
}

/** Clears what the file left pending and removes the listeners it added. */
export function forgetFileLeftovers(): void {
  const leftovers = registry[KEY];
  if (!leftovers) return;
  leftovers.recording = false;
  for (const timer of leftovers.timeouts) clearTimeout(timer);
  for (const timer of leftovers.intervals) clearInterval(timer);
  for (const [target, type, listener, options] of leftovers.listeners.splice(0)) target.removeEventListener(type, listener, options);
}
