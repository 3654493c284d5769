import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import type { TermsCheckResponse } from '@portico/contract/terms';
import { call } from '../http/call';
import type { Kernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { tracked } from '@portico/kernel/settled';

/** The terms are the clients': the firm's staff are never sent through them, unless previewing a client. */
export function termsApply(kernel: Kernel): boolean {
  return !kernel.get(TOKENS.Permissions).isStaff || kernel.get(TOKENS.Session).isEmulated;
}

const asked = new WeakMap<object, { epoch: number; check: Promise<TermsCheckResponse> }>();

/**
 * The terms check of this session (spec 000 §4), asked once per session epoch: the entry asks it as soon as
 * the session arrives, beside the shell's data, and the terms guard takes the same answer when it renders.
 */
export function termsCheck(kernel: Kernel): Promise<TermsCheckResponse> {
  const session = kernel.get(TOKENS.Session);
  const epoch = session.state.epoch;
  const known = asked.get(session);
  if (known?.epoch === epoch) return known.check;
  const check = tracked(call(kernel.get(TOKENS.Http), ROUTES.getTermsCheck));
  asked.set(session, { epoch, check });
  // A failed check is asked again by the next caller (the guard's retry, or a new render).
  check.catch(() => { if (asked.get(session)?.check === check) asked.delete(session); });
  return check;
}
