import { CACHE_PREFIX, SHELL_URL, staleCaches, strategyFor } from './cache-policy';

/**
 * The portal's service worker, built by scripts/service-worker.mjs into sw.js for production builds only.
 * The build prepends PORTICO_SW: its version (a hash of what it caches) and the files to cache at install.
 * A new version takes over at once: skipWaiting on install, clients.claim and old caches deleted on activate.
 */
declare const PORTICO_SW: { version: string; precache: string[] };

// The DOM library describes windows; these are the few worker types used here.
interface ExtendableEvent extends Event { waitUntil(work: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation's answer the browser started fetching while the worker woke up (navigation preload). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${PORTICO_SW.version}`;

worker.addEventListener('install', (event) => {
  // addAll is all or nothing: a failed download leaves the previous version in charge.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL_URL, ...PORTICO_SW.precache])).then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  // Navigations start on the network while the worker starts, instead of after it (where supported).
  event.waitUntil((worker.registration.navigationPreload?.enable() ?? Promise.resolve()).catch(() => undefined));
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(staleCaches(names, CACHE).map((name) => caches.delete(name))))
    .then(() => worker.clients.claim()));
});

const keep = async (key: Request | string, response: Response) => {
  if (response.ok && response.type === 'basic') await (await caches.open(CACHE)).put(key, response.clone());
  return response;
};

async function cacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? keep(request, await fetch(request));
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await keep(request, await fetch(request));
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

/**
 * Every route answers the same page; the freshest copy becomes the offline shell. The page goes to the
 * browser as soon as it arrives (the preloaded answer when there is one); the copy is kept afterwards.
 */
async function shell(event: FetchEvent): Promise<Response> {
  try {
    const response = (await event.preloadResponse) ?? await fetch(event.request);
    if (response.headers.get('content-type')?.startsWith('text/html')) event.waitUntil(keep(SHELL_URL, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event.request));
  else if (strategy === 'shell') event.respondWith(shell(event));
});
