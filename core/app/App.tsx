import { Suspense } from 'react';
import type { Kernel } from '../kernel/kernel';
import { KernelProvider } from '../kernel/react/kernel-context';
import { Shell } from '../shell/Shell';
import { AreaRoutes } from './AreaRoutes';

export function App({ kernel }: { kernel: Kernel }) {
  return (
    <KernelProvider kernel={kernel}>
      <Suspense fallback={<div className="boot-splash" aria-busy="true" />}>
        <Shell>
          <AreaRoutes />
        </Shell>
      </Suspense>
    </KernelProvider>
  );
}
