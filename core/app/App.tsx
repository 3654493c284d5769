import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PortalRoutes, preloadSignedInFrame } from './PortalRoutes';
import { FirstScreenMark } from '@portico/kernel/react/after-paint';
import { BootSplash } from '../platform/screens/BootSplash';
import { useDocumentLanguage } from '../platform/document-meta';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { preloadableLazy } from './preloadable-lazy';
import type { Kernel } from '@portico/kernel/kernel';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { MobileHost } from '../mobile/screens/MobileHost';
import { createQueryClient } from '../query/query-client';

// Only a signed-in page routes to areas: the sign-in page does without this chunk.
const { Component: AreaRoutes, preload: preloadAreaRoutes } = preloadableLazy(() => import('./AreaRoutes').then((m) => m.AreaRoutes));

/**
 * Called by the entry when a session is stored: the shell and the area routes download while the translations
 * load. Awaited before the first render, they render at once instead of through Suspense fallbacks.
 */
export async function preloadSignedInScreens(): Promise<void> {
  await Promise.all([preloadSignedInFrame(), preloadAreaRoutes()]);
}

/** Sign-in screens and guards (core/auth) around the shell and the variant's areas. */
export function App({ kernel }: { kernel: Kernel }) {
  // One cache for the page's life: signing in or out loads the page anew, so no answer outlives its session.
  const [queries] = useState(createQueryClient);
  return (
    <KernelProvider kernel={kernel}>
      <QueryClientProvider client={queries}>
        <DocumentLanguage />
        <FirstScreenMark />
        <LoadErrorBoundary>
          <Suspense fallback={<BootSplash />}>
            <PortalRoutes areas={<AreaRoutes />} />
            <MobileHost />
          </Suspense>
        </LoadErrorBoundary>
      </QueryClientProvider>
    </KernelProvider>
  );
}

function DocumentLanguage() {
  useDocumentLanguage();
  return null;
}
