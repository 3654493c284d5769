/**
 * A cookie-keeping HTTP client for tests that walk the sign-in at the HTTP level, as a browser would:
 * redirects are followed by hand so each hop's Set-Cookie is kept.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header this browser would send (for requests made outside fetch). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    return response;
  }

  /** Follows redirects until a response is not a redirect or its Location leaves through `stopAt`. */
  async follow(url: string, init: RequestInit = {}, stopAt?: (location: URL) => boolean): Promise<{ response: Response; url: URL }> {
    let current = new URL(url, this.baseUrl);
    let response = await this.request(current.href, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      const next = new URL(response.headers.get('location')!, current);
      if (stopAt?.(next)) return { response, url: next };
      current = next;
      response = await this.request(current.href);
    }
    return { response, url: current };
  }
}
