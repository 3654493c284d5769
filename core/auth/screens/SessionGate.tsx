import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { BootSplash } from '../../platform/screens/BootSplash';
import { useAuth } from '../use-auth';

/**
 * Everything but the sign-in screens needs a session: a stored long token is used (UDS login); without one,
 * or when the bindings fail, the user goes to /auth with r.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const kernel = useKernel();
  const auth = useAuth();
  const session = useSnapshot(kernel.get(TOKENS.Session).state);
  const hasToken = Boolean(kernel.get(TOKENS.Tokens).longToken);

  useEffect(() => {
    if (session.status === 'idle' && hasToken) auth.udsLogin().catch(() => undefined);
  }, [auth, session.status, hasToken]);

  if (session.status === 'loaded') return <>{children}</>;
  if (session.status === 'failed' || (session.status === 'idle' && !hasToken)) {
    const r = `${location.pathname}${location.search}`;
    return <Redirect to={r === '/' ? '/auth' : `/auth?${new URLSearchParams({ r })}`} replace />;
  }
  return <BootSplash />;
}
