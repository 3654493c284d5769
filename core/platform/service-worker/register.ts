import { SERVICE_WORKER_URL } from './cache-policy';

/**
 * Registers the production build's service worker (a chunk of its own, loaded after the first paint). A browser
 * without service workers, or a refused registration (private mode, an insecure origin), leaves the portal
 * working online as before.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return undefined;
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.warn('Portico: the service worker was not registered', error);
    return undefined;
  }
}

/** A development build has no worker: one left on this origin by a production build would serve stale code. */
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
}
