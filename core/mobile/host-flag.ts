/**
 * The session flag that turns the mobile-app bridge on (spec 001 §8: host events apply only when it is set).
 * Kept in sessionStorage, so it lives as long as the host's web view (its tab) and never leaks into a browser
 * tab the user opens later. Set by the /mobile entry (see MobileEntry).
 */
export const MOBILE_HOST_KEY = 'cc-mobile-host';

/** Raised on window when the flag turns on, so the bridge starts without a reload. */
export const MOBILE_HOST_EVENT = 'portico:mobile-host';

export function isMobileHost(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(MOBILE_HOST_KEY) === 'true';
  } catch {
    return false; // storage refused (private mode, sandboxed frame): no host session
  }
}

export function enterMobileHost(storage: Storage = sessionStorage): void {
  storage.setItem(MOBILE_HOST_KEY, 'true');
  window.dispatchEvent(new Event(MOBILE_HOST_EVENT));
}
