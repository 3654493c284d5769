import { type HttpClient, rememberedUnlessFailed } from '@portico/plugin';
import { fillPath } from '@portico/contract/api-paths';
import { BOXE_API } from '../names';
import type { BoxeClientResponse, BoxeCompanyResponse } from '../contract';

/**
 * Spec 001 §6–8: the Box-E actions show only when the firm has ordered Box-E (an error answer means "not
 * ordered"), and each client's store only when its lastToggle is on. Both answers are cached per kernel (its
 * HTTP client) and session (the epoch changes on sign-in, sign-out and preview), the client's per client.
 *
 * Not a copy of the plugin registry's authorisation cache, which keeps one answer per plugin and session:
 * - the firm's order is one question behind five plugins (the store actions): the registry would ask it five
 *   times a session, this cache once, for whichever store is checked first (the overview or a direct link);
 * - the client's switch is no plugin's authorisation at all (the registry's checks know no client): the store
 *   screen reads it for the active client, and the five stores of one client share it.
 */
interface Cache {
  epoch: number;
  company?: Promise<boolean>;
  clients: Map<string, Promise<boolean>>;
}
const caches = new WeakMap<HttpClient, Cache>();

function cacheOf(http: HttpClient, epoch: number): Cache {
  let cache = caches.get(http);
  if (!cache || cache.epoch !== epoch) caches.set(http, (cache = { epoch, clients: new Map() }));
  return cache;
}

export function companyHasBoxe(http: HttpClient, epoch: number): Promise<boolean> {
  const cache = cacheOf(http, epoch);
  cache.company ??= http.get<BoxeCompanyResponse>(BOXE_API.boxeCompany).then((r) => r.enabled === true, () => false);
  return cache.company;
}

/** The client's lastToggle; a failed call is not cached, so opening the store again asks again. */
export function clientHasBoxe(http: HttpClient, epoch: number, clientId: string): Promise<boolean> {
  return rememberedUnlessFailed(cacheOf(http, epoch).clients, clientId,
    () => http.get<BoxeClientResponse>(fillPath(BOXE_API.boxeClient, { clientId })).then((r) => r.lastToggle));
}
