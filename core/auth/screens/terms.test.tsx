import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { API } from '@portico/contract/api-paths';
import type { TermsCheckResponse } from '@portico/contract/terms';
import { STORAGE_KEYS } from '../../session/token-store';
import { FakeReply, fakeApi } from '@portico/test/support/fake-api';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { AUTH_EVENTS } from '../auth-storage';
import { TermsGuard, TermsPage } from './terms';
import { termsCheck } from '../terms-check';
import { TOKENS } from '@portico/kernel/tokens';

/** A kernel whose terms check answers `check` (any other call fails the test). */
const kernelAnswering = (check: TermsCheckResponse) => createTestKernel({ api: fakeApi({ [`GET ${API.termsCheck}`]: () => check }) });

const ui = (
  <Switch>
    <Route path="/terms-and-conditions"><p>terms page</p></Route>
    <Route><TermsGuard><p>the area</p></TermsGuard></Route>
  </Switch>
);

afterEach(() => {
  localStorage.clear();
});

describe('terms guard', () => {
  it('lets a signatory through', async () => {
    renderWithKernel(ui, { kernel: await kernelAnswering({ intercepted: true, terms: true, signatory: true }), path: '/documents' });
    expect(await screen.findByText('the area')).toBeInTheDocument();
  });

  it('sends an intercepted user without a signature to the terms page', async () => {
    renderWithKernel(ui, { kernel: await kernelAnswering({ intercepted: true, terms: true, signatory: false }), path: '/documents' });
    expect(await screen.findByText('terms page')).toBeInTheDocument();
    expect(screen.queryByText('the area')).toBeNull();
  });

  it('on mobile raises the native terms-required event and blocks', async () => {
    localStorage.setItem(STORAGE_KEYS.mobile, 'true');
    const native = vi.fn();
    window.addEventListener(AUTH_EVENTS.termsRequired, native);
    renderWithKernel(ui, { kernel: await kernelAnswering({ intercepted: true, terms: true, signatory: false }), path: '/documents' });
    await waitFor(() => expect(native).toHaveBeenCalledOnce());
    expect(screen.queryByText('the area')).toBeNull();
    expect(screen.queryByText('terms page')).toBeNull();
    window.removeEventListener(AUTH_EVENTS.termsRequired, native);
  });

  it('takes the answer of the check the entry asked ahead (one request per session), and asks again after a failure', async () => {
    let answers = 0;
    const api = fakeApi({
      [`GET ${API.termsCheck}`]: () => {
        answers += 1;
        if (answers === 1) return new FakeReply(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' });
        return { intercepted: true, terms: true, signatory: true };
      },
    });
    const kernel = await createTestKernel({ api });
    await expect(termsCheck(kernel)).rejects.toThrow();
    await termsCheck(kernel); // asked again after the failure, as the entry does once the session is known
    renderWithKernel(ui, { kernel, path: '/documents' });
    expect(await screen.findByText('the area')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === API.termsCheck)).toHaveLength(2);
  });
});

describe('terms guard, first render', () => {
  it('shows the area in its first render when the check the entry asked ahead has already answered', async () => {
    const kernel = await kernelAnswering({ intercepted: true, terms: true, signatory: true });
    await Promise.all([termsCheck(kernel), kernel.get(TOKENS.I18n).loadNamespace('auth')]);
    renderWithKernel(ui, { kernel, path: '/documents' });
    // Synchronously: no loading state in between, and no render more once the answer's `then` runs.
    expect(screen.getByText('the area')).toBeInTheDocument();
  });
});

describe('terms page', () => {
  const TEXT = { version: '3', title: 'Northwind client terms', body: 'First.\n\nSecond.' };

  async function openPage(language = 'en-us') {
    const signOut = vi.fn();
    const accepted = vi.fn();
    const kernel = await createTestKernel({
      language,
      overrides: { SignOut: { signOut } },
      api: fakeApi({ [`GET ${API.termsText}`]: () => TEXT, [`POST ${API.termsAccept}`]: ({ body }) => { accepted(body); return null; } }),
    });
    kernel.get(TOKENS.Theme).state.theme = { companyName: 'Horizonte Contabilidade' } as never;
    await kernel.get(TOKENS.I18n).loadNamespace('auth');
    renderWithKernel(<TermsPage />, { kernel, path: '/terms-and-conditions?r=%2Fdocuments' });
    await screen.findByRole('article', { name: 'Northwind client terms' });
    return { signOut, accepted };
  }

  it('declines by signing out, in the firm\'s words, and records no acceptance', async () => {
    const { signOut, accepted } = await openPage();
    const decline = screen.getByRole('button', { name: 'Decline and sign out' });
    expect(decline).toHaveAccessibleDescription("Without accepting, you cannot use Horizonte Contabilidade's portal. Sign in again whenever you are ready to accept.");
    await userEvent.click(decline);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(accepted).not.toHaveBeenCalled();
  });

  it('offers the decline in the reader\'s language (pt-BR)', async () => {
    const { signOut } = await openPage('pt-br');
    await userEvent.click(screen.getByRole('button', { name: 'Recusar e sair' }));
    expect(screen.getByText(/não pode usar o portal de Horizonte Contabilidade/)).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
