import { describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { Theme } from '@portico/contract/theme';
import { HttpClient } from '../http/http-client';
import { Logger } from '../logging/logger';
import { TokenStore } from '../session/token-store';
import { contrastRatio, readableFill, themeVariables, withAlpha } from './theme-colors';
import { ThemeService } from './theme-service';
import { errorReply, fakeApi } from '@portico/test/support/fake-api';

const theme: Theme = {
  companyId: 7, companyName: 'Acme Accounting',
  colors: { headerFillColor: '#112233', headerTextColor: '#fefefe', buttonFillColor: '#336699', buttonTextColor: '#ffffff', translucentColor: 'stale' },
  logoutUrl: '', loginBackground: 'clouds', loginPageText: '', headerImage: null, headerImageSize: null, headerLine1: 'Acme Accounting', bannerImage: null, timeZone: 'America/New_York',
};

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

  it('deepens a fill only as far as its text needs for 4.5:1, keeping the firm\'s text colour', () => {
    expect(contrastRatio('#E36F1E', '#FFFFFF')).toBeCloseTo(3.2, 1);
    const orange = themeVariables({ buttonFillColor: '#E36F1E', buttonTextColor: '#FFFFFF' });
    expect(orange['--portico-button-text']).toBe('#FFFFFF');
    const fill = orange['--portico-button-fill']!;
    expect(contrastRatio(fill, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // Still an orange (red above green above blue), and no darker than one step past the threshold.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
    expect(r! > g! && g! > b!).toBe(true);
    expect(contrastRatio(readableFill('#E36F1E', '#FFFFFF'), '#FFFFFF')).toBeLessThan(5.2);
    // Dark text on a dark fill lightens it; a readable pair is left as it is.
    expect(contrastRatio(readableFill('#333333', '#000000'), '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(readableFill('#003565', '#ffffff')).toBe('#003565');
  });

  it('loads the firm theme into CSS custom properties on the root and keeps it under ccTheme', async () => {
    const urls: string[] = [];
    fakeApi({
      [API.theme]: ({ path }) => {
        urls.push(path);
        return theme;
      },
    }).install();
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
    fakeApi({ [API.theme]: () => errorReply(500, 'INTERNAL_ERROR') }).install();
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
