import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; data: T };

export type Remote<T> = RemoteState<T> & {
  /** Loads again (the retry button of a failed view). */
  retry: () => void;
  /** Replaces the loaded data after a write the server confirmed. */
  update: (change: (data: T) => T) => void;
};

/**
 * Data a screen loads from the API: loading, failed (with retry) or loaded. A null `load` stays idle (no active
 * client yet); a change of `deps` loads again, and an answer to an older load is ignored.
 */
export function useRemote<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<RemoteState<T>>(load ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const run = loader.current;
    if (!run) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    run().then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [...deps, load === null, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.status === 'loaded' ? { status: 'loaded', data: change(s.data) } : s));
  }, []);
  return Object.assign({}, state, { retry, update });
}
