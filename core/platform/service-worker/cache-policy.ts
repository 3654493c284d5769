/**
 * What the service worker does with a request (docs/platform.md "Service worker"). Pure, so the rules are unit
 * tested; worker.ts only carries them out.
 */

/** The app shell: every portal route is this page, served with the portal's configuration. */
export const SHELL_URL = '/index.html';
/** Each build's cache is `portico-<version>`; activation deletes every other cache of this prefix. */
export const CACHE_PREFIX = 'portico-';
/** Where the build writes the worker; registered with scope '/'. */
export const SERVICE_WORKER_URL = '/sw.js';

export type Strategy =
  /** Not the worker's business: the browser fetches as if there were no worker. */
  | 'pass'
  /** Content-hashed (never changes): the cache, else the network (then kept). */
  | 'cache-first'
  /** Same name, new content possible (translations, icons): the network (then kept), else the cache. */
  | 'network-first'
  /** A page: the network, else the cached app shell, so the portal starts offline up to the sign-in screen. */
  | 'shell';

/**
 * Never through the cache: the API (answers are per user and per moment), the identity provider's pages, share
 * pages, help pages and well-known files (server-made, not the portal: offline they must not become the app
 * shell), the development host simulator, and the worker itself.
 */
const NEVER = [/^\/api(\/|$)/, /^\/oidc(\/|$)/, /^\/share(\/|$)/, /^\/help(\/|$)/, /^\/dev(\/|$)/, /^\/\.well-known(\/|$)/, /^\/sw\.js$/];
/** Rollup's "name-[hash].ext" under assets/ (rollup.config.mjs). */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_]{8,}\.(js|mjs|css|woff2?)$/;
const STATIC = /^\/(assets\/.+|favicon\.svg)$/;

/** The path as the server reads it: percent-escapes decoded, repeated slashes and backslashes collapsed, any case. */
function normalisedPath(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  return `/${path.replace(/\\/g, '/').replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/').toLowerCase();
}

export function strategyFor(request: { method: string; url: string; mode: string }, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  const path = normalisedPath(url);
  if (NEVER.some((rule) => rule.test(path))) return 'pass';
  if (request.mode === 'navigate') return 'shell';
  if (HASHED.test(url.pathname)) return 'cache-first';
  if (STATIC.test(url.pathname)) return 'network-first';
  return 'pass';
}

/** The build's caches that a new version's activation removes. */
export const staleCaches = (names: readonly string[], current: string) =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
