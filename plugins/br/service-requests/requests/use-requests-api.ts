import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { TOKENS, useKernel } from '@portico/plugin';
import { requestsApi, type RequestsApi } from './api';

/** The calls for the active client company (null until one is active). */
export function useRequestsApi(): RequestsApi | null {
  const kernel = useKernel();
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  return useMemo(() => (activeClientId ? requestsApi(kernel.get(TOKENS.Http), activeClientId) : null), [kernel, activeClientId]);
}
