/**
 * The diagnostic page's checks (spec 000 §6 ClientCenterHideDiagnosticTool): what support asks a user who says
 * "the portal does not work for me". Each answers a status and the facts behind it; the page only shows them.
 */
export type CheckStatus = 'ok' | 'warning' | 'failed';

export interface CheckResult {
  status: CheckStatus;
  /** A key of the feature's texts under checks.<name>.<detail>, with its values. */
  detail: string;
  values?: Record<string, string | number>;
}

/** Clocks further apart than this make sign-in tokens look expired or not yet valid. */
export const CLOCK_SKEW_FAIL_MS = 5 * 60_000;
export const CLOCK_SKEW_WARN_MS = 60_000;
/** A round trip slower than this makes every screen feel slow. */
export const SLOW_ROUND_TRIP_MS = 1500;

/** What the page needs from the browser; all present in every supported browser. */
export function checkBrowser(env: { userAgent: string; cookieEnabled: boolean; features: Record<string, boolean> }): CheckResult {
  const missing = Object.entries(env.features).filter(([, present]) => !present).map(([name]) => name);
  if (!env.cookieEnabled) return { status: 'failed', detail: 'cookiesOff' };
  if (missing.length) return { status: 'failed', detail: 'missing', values: { features: missing.join(', ') } };
  return { status: 'ok', detail: 'supported', values: { browser: browserName(env.userAgent) } };
}

/** A readable name and major version from the user agent, for the support conversation. */
export function browserName(userAgent: string): string {
  const rules: Array<[RegExp, string]> = [[/Edg\/(\d+)/, 'Edge'], [/OPR\/(\d+)/, 'Opera'], [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrome\/(\d+)/, 'Chrome'], [/Version\/(\d+).*Safari/, 'Safari']];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return userAgent.slice(0, 60) || '?';
}

export function checkConnection(outcome: { online: boolean; roundTripMs?: number; status?: number }): CheckResult {
  if (!outcome.online) return { status: 'failed', detail: 'offline' };
  if (outcome.roundTripMs === undefined) return { status: 'failed', detail: 'unreachable' };
  if (outcome.status !== undefined && outcome.status >= 400) return { status: 'failed', detail: 'serverError', values: { status: outcome.status } };
  const ms = Math.round(outcome.roundTripMs);
  return ms > SLOW_ROUND_TRIP_MS ? { status: 'warning', detail: 'slow', values: { ms } } : { status: 'ok', detail: 'fast', values: { ms } };
}

/**
 * The server's clock against this computer's, from the answer's Date header (whole seconds) compared with the
 * middle of the round trip, when the server most likely wrote it.
 */
export function clockSkewMs(serverDate: string | null, sentAt: number, receivedAt: number): number | undefined {
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  if (Number.isNaN(server)) return undefined;
  return (sentAt + receivedAt) / 2 - server;
}

export function checkClock(skewMs: number | undefined, roundTripMs = 0): CheckResult {
  if (skewMs === undefined) return { status: 'warning', detail: 'unknown' };
  // The header's whole seconds and the round trip blur the measure: below that, the clocks agree.
  const tolerance = 1000 + roundTripMs / 2;
  const seconds = Math.round(Math.abs(skewMs) / 1000);
  if (Math.abs(skewMs) <= tolerance) return { status: 'ok', detail: 'inSync' };
  const detail = skewMs > 0 ? 'ahead' : 'behind';
  if (Math.abs(skewMs) > CLOCK_SKEW_FAIL_MS) return { status: 'failed', detail, values: { seconds } };
  return { status: Math.abs(skewMs) > CLOCK_SKEW_WARN_MS ? 'warning' : 'ok', detail, values: { seconds } };
}

/** Writes, reads back and removes a value: the portal keeps its session and choices there. */
export function storageWorks(storage: () => Storage): boolean {
  const key = 'cc-diagnostics-probe';
  try {
    const value = String(Date.now());
    storage().setItem(key, value);
    const read = storage().getItem(key);
    storage().removeItem(key);
    return read === value;
  } catch {
    return false;
  }
}

export function checkStorage(env: { local: boolean; session: boolean; usedBytes?: number; quotaBytes?: number }): CheckResult {
  if (!env.local || !env.session) {
    return { status: 'failed', detail: 'blocked', values: { which: [!env.local && 'localStorage', !env.session && 'sessionStorage'].filter(Boolean).join(', ') } };
  }
  if (env.quotaBytes && env.usedBytes !== undefined) {
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const nearlyFull = env.usedBytes / env.quotaBytes > 0.9;
    return { status: nearlyFull ? 'warning' : 'ok', detail: nearlyFull ? 'nearlyFull' : 'available', values: { usedMb: mb(env.usedBytes), quotaMb: mb(env.quotaBytes) } };
  }
  return { status: 'ok', detail: 'works' };
}
