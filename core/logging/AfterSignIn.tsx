import { useEffect } from 'react';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/**
 * Rendered by the signed-in frame once the session is loaded: starts logging, analytics, flag interception
 * and the debug reporter (spec 000 §4) from a chunk of their own, and stops them when the frame goes.
 */
export function AfterSignIn() {
  const kernel = useKernel();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./after-sign-in')
      .then(({ startAfterSignIn }) => {
        if (!unmounted) stop = startAfterSignIn(kernel);
      })
      .catch((error: unknown) => kernel.get(TOKENS.Logger).error('logging', 'Logging and analytics failed to start', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [kernel]);
  return null;
}
