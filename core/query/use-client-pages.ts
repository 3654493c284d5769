import { hashKey, useInfiniteQuery, useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { failingWithCode, type RemoteFailure, type RemoteState } from './remote-query';
import { clientKey, useReadClientId, type ClientQueryOptions } from './use-client-query';

export type ClientPagesOptions<T, P> = Omit<ClientQueryOptions, 'keep'> & {
  /** Where the first page starts (an offset, a cursor). */
  firstPage: P;
  /** Where the page after `last` starts; null when `last` was the last one. */
  nextPage: (last: T) => P | null;
};

/** Pages of one client's answer read one after another ("more results"), seen as a RemoteState of the pages so far. */
export type ClientPages<T> = RemoteState<T[]> & {
  /** A page after the last one read exists. */
  hasMore: boolean;
  /** The next page is on its way (the pages so far stay shown). */
  loadingMore: boolean;
  /** Asks for the next page; nothing while one is on its way or none is left. */
  loadMore: () => void;
  /** Asks again from the first page, from the loading state. */
  retry: () => void;
};

/**
 * An infinite read of one client company's data (TanStack's useInfiniteQuery) with useClientQuery's guarantees:
 * the client is part of the key, so a switch never shows the other client's pages (nor a page still on its way
 * for it), and retries are the cache's (no answer and 5xx only). Idle while no client is chosen or `enabled` is false.
 */
export function useClientInfiniteQuery<T, P>(
  key: QueryKey,
  read: (clientId: string, page: P, signal: AbortSignal) => Promise<T>,
  options: ClientPagesOptions<T, P>,
): ClientPages<T> {
  const client = useQueryClient();
  const clientId = useReadClientId(options);
  const queryKey = clientKey(clientId, key);
  const hash = hashKey(queryKey);
  const enabled = clientId !== null && options.enabled !== false;
  const query = useInfiniteQuery<T, RemoteFailure, { pages: T[] }, QueryKey, P>({
    queryKey,
    enabled,
    initialPageParam: options.firstPage,
    getNextPageParam: (last) => options.nextPage(last) ?? undefined,
    queryFn: ({ pageParam, signal }) => failingWithCode(read(clientId!, pageParam as P, signal)),
  });
  const retry = useCallback(() => void client.resetQueries({ queryKey, exact: true }), [client, hash]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const state: RemoteState<T[]> =
    query.status === 'success' ? { status: 'loaded', data: query.data.pages }
      : query.status === 'error' ? { status: 'failed', error: query.error.cause, code: query.error.code }
        : enabled ? { status: 'loading' } : { status: 'idle' };
  return { ...state, hasMore: enabled && hasNextPage, loadingMore: enabled && isFetchingNextPage, loadMore, retry };
}

export interface ClientPageReads<T> {
  /** Each page's state, in the order of `pages`. */
  states: Array<RemoteState<T>>;
  /** Reads one page (or takes it from the cache) and answers it; the screen's `pages` need not name it yet. */
  fetch: (page: number) => Promise<T>;
  /** Forgets every page under the key and asks again (a refresh). */
  reset: () => void;
}

/**
 * Several pages of one client's data read side by side (TanStack's useQueries), one query per page under
 * ['client', clientId, ...key, page]: the pages a screen scrolls through, asked for as they come into view. A client
 * switch or a new key starts from none of the other key's answers.
 */
export function useClientPageQueries<T>(
  key: QueryKey,
  pages: readonly number[],
  read: (clientId: string, page: number, signal: AbortSignal) => Promise<T>,
  options: Omit<ClientQueryOptions, 'keep'> & { staleTime?: number } = {},
): ClientPageReads<T> {
  const client = useQueryClient();
  const clientId = useReadClientId(options);
  const base = clientKey(clientId, key);
  const hash = hashKey(base);
  const enabled = clientId !== null && options.enabled !== false;
  // The latest read, so `fetch` stays the same function while the key does.
  const reader = useRef(read);
  reader.current = read;
  const pageQuery = useCallback((page: number) => ({
    queryKey: [...base, page],
    queryFn: ({ signal }: { signal: AbortSignal }) => failingWithCode(reader.current(clientId!, page, signal)),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  }), [hash, options.staleTime]);
  const results = useQueries({ queries: pages.map((page) => ({ ...pageQuery(page), enabled })) });
  const states = results.map((query): RemoteState<T> =>
    query.status === 'success' ? { status: 'loaded', data: query.data as T }
      : query.status === 'error' ? { status: 'failed', error: (query.error as RemoteFailure).cause, code: (query.error as RemoteFailure).code }
        : enabled ? { status: 'loading' } : { status: 'idle' });
  const fetch = useCallback((page: number) => client.fetchQuery(pageQuery(page)) as Promise<T>, [client, pageQuery]);
  const reset = useCallback(() => void client.resetQueries({ queryKey: base }), [client, hash]);
  return { states, fetch, reset };
}
