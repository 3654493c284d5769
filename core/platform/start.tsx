import { StrictMode, type ReactNode } from 'react';
import { whenPageSettles } from './page-settled';

/** Whether this is a production build (rollup replaces process.env.NODE_ENV; see rollup.config.mjs). */
export const isProductionBuild = (): boolean => process.env.NODE_ENV === 'production';

/**
 * Strict runtime checks outside production (spec 000 §9): React's StrictMode renders twice and runs effects
 * twice, so impure renders and effects without cleanup show up while developing.
 */
export function withRuntimeChecks(app: ReactNode, production = isProductionBuild()): ReactNode {
  return production ? app : <StrictMode>{app}</StrictMode>;
}

/** Where the page says how its service-worker set-up ended (`data-service-worker` on <html>): tests and support read it. */
export type ServiceWorkerOutcome = 'registered' | 'not-registered' | 'unregistered';

/**
 * What the platform starts once the page has settled (page-settled.ts): the service worker in production builds
 * (registered from a lazily loaded chunk), and in development the removal of any worker a production build left
 * on this origin. Not sooner: the worker's install downloads every chunk of the portal, which on a phone's link
 * would queue the first screen's own requests behind it.
 */
export function startPlatform(production = isProductionBuild(), settled: Promise<void> = whenPageSettles()): Promise<ServiceWorkerOutcome> {
  const outcome = settled
    .then(() => import('./service-worker/register'))
    .then(async (sw): Promise<ServiceWorkerOutcome> => {
      if (!production) {
        await sw.unregisterServiceWorkers();
        return 'unregistered';
      }
      return (await sw.registerServiceWorker()) ? 'registered' : 'not-registered';
    })
    .catch((error: unknown): ServiceWorkerOutcome => {
      console.warn('Portico: service worker setup failed', error);
      return 'not-registered';
    });
  return outcome.then((result) => {
    document.documentElement.dataset.serviceWorker = result;
    return result;
  });
}
