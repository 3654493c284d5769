/** A promise's outcome once it has settled. */
export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const outcomes = new WeakMap<Promise<unknown>, Settled<unknown>>();
const watched = new WeakSet<Promise<unknown>>();

/**
 * Records what the promise settles to, so that it can be read synchronously afterwards; returns the same
 * promise. A render that needs an answer which has already arrived (the entry asks for several before the first
 * render) then shows it at once, instead of rendering once more when a `then` runs.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  if (!watched.has(promise)) {
    watched.add(promise);
    promise.then(
      (value) => outcomes.set(promise, { status: 'fulfilled', value }),
      (reason: unknown) => outcomes.set(promise, { status: 'rejected', reason }),
    );
  }
  return promise;
}

/** The outcome of a tracked promise that has settled; undefined while it is pending or if it is not tracked. */
export function settledNow<T>(promise: Promise<T>): Settled<T> | undefined {
  return outcomes.get(promise) as Settled<T> | undefined;
}

/**
 * The answer `ask` gives for `key`, asked once and then read from `memory` (several callers share one request);
 * a failure is forgotten once it has been delivered, so the next caller asks again. Per-client caches of server
 * answers use it: Box-E's client switch, the documents' upload rules.
 */
export function rememberedUnlessFailed<K, V>(memory: Map<K, Promise<V>>, key: K, ask: () => Promise<V>): Promise<V> {
  let answer = memory.get(key);
  if (!answer) {
    const asked = ask();
    asked.catch(() => { if (memory.get(key) === asked) memory.delete(key); });
    memory.set(key, (answer = asked));
  }
  return answer;
}
