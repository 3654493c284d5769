import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { HTTPError, TimeoutError } from 'ky';

/** Attempts after the first one for a failure that may pass. */
const RETRIES = 2;

/**
 * A failure worth asking again: no answer at all (fetch's TypeError, ky's timeout) or the server's own fault (5xx).
 * A 4xx is the same on every attempt, so it is never retried. An API module's own error counts by its `cause`.
 */
export function isTransient(error: unknown): boolean {
  let e = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e instanceof HTTPError) return e.response.status >= 500;
    if (e instanceof TimeoutError || e instanceof TypeError) return true;
    e = e.cause;
  }
  return false;
}

/**
 * The portal's query cache. Reads go out whether or not the browser says it is online (networkMode 'always'), so a
 * failure shows its error view instead of a loading state that waits; a window focus asks for nothing.
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < RETRIES && isTransient(error),
        networkMode: 'always',
        refetchOnWindowFocus: false,
        ...queries,
      },
    },
  });
}
