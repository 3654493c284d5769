import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { TOKENS } from '@portico/kernel/tokens';

/**
 * The dialog a feature contributes to greet a user on a first visit (`kind: 'dialog'`, `dialog: 'welcome'`). Its
 * `authorize` decides who sees it (the ClientCenterHideWelcomeModal switch, a user who has not dismissed it yet);
 * core only opens it, once per session, when it is authorised.
 */
export const WELCOME_DIALOG = 'welcome';

/** Rendered by the shell once signed in: opens the welcome dialog when a feature contributes one and it applies. */
export function FirstVisitDialog() {
  const kernel = useKernel();
  const modals = kernel.get(TOKENS.Modals);
  const { info } = useSnapshot(kernel.get(TOKENS.Session).state);
  const dialog = modals.dialogFor(WELCOME_DIALOG);
  const authorized = useAuthorized(dialog ? [dialog] : []);
  const openedFor = useRef<string | null>(null);
  const sessionId = info?.meta.SessionId ?? null;

  useEffect(() => {
    if (!sessionId || !dialog || !authorized?.includes(dialog) || openedFor.current === sessionId) return;
    openedFor.current = sessionId;
    modals.openNamed(WELCOME_DIALOG);
  }, [sessionId, dialog, authorized, modals]);
  return null;
}
