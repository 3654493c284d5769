import { STORAGE_KEYS } from '../session/token-store';

/** A phone or tablet browser, or the portal inside the mobile app (which sets cc-mobile). */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return localStorage.getItem(STORAGE_KEYS.mobile) === 'true' || /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/**
 * Raises a window event for the mobile-app host. The bridge (core/mobile) relays it to the app as a host
 * message, and only while the host flag is on; nothing here talks to the app directly.
 */
export function raiseNativeEvent(eventName: string, detail: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent(eventName, { detail }));
}
