import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '../contract/theme';
import { HttpClient } from '../http/http-client';
import { Logger } from '../logging/logger';
import { TokenStore } from '../session/token-store';
import { themeVariables, withAlpha } from './theme-colors';
import { ThemeService } from './theme-service';

const theme: Theme = {
  companyId: 7, companyName: 'Acme Accounting',
  colors: { headerFillColor: '#112233', headerTextColor: '#fefefe', buttonFillColor: '#336699', buttonTextColor: '#000000', translucentColor: 'stale' },
  logoutUrl: '', loginBackground: 'clouds', loginPageText: '', headerImage: null, headerLine1: 'Acme Accounting', bannerImage: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('defaults to #003565 on white with the translucent colour at alpha 0.1 and the accent at 25 %', () => {
    expect(themeVariables()).toEqual({
      '--portico-header-fill': '#003565', '--portico-header-text': '#ffffff',
      '--portico-button-fill': '#003565', '--portico-button-text': '#ffffff',
      '--portico-translucent': 'rgba(0, 53, 101, 0.1)', '--portico-accent-25': 'rgba(0, 53, 101, 0.25)',
    });
    expect(withAlpha('#ff8000', 0.1)).toBe('rgba(255, 128, 0, 0.1)');
    expect(themeVariables({ headerFillColor: 'red' })['--portico-header-fill']).toBe('#003565');
  });

  it('loads the firm theme into CSS custom properties on the root and keeps it under ccTheme', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      urls.push(new URL(request.url).pathname);
      return Response.json(theme);
    });
    const root = document.createElement('div');
    const service = new ThemeService(new HttpClient(new TokenStore(), 'http://portal.test'), new Logger(), () => root);
    await service.load(7);
    expect(urls).toEqual(['/api/theme/v1/companies/7']);
    expect(root.style.getPropertyValue('--portico-header-fill')).toBe('#112233');
    expect(root.style.getPropertyValue('--portico-button-fill')).toBe('#336699');
    expect(root.style.getPropertyValue('--portico-translucent')).toBe('rgba(51, 102, 153, 0.1)');
    expect(JSON.parse(localStorage.getItem('ccTheme')!).companyId).toBe(7);

    const next = new ThemeService(new HttpClient(new TokenStore(), 'http://portal.test'), new Logger(), () => root);
    expect(next.state.theme?.headerLine1).toBe('Acme Accounting');
    next.clear();
    expect(root.style.getPropertyValue('--portico-header-fill')).toBe('#003565');
  });

  it('logs a failed load and keeps the defaults', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const logger = new Logger();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    const service = new ThemeService(new HttpClient(new TokenStore(), 'http://portal.test'), logger, () => root);
    await service.load(7);
    expect(service.state.status).toBe('failed');
    expect(error).toHaveBeenCalledWith('theme', 'Theme failed to load', expect.anything());
    expect(root.style.getPropertyValue('--portico-header-fill')).toBe('#003565');
  });
});
