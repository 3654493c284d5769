import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { Client } from '@portico/contract/clients';
import type { Kernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { STORAGE_KEYS } from '../../session/token-store';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { errorReply, fakeApi } from '@portico/test/support/fake-api';
import { answerClients, makeClients } from './fake-client-api';
import { ClientSwitcher } from './ClientSwitcher';

let requests: URL[] = [];
let failSearch = false;

/** GET clients answered from `all` (a search fails when `failSearch`); the URLs asked are kept in `requests`. */
function serve(all: Client[]) {
  requests = [];
  return fakeApi({
    [API.clients]: ({ path, query }) => {
      const url = new URL(`${path}?${query}`, 'http://portal.test');
      requests.push(url);
      if (failSearch && url.searchParams.has('searchTerm')) return errorReply(500, 'INTERNAL_ERROR');
      return answerClients(all, url.href);
    },
  });
}

async function setup(count: number): Promise<Kernel> {
  const kernel = await createTestKernel({ api: serve(makeClients(count)) });
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  await kernel.get(TOKENS.Clients).load();
  renderWithKernel(<ClientSwitcher />, { kernel });
  return kernel;
}

const searches = () => requests.filter((u) => u.searchParams.has('searchTerm'));

beforeEach(() => {
  failSearch = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('client switcher', () => {
  it('loads with pageSize 1000 and shows one client without a caret or a toggle', async () => {
    await setup(1);
    expect(requests[0]!.searchParams.get('pageSize')).toBe('1000');
    const switcher = screen.getByTestId('client-switcher');
    expect(switcher).toHaveTextContent('Acme Holdings 00001');
    expect(within(switcher).queryByRole('button')).toBeNull();
    expect(switcher.querySelector('.caret')).toBeNull();
  });

  it('opens a dropdown of the other clients with 2–6 clients; picking one makes it active', async () => {
    const kernel = await setup(3);
    const toggle = screen.getByRole('button', { name: /Acme Holdings 00001 Change client/ });
    expect(toggle.querySelector('.caret')).not.toBeNull();
    await userEvent.click(toggle);
    const others = screen.getByRole('list', { name: 'Other clients' });
    expect(within(others).getAllByRole('button').map((b) => b.textContent)).toEqual(['BHBorealis Holdings 00002', 'CHCobalt Holdings 00003']);
    await userEvent.click(within(others).getByRole('button', { name: /Cobalt/ }));
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-3');
    expect(localStorage.getItem(STORAGE_KEYS.activeClient)).toBe('client-3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Select a Client modal with 7 clients, without paging', async () => {
    await setup(7);
    await userEvent.click(screen.getByRole('button', { name: /Change client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Client' });
    expect(screen.queryByRole('list', { name: 'Other clients' })).toBeNull();
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBe(7));
    expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent('Acme Holdings 00001');
    expect(within(dialog).queryByRole('navigation', { name: 'Client pages' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('pages only when the total exceeds 25', async () => {
    await setup(30);
    await userEvent.click(screen.getByRole('button', { name: /Change client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Client' });
    const pager = await within(dialog).findByRole('navigation', { name: 'Client pages' });
    expect(pager).toHaveTextContent('1 - 25 of 30');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('26 - 30 of 30'));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('debounces the search by 200 ms and goes back to page 1', async () => {
    await setup(60);
    await userEvent.click(screen.getByRole('button', { name: /Change client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Client' });
    const pager = await within(dialog).findByRole('navigation', { name: 'Client pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('26 - 50 of 60'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = within(dialog).getByRole('combobox', { name: 'Search clients' });
    fireEvent.change(box, { target: { value: 'Acm' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(box, { target: { value: 'Acme' } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The query cache tells the screen of the answer in a timer of its own (TanStack's notifyManager): it runs
    // with the faked clock, so that clock goes on until the answer has been shown.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.searchParams.get('searchTerm')).toBe('Acme');
    expect(searches()[0]!.searchParams.get('pageNum')).toBe('1');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBe(6));
    expect(within(dialog).queryByRole('navigation', { name: 'Client pages' })).toBeNull();
  });

  it('shows ClientSelectNoClients when nothing matches, and raises clientListSearchError when the search fails', async () => {
    const kernel = await setup(8);
    await userEvent.click(screen.getByRole('button', { name: /Change client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Client' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(await within(dialog).findByText('No clients match your search.')).toBeTruthy();
    failSearch = true;
    await userEvent.type(within(dialog).getByRole('combobox'), 'y');
    await waitFor(() => expect(kernel.get(TOKENS.Alerts).state.alerts.map((a) => a.msg)).toContain('alerts.clientListSearchError'));
  });

  it('is keyboard driven: arrows move the highlight, Enter selects, Escape cancels', async () => {
    const kernel = await setup(10);
    await userEvent.click(screen.getByRole('button', { name: /Change client/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Select a Client' });
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBe(10));
    const box = within(dialog).getByRole('combobox');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent('Cobalt Holdings 00003');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(dialog).getByRole('option', { selected: true }).id);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-3');

    await userEvent.click(screen.getByRole('button', { name: /Cobalt.* Change client/ }));
    dialog = await screen.findByRole('dialog', { name: 'Select a Client' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-3');
  });

  it('restores the stored active client when it is still in the list, else takes the first', async () => {
    localStorage.setItem(STORAGE_KEYS.activeClient, 'client-4');
    const kernel = await setup(5);
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-4');
    expect(screen.getByRole('button', { name: /Delta Holdings 00004 Change client/ })).toBeTruthy();

    localStorage.setItem(STORAGE_KEYS.activeClient, 'client-999');
    await kernel.get(TOKENS.Clients).load();
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-1');
  });

  it('restores a stored client beyond the startup page of 1,000, asked by its id, and forgets one no longer listed', async () => {
    localStorage.setItem(STORAGE_KEYS.activeClient, 'client-1500');
    const kernel = await setup(1200 + 600);
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-1500');
    expect(requests.at(-1)!.searchParams.get('clientId')).toBe('client-1500');
    expect(screen.getByRole('button', { name: /client-1500|01500 Change client/ })).toBeTruthy();

    localStorage.setItem(STORAGE_KEYS.activeClient, 'client-9999');
    await kernel.get(TOKENS.Clients).load();
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('client-1');
  });

  it('raises the closeable clientListErrorMsg danger alert when the load fails', async () => {
    const kernel = await createTestKernel({ api: fakeApi({ [API.clients]: () => errorReply(500, 'INTERNAL_ERROR') }) });
    await kernel.get(TOKENS.Clients).load();
    expect(kernel.get(TOKENS.Clients).state.status).toBe('loadFailed');
    expect(kernel.get(TOKENS.Alerts).state.alerts).toEqual([
      expect.objectContaining({ msg: 'alerts.clientListErrorMsg', type: 'danger', closeable: true, timeout: null }),
    ]);
  });
});
