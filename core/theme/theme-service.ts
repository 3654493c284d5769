import { proxy } from 'valtio';
import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import type { Theme } from '@portico/contract/theme';
import { call } from '../http/call';
import type { HttpClient } from '../http/http-client';
import type { Logger } from '../logging/logger';
import { rememberThemeFirm, STORAGE_KEYS } from '../session/token-store';
import { themeVariables } from './theme-colors';

export type ThemeStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The firm's theme: header logo, firm name or banner, and colours applied as CSS custom properties
 * (CSSOM writes, which the strict CSP allows). The last theme is kept under 'ccTheme' so a reload paints
 * the firm's colours before the API answers.
 */
export class ThemeService {
  readonly state = proxy<{ status: ThemeStatus; theme: Theme | null }>({ status: 'idle', theme: null });

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
    private readonly root: () => HTMLElement | undefined = () => globalThis.document?.documentElement,
  ) {
    const cached = this.cached();
    this.state.theme = cached;
    this.apply(cached);
  }

  /** Loads after the session is established; a failure is logged and the defaults stay. */
  async load(companyId: number): Promise<void> {
    this.state.status = 'loading';
    try {
      const theme = await call(this.http, ROUTES.getTheme, { params: { companyId } });
      this.state.theme = theme;
      this.state.status = 'loaded';
      localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(theme));
      rememberThemeFirm(companyId);
      this.apply(theme);
    } catch (error) {
      this.state.status = 'failed';
      this.logger.error('theme', 'Theme failed to load', error);
    }
  }

  /** Back to the defaults (logout). */
  clear(): void {
    this.state.theme = null;
    this.state.status = 'idle';
    localStorage.removeItem(STORAGE_KEYS.theme);
    this.apply(null);
  }

  apply(theme: Theme | null): void {
    const root = this.root();
    if (!root) return;
    for (const [name, value] of Object.entries(themeVariables(theme?.colors))) root.style.setProperty(name, value);
  }

  private cached(): Theme | null {
    try {
      const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.theme);
      return raw ? (JSON.parse(raw) as Theme) : null;
    } catch {
      return null;
    }
  }
}
