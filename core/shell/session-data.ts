import type { Kernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { loadServerFlags } from '../flags/server-flags';
import { NICKNAME_CONTROL } from './client-switcher/client-label';

const started = new WeakMap<object, number>();

/**
 * Loads what the shell shows once a session is established (spec 000 §4): profile, linked accounts,
 * theme, clients and the firm's feature flags. Runs once per session epoch, so the sign-in flow and the shell
 * may both call it.
 */
export async function loadSessionData(kernel: Kernel): Promise<void> {
  const session = kernel.get(TOKENS.Session);
  const info = session.info;
  if (session.state.status !== 'loaded' || !info || started.get(session) === session.state.epoch) return;
  started.set(session, session.state.epoch);
  const permissions = kernel.get(TOKENS.Permissions);
  const profile = kernel.get(TOKENS.Profile);
  const companyId = info.bindings.ApplicationConfiguration.CompanyId ?? undefined;
  await Promise.all([
    profile.load(),
    permissions.isEmulated ? undefined : profile.loadAccounts(),
    companyId !== undefined ? kernel.get(TOKENS.Theme).load(companyId) : undefined,
    kernel.get(TOKENS.Clients).load({ includeNickname: permissions.hasControl(NICKNAME_CONTROL), companyId }),
    loadServerFlags(kernel.get(TOKENS.Http), kernel.get(TOKENS.Flags), kernel.get(TOKENS.Logger)),
  ]);
}
