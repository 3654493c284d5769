import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { Profile } from '@portico/contract/profile';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel, renderWithKernel } from '../../support/test-kernel';
import { notFoundReply, shellApi, TEST_PROFILE } from '../../support/shell-api';
import home from '../../../plugins/common/home/feature';
import documents from '../../../plugins/common/documents/feature';
import taxCalendar from '../../../plugins/br/tax-calendar/feature';
import { uploadFailuresAlert } from '../../../plugins/common/documents/flows/upload-alerts';
import { Shell } from '@portico/core/shell/Shell';

const profile: Profile = { ...TEST_PROFILE, prefix: 'Dr.' };
let saved: unknown[] = [];

/** Clients and the profile (saved as sent); the firm's theme, accounts and help answer 404. */
function serve() {
  saved = [];
  return shellApi({
    [`GET ${API.profileMe}`]: () => profile,
    [`PUT ${API.profileMe}`]: (req) => {
      saved.push(req.body);
      return { ...profile, ...(req.body as Partial<Profile>) };
    },
    [API.accounts]: notFoundReply,
    [API.theme]: notFoundReply,
  });
}

const viewport = (width: number) => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });

async function renderShell() {
  const kernel = await createTestKernel({ plugins: [home, taxCalendar, documents], api: serve() });
  vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  renderWithKernel(<Shell><p>area content</p></Shell>, { kernel, path: '/home' });
  await screen.findByRole('button', { name: /Account menu for Maria Silva/ });
  return kernel;
}

afterEach(() => {
  viewport(1024);
  window.scrollY !== 0 && Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('shell layout', () => {
  it('under 960 px has an off-canvas menu: focus moves in, Tab stays inside, Escape closes and gives focus back', async () => {
    viewport(390);
    await renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Documents']));
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('turns the lower header sticky after 30 px of scroll under 960 px only', async () => {
    viewport(390);
    await renderShell();
    const shell = document.querySelector('.shell')!;
    Object.defineProperty(window, 'scrollY', { value: 30, configurable: true });
    fireEvent.scroll(window);
    expect(shell).not.toHaveClass('is-sticky');
    Object.defineProperty(window, 'scrollY', { value: 31, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(shell).toHaveClass('is-sticky'));
    act(() => viewport(1280));
    await waitFor(() => expect(shell).not.toHaveClass('is-sticky'));
  });

  it('saves the profile names from the profile settings modal', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Profile settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile settings' });
    expect(within(dialog).getByLabelText(/Prefix/)).toHaveValue('Dr.');
    await userEvent.clear(within(dialog).getByLabelText(/Last name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(saved).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Souza');
    await userEvent.type(within(dialog).getByLabelText(/Middle name/), 'Clara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([{ prefix: 'Dr.', firstName: 'Maria', middleName: 'Clara', lastName: 'Souza', suffix: '' }]);
    expect(screen.getByRole('button', { name: /Account menu for Maria Souza/ })).toBeTruthy();
  });

  it('opens the more-details modal of a clickable alert with its message and list', async () => {
    const kernel = await renderShell();
    act(() => void kernel.get(TOKENS.Alerts).add(uploadFailuresAlert(['a.pdf', 'b.pdf'], 5)));
    const status = (await screen.findByText('2 of 5 documents could not be uploaded.')).closest<HTMLElement>('[role=status]')!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(status).getByRole('button', { name: 'More details' }));
    const dialog = screen.getByRole('dialog', { name: 'Error details' });
    expect(dialog).toHaveTextContent('The following documents were unable to be uploaded at this time. Please try again.');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf', 'b.pdf']);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
