import { API, authorizationHeader } from '@portico/contract/api-paths';
import type { LogBatch } from './logger';

export interface SendOptions {
  /** The page is being hidden or left: the request must outlive it. */
  keepalive?: boolean;
}
export type LogSend = (batch: LogBatch, options?: SendOptions) => Promise<void>;

/**
 * A send the server answered with an error (status kept: the shipper retries some and drops others), and how
 * long the server asked to wait (Retry-After, on a 429).
 */
export class LogSendError extends Error {
  override name = 'LogSendError';
  constructor(readonly status: number, readonly retryAfterMs = 0) {
    super(`The log batch was refused with HTTP ${status}`);
  }
}

/** Retry-After in seconds (the only form the server sends); anything else counts as no wait asked. */
const retryAfterMs = (header: string | null) => (header && /^\d{1,7}$/.test(header.trim()) ? Number(header) * 1000 : 0);

/** No session to send with (signed out meanwhile): the entries wait. */
export class NoSessionError extends Error {
  override name = 'NoSessionError';
  constructor() {
    super('No session token to send the log batch with');
  }
}

/**
 * POST /api/logging/v1/log with the session's Authorization header. When the page is hidden the request is
 * a `fetch` with `keepalive`, the beacon that can carry headers: navigator.sendBeacon cannot set
 * Authorization, and the server authenticates only by that header (a token in the query would end up in
 * proxy logs and history; a cookie credential would need CSRF defences). Plain fetch, not the kernel's ky
 * client: a log send must never trigger the 401 logout rule or re-enter the logger.
 */
export function fetchLogSend(
  longToken: () => string | null,
  baseUrl: string = globalThis.location?.origin ?? 'http://localhost',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): LogSend {
  return async (batch, options = {}) => {
    const token = longToken();
    if (!token) throw new NoSessionError();
    const response = await fetchImpl(new URL(API.log, baseUrl).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorizationHeader(token) },
      body: JSON.stringify(batch),
      keepalive: options.keepalive ?? false,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new LogSendError(response.status, retryAfterMs(response.headers.get('retry-after')));
  };
}
