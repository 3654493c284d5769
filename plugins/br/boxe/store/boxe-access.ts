import type { HttpClient } from '@portico/core/http/http-client';
import { fillPath } from '@portico/contract/api-paths';
import { BOXE_API, type BoxeClientResponse, type BoxeCompanyResponse } from '../contract';

/**
 * Spec 001 §6–8: the Box-E actions show only when the firm has ordered Box-E (an error answer means "not
 * ordered"), and each client's store only when its lastToggle is on. Both answers are cached for the session
 * (its epoch changes on sign-in, sign-out and preview), the client's per client.
 */
const companyCache = new Map<number, Promise<boolean>>();
const clientCache = new Map<string, Promise<boolean>>();

export function companyHasBoxe(http: HttpClient, epoch: number): Promise<boolean> {
  let answer = companyCache.get(epoch);
  if (!answer) {
    companyCache.clear();
    answer = http.get<BoxeCompanyResponse>(BOXE_API.boxeCompany).then((r) => r.enabled === true, () => false);
    companyCache.set(epoch, answer);
  }
  return answer;
}

/** The client's lastToggle; a failed call is not cached, so opening the store again asks again. */
export function clientHasBoxe(http: HttpClient, epoch: number, clientId: string): Promise<boolean> {
  const key = `${epoch}|${clientId}`;
  let answer = clientCache.get(key);
  if (!answer) {
    answer = http.get<BoxeClientResponse>(fillPath(BOXE_API.boxeClient, { clientId })).then((r) => r.lastToggle);
    answer.catch(() => clientCache.delete(key));
    clientCache.set(key, answer);
  }
  return answer;
}
