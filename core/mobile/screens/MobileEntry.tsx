import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { isMobileDevice } from '../../auth/device';
import { safeReturnPath } from '../../auth/auth-storage';
import { enterMobileHost } from '../host-flag';
import { MOBILE_PREFIX } from '../host-navigation';

/** The app's web view, or a phone or tablet browser. */
export const onMobileDevice = () =>
  Boolean((window as { ReactNativeWebView?: unknown }).ReactNativeWebView) || isMobileDevice();

/**
 * /mobile, the host's entry (spec 000 §2: only on a mobile device, otherwise navigation goes back). On a
 * mobile device it turns the host flag on and continues to `r` when that is a host path, else to the first
 * area served inside the host (the actions). On a desktop it goes back, or home when there is no back.
 */
export function MobileEntry() {
  const plugins = useKernel().plugins;
  const [, navigate] = useLocation();
  const r = safeReturnPath(new URLSearchParams(useSearch()).get('r'));

  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return; // once: leaving changes the address this reads
    decided.current = true;
    if (!onMobileDevice()) {
      if (history.length > 1) history.back();
      else navigate('/', { replace: true });
      return;
    }
    enterMobileHost();
    const area = plugins.areas().find((a) => a.mobile);
    const target = r?.startsWith(`${MOBILE_PREFIX}/`) ? r : area ? `${MOBILE_PREFIX}/${area.route}` : '/';
    navigate(target, { replace: true });
  }, [plugins, navigate, r]);

  return <div className="boot-splash" aria-busy="true" />;
}
