import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { TOKENS, useClientQuery, useKernel, type Remote } from '@portico/plugin';
import { requestsApi, type RequestsApi } from './api';

/** The calls for the active client company (null until one is active). */
export function useRequestsApi(): RequestsApi | null {
  const kernel = useKernel();
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  return useMemo(() => (activeClientId ? requestsApi(kernel.get(TOKENS.Http), activeClientId) : null), [kernel, activeClientId]);
}

/** A read of the active client's requests data through the portal's query cache (`key` under the feature's name). */
export function useRequestsQuery<T>(key: readonly unknown[], read: (api: RequestsApi) => Promise<T>): Remote<T> {
  const http = useKernel().get(TOKENS.Http);
  return useClientQuery(['br.service-requests', ...key], (clientId) => read(requestsApi(http, clientId)));
}
