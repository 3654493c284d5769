import { proxy, ref } from 'valtio';
import type { HelpArticlesResponse } from '@portico/contract/help';
import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import { call } from '../http/call';
import type { HttpClient } from '../http/http-client';
import type { Logger } from '../logging/logger';
import { HELP_APP, HELP_USER_TYPE } from '@portico/contract/help-links';

export interface HelpState {
  /** The "screens" value the articles were loaded for; avoids reloading on every render. */
  loadedFor: string | null;
  articles: HelpArticlesResponse | null;
}

/** Suggested help articles for the current screen (spec 001 §3, §7); a failed load logs and leaves none. */
export class HelpService {
  readonly state = proxy<HelpState>({ loadedFor: null, articles: null });

  constructor(private readonly http: HttpClient, private readonly logger: Logger) {}

  /** `screens`: comma-separated screen names (helpScreens in HelpMenu.tsx). */
  async load(screens: string, locale: string): Promise<void> {
    const key = `${screens}|${locale}`;
    if (this.state.loadedFor === key) return;
    this.state.loadedFor = key;
    try {
      const articles = await call(this.http, ROUTES.getHelpArticles, { query: { apps: HELP_APP, userType: HELP_USER_TYPE, screens, locale } });
      if (this.state.loadedFor === key) this.state.articles = ref(articles);
    } catch (error) {
      if (this.state.loadedFor === key) this.state.articles = null;
      this.logger.error('help', 'Help articles failed to load', error);
    }
  }
}
