import { proxy, ref } from 'valtio';
import type { AlertService } from '../alerts/alert-service';
import type { Account, Profile, SaveProfileRequest } from '@portico/contract/profile';
import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import { call } from '../http/call';
import type { HttpClient } from '../http/http-client';
import type { I18nService } from '../i18n/i18n-service';
import { parseLanguage } from '../i18n/i18n-service';
import type { Logger } from '../logging/logger';
import { PRODUCT } from '../permissions/permissions';
import type { SessionStore } from '../session/session-store';
import { STORAGE_KEYS } from '../session/token-store';

/** Spec 000 §9: the profile is reloaded 500 ms after a language change. */
export const PROFILE_RELOAD_DELAY_MS = 500;

export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type LanguageSaveResult = 'unchanged' | 'saved' | 'failed';

/** The signed-in user's profile, linked accounts and language. */
export class ProfileService {
  readonly state = proxy<{ status: ProfileStatus; profile: Profile | null; accounts: Account[] }>({
    status: 'idle',
    profile: null,
    accounts: [],
  });

  constructor(
    private readonly http: HttpClient,
    private readonly session: SessionStore,
    private readonly i18n: I18nService,
    private readonly alerts: AlertService,
    private readonly logger: Logger,
  ) {}

  /**
   * Loads after the session is established; a failure is logged (spec 000 §8). The portal then speaks the
   * user's saved language (a pt-BR contact signing in on an English browser sees Portuguese); staff
   * previewing a client keep their own.
   */
  async load(): Promise<void> {
    this.state.status = 'loading';
    let profile: Profile;
    try {
      profile = await call(this.http, ROUTES.getProfileMe);
    } catch (error) {
      this.state.status = 'failed';
      this.logger.error('profile', 'Profile failed to load', error);
      return;
    }
    this.state.profile = ref(profile);
    this.state.status = 'loaded';
    const language = !this.session.isEmulated && profile.language ? parseLanguage(profile.language) : null;
    if (language && language !== this.i18n.language) {
      localStorage.setItem(STORAGE_KEYS.language, language);
      // The profile stays loaded when its language cannot be switched to: the portal keeps the one it speaks.
      await this.i18n.changeLanguage(language).catch((error: unknown) => {
        this.logger.error('profile', `Switching to the profile's language (${language}) failed`, error);
      });
    }
  }

  /** Active accounts of this product (the linked-account selector). */
  async loadAccounts(): Promise<void> {
    try {
      const { accounts } = await call(this.http, ROUTES.getAccounts, { query: { active: true, product: PRODUCT } });
      this.state.accounts = accounts.map((a) => ref(a));
    } catch (error) {
      this.logger.error('profile', 'Accounts failed to load', error);
    }
  }

  /** Saves the names; the server answers with the whole profile. */
  async save(request: SaveProfileRequest): Promise<boolean> {
    try {
      this.state.profile = ref(await call(this.http, ROUTES.putProfileMe, { body: request }));
      this.alerts.raise('profileSaveSuccess');
      return true;
    } catch (error) {
      this.logger.error('profile', 'Profile failed to save', error);
      this.alerts.raise('profileSaveError');
      return false;
    }
  }

  /**
   * Saves the interface language only when it changed (spec 000 §4, §5): needs the user's PrismGuid,
   * switches the app language, keeps the choice under 'ccLanguage' and reloads the profile after 500 ms.
   */
  async saveLanguage(value: string): Promise<LanguageSaveResult> {
    const language = parseLanguage(value);
    if (!language || language === this.i18n.language) return 'unchanged';
    const prismGuid = this.session.info?.meta.PrismGuid;
    if (!prismGuid) {
      this.alerts.raise('bm.account.service.unableToLoadUser');
      return 'failed';
    }
    try {
      await call(this.http, ROUTES.putUserLanguage, { params: { prismGuid }, body: { language } });
    } catch (error) {
      this.logger.error('profile', 'Language failed to save', error);
      this.alerts.raise('languageSaveError');
      return 'failed';
    }
    localStorage.setItem(STORAGE_KEYS.language, language);
    await this.i18n.changeLanguage(language);
    setTimeout(() => void this.load(), PROFILE_RELOAD_DELAY_MS);
    return 'saved';
  }

  clear(): void {
    this.state.status = 'idle';
    this.state.profile = null;
    this.state.accounts = [];
  }
}
