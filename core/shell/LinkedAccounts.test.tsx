import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { shellApi } from '@portico/test/support/shell-api';
import { LinkedAccounts } from './LinkedAccounts';

const account = (companyId: number, companyName: string, contactId: string) =>
  ({ companyId, companyName, contactId, product: 'ClientCenter', active: true });

async function renderAccounts(accounts: ReturnType<typeof account>[]) {
  const kernel = await createTestKernel({ api: shellApi({ [API.accounts]: () => ({ accounts }) }) });
  await kernel.get(TOKENS.Profile).loadAccounts();
  const go = vi.fn();
  renderWithKernel(<LinkedAccounts go={go} />, { kernel });
  return go;
}

describe('linked-account selector', () => {
  it("shows the account matching the session's contact as current, even where another shares its company", async () => {
    // The test session is company 1, contact 1.
    await renderAccounts([account(1, 'Acme (other contact)', '9'), account(1, 'Acme Accounting', '1'), account(2, 'Bayside', '5')]);
    expect((await screen.findByRole('combobox', { name: 'Account' }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Acme Accounting');
  });

  it('enters another account through its company route', async () => {
    const go = await renderAccounts([account(1, 'Acme Accounting', '1'), account(2, 'Bayside', '5')]);
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: '1' } });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/company/2'));
  });

  it('shows nothing for a single account', async () => {
    await renderAccounts([account(1, 'Acme Accounting', '1')]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
