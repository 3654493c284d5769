import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { TOKENS, useClientQuery, useKernel, type ClientQueryOptions, type Remote } from '@portico/plugin';
import { requestsApi, type RequestsApi } from './api';

/** The calls for the active client company (null until one is active). */
export function useRequestsApi(): RequestsApi | null {
  const kernel = useKernel();
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  return useMemo(() => (activeClientId ? requestsApi(kernel.get(TOKENS.Http), activeClientId) : null), [kernel, activeClientId]);
}

/**
 * How often an open list or request asks again, so that the firm's moves (a reply, a send-back, a close) show
 * without a reload; only while the tab is visible, and an unchanged answer re-renders nothing.
 */
export const FIRM_MOVES_RENEW_MS = 20_000;

/** A read of the active client's requests data through the portal's query cache (`key` under the feature's name). */
export function useRequestsQuery<T>(key: readonly unknown[], read: (api: RequestsApi) => Promise<T>, options: ClientQueryOptions = {}): Remote<T> {
  const http = useKernel().get(TOKENS.Http);
  return useClientQuery(['br.service-requests', ...key], (clientId) => read(requestsApi(http, clientId)), options);
}
