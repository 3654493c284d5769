import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { MobileBridge } from '../bridge';
import { connectMobileHost, isHostStep } from '../host-connection';

/** The live bridge of a host session: connected once, announces itself, then reports each screen change. */
export default function MobileHostConnection() {
  const kernel = useKernel();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  const page = useRef({ here, navigate });
  page.current = { here, navigate };
  const [bridge] = useState(() => new MobileBridge());
  const announced = useRef(false);

  useEffect(() => {
    const disconnect = connectMobileHost(kernel, bridge, {
      path: () => page.current.here,
      navigate: (to) => page.current.navigate(to),
    });
    // Once per page load, though development's StrictMode runs this effect twice.
    if (announced.current) return disconnect;
    announced.current = true;
    bridge.send('InitMobileSuccess', {
      version: kernel.get(TOKENS.Config).version,
      path: page.current.here,
      signedIn: Boolean(kernel.get(TOKENS.Tokens).longToken),
    });
    return disconnect;
  }, [kernel, bridge]);

  const previous = useRef(here);
  useEffect(() => {
    if (here === previous.current) return;
    previous.current = here;
    if (isHostStep(path)) bridge.send('StepChanged', { path: here });
  }, [bridge, here, path]);

  return null;
}
