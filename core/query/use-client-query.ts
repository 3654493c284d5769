import type { QueryKey } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useKernel } from '../kernel/react/kernel-context';
import { TOKENS } from '../kernel/tokens';
import { useRemoteQuery, type ReadOptions, type Remote } from './remote-query';

export interface ClientQueryOptions extends ReadOptions {
  /** False holds the read back (a filter still invalid, a panel closed): the state stays idle. */
  enabled?: boolean;
  /** The client company read for when the screen names it (a route's cnd/{clientId}, a prop); null stays idle. */
  clientId?: string | null;
}

/** The client a client-scoped read is for: the one the screen names, else the active one (null: none chosen). */
export function useReadClientId(options: Pick<ClientQueryOptions, 'clientId'>): string | null {
  const { activeClientId } = useSnapshot(useKernel().get(TOKENS.Clients).state);
  return options.clientId === undefined ? activeClientId : options.clientId;
}

/** The cache key of one client's data: the client first, so a switch never meets the other client's answers. */
export const clientKey = (clientId: string | null, key: QueryKey): QueryKey => ['client', clientId, ...key];

/**
 * Data of one client company: `useClientQuery(['documents', 'page', folderId], (clientId, signal) => api.page(clientId,
 * …))`. The client is part of the cache key, so a switch shows the new client's data (or its loading state) and an
 * answer still on its way for the old client is never shown; switching back shows the cached data while it renews.
 * Idle while no client is chosen.
 */
export function useClientQuery<T>(
  key: QueryKey,
  read: (clientId: string, signal: AbortSignal) => Promise<T>,
  options: ClientQueryOptions = {},
): Remote<T> {
  const clientId = useReadClientId(options);
  return useRemoteQuery(clientKey(clientId, key), (signal) => read(clientId!, signal), clientId !== null && options.enabled !== false, options);
}
