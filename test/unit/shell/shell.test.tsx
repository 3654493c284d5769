import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel, renderWithKernel, type TestKernelOptions } from '../../support/test-kernel';
import { errorReply } from '../../support/fake-api';
import { shellApi, TEST_PROFILE } from '../../support/shell-api';
import home from '../../../plugins/common/home/feature';
import documents from '../../../plugins/common/documents/feature';
import taxCalendar from '../../../plugins/br/tax-calendar/feature';
import actions from '../../../plugins/common/actions/feature';
import { FEEDBACK_MODAL, REPORT_ISSUE_MODAL } from '@portico/core/modals/modal-service';
import { Shell } from '@portico/core/shell/Shell';

let helpFails = false;
/** The shell's calls; help answers with articles unless `helpFails`. */
function serve(staff = false) {
  return shellApi({
    [API.profileMe]: () => ({ ...TEST_PROFILE, isStaff: staff }),
    [API.helpArticles]: () => helpFails
      ? errorReply(500, 'INTERNAL_ERROR')
      : { searchUrl: 'https://help.example/search?q=', howToUrl: 'https://help.example/how-to', topics: [{ id: 'a', title: 'Uploading documents', url: 'https://help.example/a' }] },
  });
}

async function renderShell(options: TestKernelOptions & { staff?: boolean; dialogs?: string[] } = {}) {
  const signOut = vi.fn();
  const kernel = await createTestKernel({ plugins: [home, taxCalendar, documents, actions], api: serve(options.staff), ...options, overrides: { SignOut: { signOut } } });
  // A feature that contributes the report-issue or feedback dialog (later issues) makes its button show.
  for (const name of options.dialogs ?? []) kernel.get(TOKENS.Modals).register(name, () => null);
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  renderWithKernel(<Shell><p>area content</p></Shell>, { kernel, path: '/documents' });
  await screen.findByRole('link', { name: 'Acme Accounting – home page' });
  await screen.findByRole('button', { name: /Account menu for Maria Silva/ });
  return { kernel, signOut };
}

afterEach(() => {
  helpFails = false;
});

describe('shell', () => {
  it('builds the navigation from the authorised areas: Home and Documents, no Actions without actions', async () => {
    await renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Documents']));
    expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Home when dashboards are switched off', async () => {
    await renderShell({ controls: ['ClientCenterHideDashboards'] });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Documents']));
  });

  it('shows the account menu with name, e-mail, profile settings and sign out through the SignOut service', async () => {
    const { signOut } = await renderShell();
    await userEvent.click(screen.getByRole('button', { name: /Account menu for Maria Silva/ }));
    expect(screen.getByText('test@portico.example')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff area' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Profile settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile settings' });
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Maria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('links staff to /staff/', async () => {
    await renderShell({ staff: true });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('link', { name: 'Staff area' })).toHaveAttribute('href', '/staff/');
  });

  it('in preview hides help, profile settings and linked accounts, and shows the report-issue button', async () => {
    const { kernel } = await renderShell({ emulatee: 'guid-client' });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(screen.queryByText('Account')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('button', { name: 'Profile settings' })).toBeNull();
    // The button shows once something answers to the report-issue dialog's name.
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
    const opened = vi.fn(() => null);
    kernel.get(TOKENS.Modals).register(REPORT_ISSUE_MODAL, opened);
    await userEvent.click(await screen.findByRole('button', { name: 'Report an issue' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
  });

  it('hides help by the ClientCenter_HideHelp switch', async () => {
    await renderShell({ controls: ['ClientCenter_HideHelp'] });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
  });

  it('lists suggested articles, and without feedbackRequest no feedback link', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('link', { name: 'Uploading documents' })).toHaveAttribute('href', 'https://help.example/a');
    expect(screen.getByRole('link', { name: 'How-to guides' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit feedback' })).toBeNull();
  });

  it('shows the feedback link when feedbackRequest is on; a failed help load logs and leaves no articles', async () => {
    helpFails = true;
    const { kernel } = await renderShell({ flags: { feedbackRequest: true }, dialogs: [FEEDBACK_MODAL] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('help', 'Help articles failed to load', expect.anything()));
    expect(screen.queryByText('Suggested articles')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit feedback' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
  });

  it('renders alerts in live regions with close buttons, and the COVID notice until the contact dismisses it', async () => {
    const { kernel } = await renderShell({ controls: ['ClientCenterDisplayCOVIDAlert'] });
    // A plugin's alert: its text arrives with the plugin's namespace, loaded on demand.
    kernel.get(TOKENS.Alerts).raise('sendDocsErrorMsg');
    const urgent = await screen.findByRole('alert');
    await waitFor(() => expect(urgent).toHaveTextContent('Your documents could not be sent at this time. Please try again.'));
    expect(screen.getByRole('region', { name: 'COVID-19 notice' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('region', { name: 'COVID-19 notice' })).getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('region', { name: 'COVID-19 notice' })).toBeNull();
    expect(kernel.get(TOKENS.CovidAlert).visible).toBe(false);
    await userEvent.click(within(urgent).getByRole('button', { name: 'Close alert' }));
    expect(urgent).toBeEmptyDOMElement();
  });
});
