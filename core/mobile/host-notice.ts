import { MobileBridge } from './bridge';
import type { OutboundMessages, OutboundType } from './messages';

/**
 * Tells the mobile-app host about something a screen did (a task moved, was saved); nothing at all while the host
 * flag is off, as every send of the bridge. Answers whether the message went out.
 */
export function notifyMobileHost<T extends OutboundType>(type: T, payload: OutboundMessages[T]): boolean {
  return new MobileBridge().send(type, payload);
}
