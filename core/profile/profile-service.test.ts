import type { Profile } from '@portico/contract/profile';
import type { AlertService } from '../alerts/alert-service';
import type { HttpClient } from '../http/http-client';
import type { I18nService } from '../i18n/i18n-service';
import type { Logger } from '../logging/logger';
import type { SessionStore } from '../session/session-store';
import { ProfileService } from './profile-service';

function service(options: { profile: Promise<Partial<Profile>>; switchLanguage: () => Promise<void> }) {
  const errors: string[] = [];
  const i18n = { language: 'en-us', changeLanguage: vi.fn(options.switchLanguage) };
  const profiles = new ProfileService(
    // What call() reads: the answer as it came.
    { request: () => options.profile.then((profile) => Response.json(profile)) } as unknown as HttpClient,
    { isEmulated: false } as unknown as SessionStore,
    i18n as unknown as I18nService,
    {} as AlertService,
    { error: (_area: string, message: string) => errors.push(message) } as unknown as Logger,
  );
  return { profiles, errors, i18n };
}

describe('ProfileService.load', () => {
  afterEach(() => localStorage.clear());

  it("switches to the profile's language", async () => {
    const { profiles, errors, i18n } = service({ profile: Promise.resolve({ language: 'pt-BR' }), switchLanguage: () => Promise.resolve() });
    await profiles.load();
    expect(profiles.state.status).toBe('loaded');
    expect(i18n.changeLanguage).toHaveBeenCalledWith('pt-br');
    expect(errors).toEqual([]);
  });

  it('keeps a loaded profile loaded when its language cannot be switched to, and says which failed', async () => {
    const { profiles, errors } = service({ profile: Promise.resolve({ language: 'pt-BR' }), switchLanguage: () => Promise.reject(new Error('bundle 503')) });
    await profiles.load();
    expect(profiles.state.status).toBe('loaded');
    expect(profiles.state.profile).toMatchObject({ language: 'pt-BR' });
    expect(errors).toEqual(["Switching to the profile's language (pt-br) failed"]);
  });

  it('a profile that does not load is failed', async () => {
    const { profiles, errors, i18n } = service({ profile: Promise.reject(new Error('500')), switchLanguage: () => Promise.resolve() });
    await profiles.load();
    expect(profiles.state.status).toBe('failed');
    expect(i18n.changeLanguage).not.toHaveBeenCalled();
    expect(errors).toEqual(['Profile failed to load']);
  });
});
