import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { TOKENS } from '@portico/kernel/tokens';
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

  it('sets the company, waits for its load, then goes to /', async () => {
    const kernel = await createTestKernel();
    let finish!: () => void;
    const load = vi.spyOn(kernel.get(TOKENS.Clients), 'load').mockImplementation(() => new Promise<void>((r) => { finish = r; }));
    renderWithKernel(routes(), { kernel, path: '/company/1001' });
    expect(await screen.findByRole('status')).toHaveTextContent('Opening the company…');
    // The load starts in an effect, which may run just after the commit that showed the status.
    await waitFor(() => expect(load).toHaveBeenCalledWith({ companyId: 1001, includeNickname: false }));
    expect(screen.queryByText('landing')).toBeNull();
    finish();
    await waitFor(() => expect(screen.getByText('landing')).toBeInTheDocument());
  });
});
