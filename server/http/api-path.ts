/**
 * Whether a request path, however it is spelt, names the API: percent-encoding decoded, backslashes
 * and repeated slashes collapsed, dot segments resolved, case ignored. Used where the router gave no
 * route (the not-found handler), so that no spelling of an API path is answered by the portal's pages.
 */
export function isApiPath(url: string): boolean {
  const raw = url.split('?')[0]!;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: judge the path as written.
  }
  const collapsed = `/${decoded.replace(/\\/g, '/').replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
  const pathname = new URL(collapsed, 'http://portico.invalid').pathname.toLowerCase();
  return pathname === '/api' || pathname.startsWith('/api/');
}
