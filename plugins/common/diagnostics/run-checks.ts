import { API } from '@portico/contract/api-paths';
import type { HttpClient } from '@portico/plugin';
import {
  checkBrowser, checkClock, checkConnection, checkStorage, clockSkewMs, storageWorks, type CheckResult,
} from './checks';

export const CHECK_NAMES = ['browser', 'connection', 'clock', 'storage'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type Report = Record<CheckName, CheckResult> & { serverVersion?: string };

/** The browser facts the checks read; a test passes its own. */
export interface DiagnosticsEnvironment {
  navigator: Pick<Navigator, 'userAgent' | 'cookieEnabled' | 'onLine'> & { storage?: Pick<StorageManager, 'estimate'> };
  features: Record<string, boolean>;
  localStorage: () => Storage;
  sessionStorage: () => Storage;
}

export const browserEnvironment = (): DiagnosticsEnvironment => ({
  navigator,
  features: {
    fetch: typeof fetch === 'function',
    IntersectionObserver: typeof IntersectionObserver === 'function',
    ResizeObserver: typeof ResizeObserver === 'function',
    'Intl.DateTimeFormat': typeof Intl?.DateTimeFormat === 'function',
    Blob: typeof Blob === 'function',
  },
  localStorage: () => localStorage,
  sessionStorage: () => sessionStorage,
});

/** One round trip to the server's health answer gives the connection and its clock. */
async function probeServer(http: HttpClient, online: boolean) {
  if (!online) return { connection: checkConnection({ online }), clock: checkClock(undefined) };
  const sentAt = Date.now();
  const started = performance.now();
  try {
    const response = await http.api.get(API.health.slice(1), { cache: 'no-store', throwHttpErrors: false, timeout: 15_000 });
    const roundTripMs = performance.now() - started;
    const skew = clockSkewMs(response.headers.get('date'), sentAt, Date.now());
    const body = response.ok ? ((await response.json().catch(() => ({}))) as { version?: string }) : {};
    return {
      connection: checkConnection({ online, roundTripMs, status: response.status }),
      clock: checkClock(skew, roundTripMs),
      serverVersion: body.version,
    };
  } catch {
    return { connection: checkConnection({ online, roundTripMs: undefined }), clock: checkClock(undefined) };
  }
}

async function probeStorage(env: DiagnosticsEnvironment): Promise<CheckResult> {
  const local = storageWorks(env.localStorage);
  const session = storageWorks(env.sessionStorage);
  const estimate = await env.navigator.storage?.estimate().catch(() => undefined);
  return checkStorage({ local, session, usedBytes: estimate?.usage, quotaBytes: estimate?.quota });
}

export async function runChecks(http: HttpClient, env: DiagnosticsEnvironment = browserEnvironment()): Promise<Report> {
  const browser = checkBrowser({ userAgent: env.navigator.userAgent, cookieEnabled: env.navigator.cookieEnabled, features: env.features });
  const [server, storage] = await Promise.all([probeServer(http, env.navigator.onLine), probeStorage(env)]);
  return { browser, connection: server.connection, clock: server.clock, storage, ...(server.serverVersion ? { serverVersion: server.serverVersion } : {}) };
}
