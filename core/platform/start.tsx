import { StrictMode, type ReactNode } from 'react';

/** Whether this is a production build (rollup replaces process.env.NODE_ENV; see rollup.config.mjs). */
export const isProductionBuild = (): boolean => process.env.NODE_ENV === 'production';

/**
 * Strict runtime checks outside production (spec 000 §9): React's StrictMode renders twice and runs effects
 * twice, so impure renders and effects without cleanup show up while developing.
 */
export function withRuntimeChecks(app: ReactNode, production = isProductionBuild()): ReactNode {
  return production ? app : <StrictMode>{app}</StrictMode>;
}

/** Runs `work` once the first frame is painted and the main thread is free, so it never delays the portal's start. */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * What the platform starts after the first paint: the service worker in production builds (registered from a
 * lazily loaded chunk), and in development the removal of any worker a production build left on this origin.
 */
export function startPlatform(production = isProductionBuild()): void {
  afterFirstPaint(() => {
    const done = import('./service-worker/register')
      .then(async (sw) => { await (production ? sw.registerServiceWorker() : sw.unregisterServiceWorkers()); });
    done.catch((error: unknown) => console.warn('Portico: service worker setup failed', error));
  });
}
