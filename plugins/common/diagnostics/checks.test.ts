import { describe, expect, it } from 'vitest';
import { browserName, checkBrowser, checkClock, checkConnection, checkStorage, clockSkewMs, storageWorks } from './checks';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('diagnostic checks', () => {
  it('browser: names it, and fails without cookies or a needed feature', () => {
    expect(browserName(CHROME)).toBe('Chrome 131');
    expect(browserName(`${CHROME} Edg/130.0.0.0`)).toBe('Edge 130');
    expect(browserName('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15')).toBe('Safari 17');
    expect(checkBrowser({ userAgent: CHROME, cookieEnabled: true, features: { fetch: true } })).toEqual({ status: 'ok', detail: 'supported', values: { browser: 'Chrome 131' } });
    expect(checkBrowser({ userAgent: CHROME, cookieEnabled: false, features: { fetch: true } }).detail).toBe('cookiesOff');
    expect(checkBrowser({ userAgent: CHROME, cookieEnabled: true, features: { fetch: true, ResizeObserver: false } }))
      .toEqual({ status: 'failed', detail: 'missing', values: { features: 'ResizeObserver' } });
  });

  it('connection: offline, unreachable, an error answer, slow and fast', () => {
    expect(checkConnection({ online: false }).detail).toBe('offline');
    expect(checkConnection({ online: true }).detail).toBe('unreachable');
    expect(checkConnection({ online: true, roundTripMs: 20, status: 503 })).toEqual({ status: 'failed', detail: 'serverError', values: { status: 503 } });
    expect(checkConnection({ online: true, roundTripMs: 2400.4, status: 200 })).toEqual({ status: 'warning', detail: 'slow', values: { ms: 2400 } });
    expect(checkConnection({ online: true, roundTripMs: 35, status: 200 })).toEqual({ status: 'ok', detail: 'fast', values: { ms: 35 } });
  });

  it('clock skew: measured against the middle of the round trip', () => {
    const server = Date.parse('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(clockSkewMs('Mon, 23 Nov 2026 10:00:00 GMT', server + 90_000, server + 90_200)).toBe(90_100);
    expect(clockSkewMs(null, 0, 1)).toBeUndefined();
    expect(clockSkewMs('yesterday-ish', 0, 1)).toBeUndefined();
  });

  it('clock: in sync within the measure, a warning past a minute, a failure past five', () => {
    expect(checkClock(800, 100)).toEqual({ status: 'ok', detail: 'inSync' });
    expect(checkClock(30_000)).toEqual({ status: 'ok', detail: 'ahead', values: { seconds: 30 } });
    expect(checkClock(-90_000)).toEqual({ status: 'warning', detail: 'behind', values: { seconds: 90 } });
    expect(checkClock(6 * 60_000)).toEqual({ status: 'failed', detail: 'ahead', values: { seconds: 360 } });
    expect(checkClock(undefined)).toEqual({ status: 'warning', detail: 'unknown' });
  });

  it('storage: a refusing store fails, a nearly full one warns', () => {
    const refusing = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(storageWorks(() => refusing)).toBe(false);
    expect(storageWorks(() => localStorage)).toBe(true);
    expect(localStorage.getItem('cc-diagnostics-probe')).toBeNull();
    expect(checkStorage({ local: false, session: true })).toEqual({ status: 'failed', detail: 'blocked', values: { which: 'localStorage' } });
    expect(checkStorage({ local: true, session: true, usedBytes: 95 * 1024 * 1024, quotaBytes: 100 * 1024 * 1024 }))
      .toEqual({ status: 'warning', detail: 'nearlyFull', values: { usedMb: 95, quotaMb: 100 } });
    expect(checkStorage({ local: true, session: true }).status).toBe('ok');
  });
});
