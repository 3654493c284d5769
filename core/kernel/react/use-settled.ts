import { useEffect, useReducer } from 'react';
import { settledNow, tracked, type Settled } from '../settled';

/**
 * The promise's outcome, or undefined while it is pending. One that has already settled (and was tracked) is
 * read in this render; otherwise the component renders once more when it settles.
 */
export function useSettled<T>(promise: Promise<T> | undefined): Settled<T> | undefined {
  const [, settle] = useReducer((n: number) => n + 1, 0);
  const now = promise ? settledNow(promise) : undefined;
  useEffect(() => {
    if (!promise || now) return undefined;
    let live = true;
    const done = () => { if (live) settle(); };
    // tracked() registers its handler first, so the outcome is recorded before this render is asked for.
    tracked(promise).then(done, done);
    return () => { live = false; };
  }, [promise, now]);
  return now;
}
