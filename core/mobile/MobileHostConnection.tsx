import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { MobileBridge } from './bridge';
import { connectMobileHost, isHostStep } from './host-connection';

const currentPath = () => `${location.pathname}${location.search}`;

/** The live bridge of a host session: connected once, announces itself, then reports each screen change. */
export default function MobileHostConnection() {
  const kernel = useKernel();
  const [path, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [bridge] = useState(() => new MobileBridge());

  useEffect(() => {
    const disconnect = connectMobileHost(kernel, bridge, { path: currentPath, navigate: (to) => navigateRef.current(to) });
    bridge.send('InitMobileSuccess', {
      version: kernel.get(TOKENS.Config).version,
      path: currentPath(),
      signedIn: Boolean(kernel.get(TOKENS.Tokens).longToken),
    });
    return disconnect;
  }, [kernel, bridge]);

  const previous = useRef(path);
  useEffect(() => {
    if (path === previous.current) return;
    previous.current = path;
    if (isHostStep(path)) bridge.send('StepChanged', { path: currentPath() });
  }, [bridge, path]);

  return null;
}
