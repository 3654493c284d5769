import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { API } from '@portico/contract/api-paths';
import { TOKENS } from '@portico/kernel/tokens';
import { STORAGE_KEYS } from '../../session/token-store';
import { shellApi } from '@portico/test/support/shell-api';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { CompanyRoute, isCompanyId } from './company-route';

function routes() {
  return (
    <Switch>
      <Route path="/company/:companyId"><CompanyRoute /></Route>
      <Route path="/"><p>landing</p></Route>
    </Switch>
  );
}

describe('company route guard', () => {
  it('needs a digit in the company id', () => {
    expect(isCompanyId('1001')).toBe(true);
    expect(isCompanyId('c7')).toBe(true);
    expect(isCompanyId('acme')).toBe(false);
    expect(isCompanyId(undefined)).toBe(false);
  });

  it('an id without a digit goes to / without loading', async () => {
    const kernel = await createTestKernel();
    const load = vi.spyOn(kernel.get(TOKENS.Clients), 'load');
    renderWithKernel(routes(), { kernel, path: '/company/acme' });
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  const twoFirms = () => shellApi({
    [API.accounts]: () => ({ accounts: [
      { companyId: 1, companyName: 'Acme Accounting', contactId: '1', product: 'ClientCenter', active: true },
      { companyId: 1001, companyName: 'Bayside Bookkeeping', contactId: '77', product: 'ClientCenter', active: true },
    ] }),
  });

  it("enters a linked account: the session's company and contact become its, its theme and clients load, then /", async () => {
    const kernel = await createTestKernel({ api: twoFirms() });
    let finish!: () => void;
    const load = vi.spyOn(kernel.get(TOKENS.Clients), 'load').mockImplementation(() => new Promise<void>((r) => { finish = r; }));
    const theme = vi.spyOn(kernel.get(TOKENS.Theme), 'load');
    renderWithKernel(routes(), { kernel, path: '/company/1001' });
    expect(await screen.findByRole('status')).toHaveTextContent('Opening the company…');
    await waitFor(() => expect(load).toHaveBeenCalledWith({ companyId: 1001, includeNickname: false }));
    expect(theme).toHaveBeenCalledWith(1001);
    expect(kernel.get(TOKENS.Session).info!.bindings.ApplicationConfiguration).toEqual({ CompanyId: 1001, ContactId: '77' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)!).bindings.ApplicationConfiguration.CompanyId).toBe(1001);
    expect(screen.queryByText('landing')).toBeNull();
    finish();
    await waitFor(() => expect(screen.getByText('landing')).toBeInTheDocument());
  });

  it("a company that is not one of the user's accounts goes to / and changes nothing (maria at /company/2)", async () => {
    const kernel = await createTestKernel({ api: twoFirms() });
    const load = vi.spyOn(kernel.get(TOKENS.Clients), 'load');
    renderWithKernel(routes(), { kernel, path: '/company/2' });
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(kernel.get(TOKENS.Session).info!.bindings.ApplicationConfiguration).toEqual({ CompanyId: 1, ContactId: '1' });
  });
});
