import { STORAGE_KEYS } from '../session/token-store';

/** A phone or tablet browser, or the portal inside the mobile app (which sets cc-mobile). */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return localStorage.getItem(STORAGE_KEYS.mobile) === 'true' || /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

interface NativeBridge {
  postMessage(message: string): void;
}

/** Tells the hosting mobile app, when there is one, and raises the same event on window. */
export function notifyNative(type: string, eventName: string, detail: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent(eventName, { detail }));
  const bridge = (window as unknown as { ReactNativeWebView?: NativeBridge }).ReactNativeWebView;
  bridge?.postMessage(JSON.stringify({ type, ...detail }));
}
