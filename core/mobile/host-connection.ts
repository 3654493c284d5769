import { subscribe } from 'valtio';
import type { Kernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { AUTH_EVENTS } from '../auth/auth-storage';
import type { Alert } from '../alerts/alert-types';
import type { MobileBridge } from './bridge';
import { findAction, MOBILE_PREFIX } from './host-navigation';
import { stringField } from './messages';

import { MOBILE_TASKS } from './task-locator';

export { MOBILE_TASKS, type MobileTaskLocator } from './task-locator';

export interface HostPage {
  /** The current path and query. */
  path(): string;
  navigate(path: string): void;
}

/**
 * Wires the bridge to the portal: answers the host's Ping and navigation requests, and tells the host about
 * alerts, sign-out, a terms interception and screen changes. Returns what undoes it.
 */
export function connectMobileHost(kernel: Kernel, bridge: MobileBridge, page: HostPage): () => void {
  const undo: Array<() => void> = [];
  const listen = (name: string, listener: () => void) => {
    window.addEventListener(name, listener);
    undo.push(() => window.removeEventListener(name, listener));
  };

  bridge.on('Ping', () => bridge.send('PingSuccess', { path: page.path() }));

  bridge.on('NavigateToAction', (payload) => {
    const name = stringField(payload, 'action');
    if (!name) return void bridge.send('NavigateToActionFail', { action: null, reason: 'invalid' });
    void findAction(kernel.plugins, name).then((target) => {
      if (!target.ok) return void bridge.send('NavigateToActionFail', { action: name, reason: target.reason });
      page.navigate(target.path);
      bridge.send('NavigateToActionSuccess', { action: name, id: target.action.id, path: target.path });
    }, () => bridge.send('NavigateToActionFail', { action: name, reason: 'notAuthorized' }));
  });

  bridge.on('NavigateToTask', (payload) => {
    const taskId = stringField(payload, 'taskId');
    if (!taskId) return void bridge.send('NavigateToTaskFail', { taskId: null, reason: 'invalid' });
    if (!kernel.has(MOBILE_TASKS)) return void bridge.send('NavigateToTaskFail', { taskId, reason: 'noTaskList' });
    void kernel.get(MOBILE_TASKS).pathOf(taskId).then((path) => {
      if (!path) return void bridge.send('NavigateToTaskFail', { taskId, reason: 'unknown' });
      page.navigate(path);
      bridge.send('NavigateToTaskSuccess', { taskId, path });
    }, () => bridge.send('NavigateToTaskFail', { taskId, reason: 'unknown' }));
  });

  listen(AUTH_EVENTS.mobileLogout, () => bridge.send('Logout', {}));
  listen(AUTH_EVENTS.termsRequired, () => bridge.send('TermsAndConditionsRequired', { path: page.path() }));
  undo.push(relayAlerts(kernel, bridge));
  bridge.start();
  undo.push(() => bridge.stop());
  return () => undo.forEach((fn) => fn());
}

/** Each alert the portal shows, once, translated into the host's SetAlert. */
function relayAlerts(kernel: Kernel, bridge: MobileBridge): () => void {
  const alerts = kernel.get(TOKENS.Alerts).state;
  const i18n = kernel.get(TOKENS.I18n);
  let lastSent = Math.max(0, ...alerts.alerts.map((a) => a.id));
  const send = async (alert: Alert) => {
    const ns = alert.ns ?? 'portal';
    await i18n.loadNamespace(ns).catch(() => undefined); // untranslated, the key still says what happened
    const message = i18n.instance.t(alert.msg, { ...(alert.values ?? {}), ns });
    bridge.send('SetAlert', { id: alert.id, type: alert.type, message, closeable: alert.closeable !== false });
  };
  return subscribe(alerts, () => {
    for (const alert of alerts.alerts) if (alert.id > lastSent) void send(alert);
    lastSent = Math.max(lastSent, ...alerts.alerts.map((a) => a.id));
  });
}

/** The screen a host path names, for StepChanged: only paths inside the host's part of the portal count. */
export const isHostStep = (path: string) => path === MOBILE_PREFIX || path.startsWith(`${MOBILE_PREFIX}/`);
