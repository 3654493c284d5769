import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryDefaultLanguage, decideStartupLanguage, directSignIn, exchangeStartupToken, reloadsAtStartup, type StartupWindow } from './startup';
import { STARTUP_TOKEN_PARAM } from './auth-storage';

function fakeWindow(href: string) {
  const win = {
    location: { href, hostname: new URL(href).hostname, reload: vi.fn() },
    history: { replaceState: vi.fn() },
  } satisfies StartupWindow;
  return win;
}

afterEach(() => vi.restoreAllMocks());

describe('startup token exchange', () => {
  it('exchanges a token from the query, strips it and reloads', async () => {
    const win = fakeWindow('https://portal.example/documents?token=abc&x=1');
    const exchange = vi.fn().mockResolvedValue(undefined);
    expect(await exchangeStartupToken(win, exchange)).toBe('reloading');
    expect(exchange).toHaveBeenCalledWith('abc');
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/documents?x=1');
    expect(win.location.reload).toHaveBeenCalledOnce();
  });

  it('exchanges a token from the hash, strips the hash and reloads', async () => {
    const win = fakeWindow('https://portal.example/home#token=from-hash');
    const exchange = vi.fn().mockResolvedValue(undefined);
    expect(await exchangeStartupToken(win, exchange)).toBe('reloading');
    expect(exchange).toHaveBeenCalledWith('from-hash');
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/home');
    expect(win.location.reload).toHaveBeenCalledOnce();
  });

  it('a failed exchange warns, strips the token and still reloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = fakeWindow('https://portal.example/?token=expired');
    expect(await exchangeStartupToken(win, () => Promise.reject(new Error('401')))).toBe('reloading');
    expect(warn).toHaveBeenCalledOnce();
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/');
    expect(win.location.reload).toHaveBeenCalledOnce();
  });

  it('a leftover hash reloads without it; a clean URL starts the app', async () => {
    const leftover = fakeWindow('https://portal.example/documents#state=old');
    const exchange = vi.fn();
    expect(await exchangeStartupToken(leftover, exchange)).toBe('reloading');
    expect(exchange).not.toHaveBeenCalled();
    expect(leftover.history.replaceState).toHaveBeenCalledWith(null, '', '/documents');

    const clean = fakeWindow('https://portal.example/documents?x=1');
    expect(await exchangeStartupToken(clean, exchange)).toBe('continue');
    expect(clean.location.reload).not.toHaveBeenCalled();
  });

  it('reloadsAtStartup says beforehand which addresses the exchange reloads', () => {
    expect(reloadsAtStartup('https://portal.example/documents?x=1')).toBe(false);
    expect(reloadsAtStartup('https://portal.example/documents#state=old')).toBe(true);
    expect(reloadsAtStartup(`https://portal.example/?${STARTUP_TOKEN_PARAM}=t`)).toBe(true);
  });
});

describe('direct sign-in', () => {
  it('sends a signed-out landing or /auth visit to the provider before rendering, keeping r', () => {
    expect(directSignIn('https://p.example/', false)).toBeNull();
    expect(directSignIn('https://p.example/auth', false)).toBeNull();
    expect(directSignIn('https://p.example/auth?r=%2Fdocuments', false)).toBe('/documents');
  });

  it('renders as usual when signed in, on the provider\'s answer, and on any other page', () => {
    expect(directSignIn('https://p.example/', true)).toBeUndefined();
    expect(directSignIn('https://p.example/auth?code=c&state=s', false)).toBeUndefined();
    expect(directSignIn('https://p.example/auth?error=access_denied', false)).toBeUndefined();
    expect(directSignIn('https://p.example/auth/logout', false)).toBeUndefined();
    expect(directSignIn('https://p.example/documents', false)).toBeUndefined();
  });
});

describe('startup language', () => {
  it('takes a supported URL language, else the saved one', () => {
    expect(decideStartupLanguage('https://portal.example/?lang=pt-BR', 'en-us')).toEqual({ language: 'pt-br' });
    expect(decideStartupLanguage('https://portal.example/', 'fr-ca')).toEqual({ language: 'fr-ca' });
  });

  it('an unsupported URL language switches to the saved language and reloads without it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decideStartupLanguage('https://portal.example/documents?lang=de-de', 'es-ar'))
      .toEqual({ language: 'es-ar', reloadTo: '/documents?lang=es-ar' });
    expect(error).toHaveBeenCalled();
  });

  it('without a saved language it uses the country default of the regional domain', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decideStartupLanguage('https://portal.example.com.br/?lang=xx', null)).toEqual({ language: 'pt-br', reloadTo: '/?lang=pt-br' });
    expect(countryDefaultLanguage('portal.example.com.ar')).toBe('es-ar');
    expect(countryDefaultLanguage('portal.example.co.uk')).toBe('en-gb');
    expect(countryDefaultLanguage('portal.example.ca', 'fr-CA')).toBe('fr-ca');
    expect(countryDefaultLanguage('portal.example.ca', 'en-CA')).toBe('en-ca');
    expect(countryDefaultLanguage('portal.example.com')).toBe('en-us');
    expect(countryDefaultLanguage('portal.example.com', 'pt-BR')).toBe('pt-br');
    expect(countryDefaultLanguage('127.0.0.1', 'nl')).toBe('nl-nl');
    expect(countryDefaultLanguage('portal.example.com', 'de-DE')).toBe('en-us');
  });

  it('a badly formatted language logs an error and changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const decision = decideStartupLanguage('https://portal.example/?lang=english', 'en-gb');
    expect(decision.language).toBe('en-gb');
    expect(error.mock.calls[0]![0]).toMatch(/two-letter/);
  });

  it('on localhost an unsupported language only warns', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decideStartupLanguage('http://localhost:8080/?lang=de', 'en-us')).toEqual({ language: 'en-us' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
