import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isMobileHost, MOBILE_HOST_EVENT } from '../host-flag';

// The bridge's code loads only in a host session: a browser visit never downloads it.
const MobileHostConnection = lazy(() => import('./MobileHostConnection'));

const subscribe = (changed: () => void) => {
  window.addEventListener(MOBILE_HOST_EVENT, changed);
  return () => window.removeEventListener(MOBILE_HOST_EVENT, changed);
};

/** Connects the portal to a mobile-app host while the host flag is on (rendered once, by App). */
export function MobileHost() {
  const on = useSyncExternalStore(subscribe, () => isMobileHost());
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <MobileHostConnection />
    </Suspense>
  );
}
