import { lazy, Suspense } from 'react';
import { subscribeKey } from 'valtio/utils';
import type { Kernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { FlagInterception } from '../../flags/flag-interception';
import type { ModalProps } from '../../modals/modal-service';
import { DISABLE_PRODUCT_INSIGHT, startAnalytics } from '../analytics';
import { DEBUG_NAMESPACE, DEBUG_PANEL_MODAL } from '../debug-names';
import { installGlobalHooks } from '../global-hooks';
import { fetchLogSend } from '../log-transport';
import { LogShipper, type ShipperOptions } from '../log-shipper';


const DebugPanel = lazy(() => import('./DebugPanel'));

/** Ctrl+Alt+D (Control+Option+D on a Mac), outside text fields, where AltGr combinations may type letters. */
export function isDebugShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const editable = target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '');
  return event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === 'KeyD' && !event.repeat && !editable;
}

/**
 * What starts after sign-in (spec 000 §4): logging (the shipper and the global error hooks), analytics,
 * flag interception and the debug reporter's panel. Loaded lazily by the signed-in frame; returns the stop
 * function. The debug panel is offered only while the session's user may override flags.
 */
export function startAfterSignIn(kernel: Kernel, shipperOptions?: ShipperOptions): () => void {
  const logger = kernel.get(TOKENS.Logger);
  const tokens = kernel.get(TOKENS.Tokens);
  const permissions = kernel.get(TOKENS.Permissions);
  const session = kernel.get(TOKENS.Session);
  const modals = kernel.get(TOKENS.Modals);
  const flags = kernel.get(TOKENS.Flags);

  // A preview ("view as") session's entries are the staff member's, and the log refuses them (only an issue
  // report may be sent in a preview): they stay in the debug reporter and are not shipped.
  const send = fetchLogSend(() => tokens.longToken);
  const shipper = new LogShipper(logger, (batch, options) => (session.isEmulated ? Promise.resolve() : send(batch, options)), shipperOptions).start();
  const uninstallHooks = installGlobalHooks(logger);
  const stopAnalytics = startAnalytics(logger, { disabled: () => permissions.hasControl(DISABLE_PRODUCT_INSIGHT) });

  const interception = new FlagInterception(flags, permissions);
  const Panel = ({ close }: ModalProps) => (
    <Suspense fallback={null}>
      <DebugPanel close={close} flags={flags} interception={interception} logger={logger} />
    </Suspense>
  );
  let unregisterPanel: (() => void) | undefined;
  const onSession = () => {
    interception.apply();
    if (interception.allowed && !unregisterPanel) {
      void kernel.get(TOKENS.I18n).loadNamespace(DEBUG_NAMESPACE);
      unregisterPanel = modals.register(DEBUG_PANEL_MODAL, Panel);
    } else if (!interception.allowed && unregisterPanel) {
      unregisterPanel();
      unregisterPanel = undefined;
    }
  };
  onSession();
  const stopSession = subscribeKey(session.state, 'epoch', onSession);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!unregisterPanel || !isDebugShortcut(event)) return;
    event.preventDefault();
    modals.openNamed(DEBUG_PANEL_MODAL);
  };
  window.addEventListener('keydown', onKeyDown);

  return () => {
    window.removeEventListener('keydown', onKeyDown);
    stopSession();
    unregisterPanel?.();
    stopAnalytics();
    uninstallHooks();
    shipper.stop();
  };
}
