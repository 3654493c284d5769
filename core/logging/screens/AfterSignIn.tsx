import { useEffect } from 'react';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { firstScreenShown } from '@portico/kernel/react/after-paint';

/**
 * Rendered by the signed-in frame once the session is loaded: starts logging, analytics, flag interception
 * and the debug reporter (spec 000 §4) from a chunk of their own, once the first screen has painted, and stops
 * them when the frame goes.
 */
export function AfterSignIn() {
  const kernel = useKernel();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    firstScreenShown(kernel)
      .then(() => (unmounted ? undefined : import('./after-sign-in')))
      .then((module) => {
        if (module && !unmounted) stop = module.startAfterSignIn(kernel);
      })
      .catch((error: unknown) => kernel.get(TOKENS.Logger).error('logging', 'Logging and analytics failed to start', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [kernel]);
  return null;
}
