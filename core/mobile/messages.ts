/**
 * The message catalogue between the portal and a mobile-app host (spec 001 §8): JSON `{ "type", "payload" }`.
 * docs/mobile-host.md describes each message for an app team; the types here are the source of truth.
 */

/** What the host may send. */
export interface InboundMessages {
  /** Is the portal alive? Answered by PingSuccess. */
  Ping: Record<string, never> | undefined;
  /** Open a task; answered by NavigateToTaskSuccess or NavigateToTaskFail. */
  NavigateToTask: { taskId: string };
  /** Open an action by its plugin id, route below /actions, or action type; answered by NavigateToActionSuccess or NavigateToActionFail. */
  NavigateToAction: { action: string };
}

/** Why a navigation request was refused. */
export type NavigationFailure = 'invalid' | 'unknown' | 'notAuthorized' | 'noTaskList';

/** An alert in the host's own words: the translated text, its kind and whether it can be closed. */
export interface HostAlert {
  id: number;
  type: 'danger' | 'info' | 'success' | 'warning';
  message: string;
  closeable: boolean;
}

/** A task event: which task, and the portal path it lives at when it has one. */
export interface TaskEvent {
  taskId: string;
}

/** What the portal sends. */
export interface OutboundMessages {
  /** The bridge is listening (sent once per page load, as soon as the host flag is on). */
  InitMobileSuccess: { version: string; path: string; signedIn: boolean };
  PingSuccess: { path: string };
  /** The user signed out: the host should forget its session and show its own start screen. */
  Logout: Record<string, never>;
  SetAlert: HostAlert;
  /** Terms must be accepted before anything else; the portal blocks navigation meanwhile. */
  TermsAndConditionsRequired: { path: string };
  MarkTaskAsWip: TaskEvent;
  MarkTaskAsReceived: TaskEvent;
  MarkTaskAsCancelled: TaskEvent;
  MarkTaskAsDone: TaskEvent;
  UpdateTaskSuccess: TaskEvent;
  /** The screen inside the host changed (a route below /mobile/). */
  StepChanged: { path: string };
  NavigateToTaskSuccess: { taskId: string; path: string };
  /** Beyond the spec's list: a NavigateToTask the portal cannot honour gets an answer rather than silence. */
  NavigateToTaskFail: { taskId: string | null; reason: NavigationFailure };
  NavigateToActionSuccess: { action: string; id: string; path: string };
  NavigateToActionFail: { action: string | null; reason: NavigationFailure };
}

export type InboundType = keyof InboundMessages;
export type OutboundType = keyof OutboundMessages;

export interface Message<T extends string = string, P = unknown> {
  type: T;
  payload: P;
}

export type InboundMessage = { [K in InboundType]: Message<K, InboundMessages[K]> }[InboundType];

export const INBOUND_TYPES: readonly InboundType[] = ['Ping', 'NavigateToTask', 'NavigateToAction'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an inbound message: a JSON string (React Native's postMessage) or an already-structured object (a
 * parent frame). Returns the type and the raw payload for a known type; null for anything else, which the
 * bridge ignores. Payload checks belong to each handler, which answers a malformed one with its Fail message.
 */
export function parseInbound(data: unknown): { type: InboundType; payload: unknown } | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  const type = value.type as InboundType;
  return INBOUND_TYPES.includes(type) ? { type, payload: value.payload } : null;
}

/** A non-empty string field of a payload, or null. */
export function stringField(payload: unknown, name: string): string | null {
  if (!isRecord(payload)) return null;
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value.trim() : null;
}
