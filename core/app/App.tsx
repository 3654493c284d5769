import { Suspense } from 'react';
import { PortalRoutes } from '../auth/PortalRoutes';
import type { Kernel } from '@portico/kernel/kernel';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { AreaRoutes } from './AreaRoutes';

/** Sign-in screens and guards (core/auth) around the shell and the variant's areas. */
export function App({ kernel }: { kernel: Kernel }) {
  return (
    <KernelProvider kernel={kernel}>
      <Suspense fallback={<div className="boot-splash" aria-busy="true" />}>
        <PortalRoutes areas={<AreaRoutes />} />
      </Suspense>
    </KernelProvider>
  );
}
