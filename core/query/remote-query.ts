import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiErrorCode } from '../http/api-error';

/** What a screen shows of data it reads: nothing to ask yet (idle), loading, failed or loaded. */
export type RemoteState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `code` is the API's machine code (translated by the screen as errors.<code>), null when the answer had none. */
  | { status: 'failed'; error: unknown; code: string | null }
  | { status: 'loaded'; data: T };

export type Remote<T> = RemoteState<T> & {
  /** Asks again from a clean state: the screen shows its loading state, as a retry or refresh button expects. */
  retry: () => void;
  /** Replaces the cached data after a write the server confirmed. */
  update: (change: (data: T) => T) => void;
};

/** A failed read with its API code worked out once; the original failure stays its cause (for isTransient). */
export class RemoteFailure extends Error {
  override name = 'RemoteFailure';
  constructor(readonly code: string | null, cause: unknown) {
    super(code ?? 'remote read failed', { cause });
  }
}

export const codeOf = async (error: unknown): Promise<string | null> => {
  const own = (error as { code?: unknown } | null)?.code;
  return typeof own === 'string' ? own : apiErrorCode(error);
};

/** A read's answer, or its failure as a RemoteFailure with the API's code. */
export async function failingWithCode<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    throw new RemoteFailure(await codeOf(error), error);
  }
}

export interface ReadOptions {
  /** False forgets the answer when no screen shows it any more: the next screen asks afresh (a diagnostic run). */
  keep?: boolean;
  /**
   * Reads again in the background every this many ms while a screen shows it, the answer staying on screen: for
   * work going on elsewhere (an event queued for another system). Undefined: no polling.
   */
  pollMs?: number;
}

/**
 * A read through the portal's query cache (caching, de-duplication, retries: core/query/query-client.ts), seen as a
 * RemoteState. Data of one client company is read with useClientQuery, which puts the client in the key.
 */
export function useRemoteQuery<T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>, enabled = true, options: ReadOptions = {}): Remote<T> {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  // Stable while the key is the same, so a screen's memos that use them hold.
  const retry = useCallback(() => void client.resetQueries({ queryKey, exact: true }), [client, hash]);
  const update = useCallback(
    (change: (data: T) => T) => void client.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data))),
    [client, hash],
  );
  const query = useQuery<T, RemoteFailure>({
    queryKey,
    enabled,
    ...(options.keep === false ? { gcTime: 0 } : {}),
    ...(options.pollMs ? { refetchInterval: options.pollMs } : {}),
    queryFn: ({ signal }) => failingWithCode(read(signal)),
  });
  const state: RemoteState<T> =
    query.status === 'success' ? { status: 'loaded', data: query.data }
      : query.status === 'error' ? { status: 'failed', error: query.error.cause, code: query.error.code }
        : enabled ? { status: 'loading' } : { status: 'idle' };
  return { ...state, retry, update };
}
