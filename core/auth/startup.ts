import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type LanguageTag } from '../i18n/languages';
import { parseLanguage } from '../i18n/i18n-service';
import { STARTUP_TOKEN_PARAM } from './auth-storage';

export interface StartupWindow {
  location: { href: string; hostname: string; reload(): void };
  history: { replaceState(data: unknown, unused: string, url: string): void };
}

export type StartupOutcome = 'continue' | 'reloading';

/**
 * Startup rule of spec 000 §4: a token in the query or the hash is exchanged for a session, stripped from
 * the URL, and the page reloads (also when the exchange fails, after a warning); a leftover hash reloads
 * without it. The app starts only on 'continue'.
 */
export async function exchangeStartupToken(win: StartupWindow, exchange: (token: string) => Promise<unknown>): Promise<StartupOutcome> {
  const url = new URL(win.location.href);
  const token = startupToken(url);
  if (!reloadsAtStartup(url.href)) return 'continue';
  if (token) {
    try {
      await exchange(token);
    } catch (error) {
      console.warn('The sign-in token in the address could not be exchanged for a session', error);
    }
  }
  url.searchParams.delete(STARTUP_TOKEN_PARAM);
  url.hash = '';
  win.history.replaceState(null, '', `${url.pathname}${url.search}`);
  win.location.reload();
  return 'reloading';
}

function startupToken(url: URL): string | null {
  const hash = new URLSearchParams(url.hash.replace(/^#\/?/, ''));
  return url.searchParams.get(STARTUP_TOKEN_PARAM) ?? hash.get(STARTUP_TOKEN_PARAM);
}

/** Whether exchangeStartupToken reloads this address: it carries a sign-in token, or a leftover hash. */
export function reloadsAtStartup(href: string): boolean {
  const url = new URL(href);
  return startupToken(url) !== null || url.hash !== '';
}

/**
 * A signed-out visit to the landing page ("/") or to "/auth" without a provider answer goes straight to the
 * identity provider: no portal screen would show first anyway, so the entry starts the sign-in before it
 * renders. Returns the path to come back to (null for none), or undefined when the portal renders as usual.
 */
export function directSignIn(href: string, signedIn: boolean): string | null | undefined {
  if (signedIn) return undefined;
  const url = new URL(href);
  if (url.pathname === '/') return null;
  if (url.pathname === '/auth' && !url.searchParams.has('code') && !url.searchParams.has('error')) return url.searchParams.get('r');
  return undefined;
}

/**
 * The country default by regional domain (spec 000 §9): .com.ar, .com.br, .co.uk, .ca; on any other address the
 * browser's language when the portal has it (a Brazilian browser on the firm's .com address reads Portuguese),
 * else US English.
 */
export function countryDefaultLanguage(hostname: string, browserLanguage = ''): LanguageTag {
  const host = hostname.toLowerCase();
  const prefersEnglish = browserLanguage.toLowerCase().startsWith('en');
  if (host.endsWith('.com.ar')) return 'es-ar';
  if (host.endsWith('.com.br')) return prefersEnglish ? 'en-us' : 'pt-br';
  if (host.endsWith('.co.uk')) return 'en-gb';
  if (host.endsWith('.ca')) return browserLanguage.toLowerCase().startsWith('fr') ? 'fr-ca' : 'en-ca';
  return browserDefault(browserLanguage) ?? DEFAULT_LANGUAGE;
}

/** The portal language a browser language names: the same tag, else the portal's one for that language. */
function browserDefault(browserLanguage: string): LanguageTag | undefined {
  const tag = browserLanguage.toLowerCase();
  if (!tag) return undefined;
  return SUPPORTED_LANGUAGES.find((l) => l === tag) ?? SUPPORTED_LANGUAGES.find((l) => l.split('-')[0] === tag.split('-')[0]);
}

export const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

export interface LanguageDecision {
  language: LanguageTag;
  /** Set when the page must reload at this URL (the unsupported language replaced). */
  reloadTo?: string;
}

/**
 * Startup language: a supported `lang` in the URL wins; an unsupported one switches to the saved or the
 * country default and reloads without it (on localhost it only warns); otherwise the saved language.
 */
export function decideStartupLanguage(href: string, saved: string | null, browserLanguage = ''): LanguageDecision {
  const url = new URL(href);
  const savedTag = (saved && SUPPORTED_LANGUAGES.find((l) => l === saved.toLowerCase())) || null;
  const fallback = savedTag ?? countryDefaultLanguage(url.hostname, browserLanguage);
  const requested = url.searchParams.get('lang');
  if (requested === null) return { language: fallback };
  const tag = parseLanguage(requested);
  if (tag) return { language: tag };
  if (isLocalhost(url.hostname)) {
    console.warn(`Language "${requested}" is not supported; on localhost the portal keeps ${fallback} without reloading`);
    return { language: fallback };
  }
  url.searchParams.set('lang', fallback);
  return { language: fallback, reloadTo: `${url.pathname}${url.search}${url.hash}` };
}
