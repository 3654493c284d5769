import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { TOKENS } from '@portico/kernel/tokens';
import { useFirstScreenShown } from '@portico/kernel/react/after-paint';
import { TERMS_PAGE, WELCOME_DIALOG } from '../names';

/**
 * Rendered by the shell once signed in: opens the welcome dialog when a feature contributes one, once per
 * session, if its `authorize` lets this user see it (the ClientCenterHideWelcomeModal switch, not dismissed yet).
 * Not over the terms page: a greeting on top of the terms hides what must be signed first; it comes after.
 */
export function FirstVisitDialog() {
  const kernel = useKernel();
  const modals = kernel.get(TOKENS.Modals);
  const { info } = useSnapshot(kernel.get(TOKENS.Session).state);
  const dialog = modals.dialogFor(WELCOME_DIALOG);
  // Asked once the first screen is on show: the greeting comes over it, and its check (a request) does not queue
  // ahead of the screen's own.
  const shown = useFirstScreenShown();
  const [location] = useLocation();
  const onTerms = location.startsWith(TERMS_PAGE);
  const authorized = useAuthorized(dialog && shown && !onTerms ? [dialog] : []);
  const openedFor = useRef<string | null>(null);
  const sessionId = info?.meta.SessionId ?? null;

  useEffect(() => {
    if (onTerms || !sessionId || !dialog || !authorized?.includes(dialog) || openedFor.current === sessionId) return;
    openedFor.current = sessionId;
    modals.openNamed(WELCOME_DIALOG);
  }, [onTerms, sessionId, dialog, authorized, modals]);
  return null;
}
