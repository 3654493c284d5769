import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { Profile, SetLanguageResponse } from '@portico/contract/profile';
import { TOKENS } from '@portico/kernel/tokens';
import { fakeApi } from '@portico/test/support/fake-api';
import { createTestKernel, renderWithKernel, testSession } from '@portico/test/support/test-kernel';
import { LanguageModal } from './LanguageModal';
import { PROFILE_RELOAD_DELAY_MS } from '../profile-service';

const profile: Profile = {
  id: 'guid-test', email: 'test@portico.example', prefix: '', firstName: 'Test', middleName: '', lastName: 'User', suffix: '',
  language: 'pt-br', isStaff: false, staffRole: null, impersonatorContactId: null, account: { companyName: 'Acme', contactId: '1' },
};

let calls: Array<{ method: string; path: string; body: unknown }> = [];
/**
 * A profile endpoint that remembers the saved language, as the server does. Each records into its own list: an
 * earlier test's kernel reloading the profile late (PROFILE_RELOAD_DELAY_MS) cannot add to this test's calls.
 */
function serveProfile(initial: Profile = profile) {
  const mine: typeof calls = [];
  calls = mine;
  let current = { ...initial };
  return fakeApi({
    [`PUT ${API.userLanguage}`]: ({ method, path, body }) => {
      mine.push({ method, path, body });
      current = { ...current, language: (body as { language: string }).language };
      return { language: current.language } satisfies SetLanguageResponse;
    },
    [API.profileMe]: ({ method, path, body }) => {
      mine.push({ method, path, body });
      return current;
    },
  });
}

async function open(options: { withoutPrismGuid?: boolean } = {}) {
  const kernel = await createTestKernel({ api: serveProfile() });
  if (options.withoutPrismGuid) {
    const session = testSession();
    kernel.get(TOKENS.Session).loaded({ ...session, meta: { ...session.meta, PrismGuid: '' } });
  }
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  const onClose = vi.fn();
  renderWithKernel(<LanguageModal onClose={onClose} />, { kernel });
  return { kernel, onClose };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('language modal', () => {
  it('names each language in itself, whatever the page\'s language', async () => {
    await open();
    const options = screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('lang')]);
    expect(options).toContainEqual(['Español (Argentina)', 'es-ar']);
    expect(options).toContainEqual(['Português (Brasil)', 'pt-br']);
    expect(options).toContainEqual(['English (United States)', 'en-us']);
  });

  it('closes without a call when the language did not change', async () => {
    const { onClose } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('saves a change on the user, switches the app language and keeps ccLanguage', async () => {
    const { kernel, onClose } = await open();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt-br');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: '/api/profile/v1/users/guid-test/language', body: { language: 'pt-br' } }]);
    expect(kernel.get(TOKENS.I18n).language).toBe('pt-br');
    expect(localStorage.getItem('ccLanguage')).toBe('pt-br');
  });

  it('reloads the profile 500 ms after a saved change', async () => {
    const kernel = await createTestKernel({ api: serveProfile() });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await kernel.get(TOKENS.Profile).saveLanguage('nl-nl')).toBe('saved');
    await vi.advanceTimersByTimeAsync(PROFILE_RELOAD_DELAY_MS - 1);
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/profile/v1/users/guid-test/language', 'GET /api/profile/v1/users/me']);
    expect(await kernel.get(TOKENS.Profile).saveLanguage('nl')).toBe('unchanged');
  });

  it("speaks the user's saved language once the profile loads, but not in a staff preview", async () => {
    const kernel = await createTestKernel({ api: serveProfile() });
    await kernel.get(TOKENS.Profile).load();
    expect(kernel.get(TOKENS.I18n).language).toBe('pt-br');
    expect(localStorage.getItem('ccLanguage')).toBe('pt-br');

    localStorage.clear();
    const preview = await createTestKernel({ emulatee: 'guid-maria', api: serveProfile() });
    await preview.get(TOKENS.Profile).load();
    expect(preview.get(TOKENS.I18n).language).toBe('en-us');
  });

  it('refuses to save without a PrismGuid: bm.account.service.unableToLoadUser', async () => {
    const { kernel, onClose } = await open({ withoutPrismGuid: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-ca');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(kernel.get(TOKENS.I18n).language).toBe('en-us');
    expect(kernel.get(TOKENS.Alerts).state.alerts.map((a) => a.msg)).toEqual(['alerts.bm.account.service.unableToLoadUser']);
  });
});
