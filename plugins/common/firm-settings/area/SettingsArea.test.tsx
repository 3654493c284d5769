import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, errorReply, fakeApi, type FakeHandler, renderPlugin } from '@portico/plugin/testing';
import { API } from '@portico/contract/api-paths';
import type { FeatureFlag } from '@portico/contract/flags';
import { HELP_API, type HelpConfig } from '../../help';
import { FIRM_SETTINGS_API, type SupportSettings, type ThemeSettings } from '../contract';
import feature from '../feature';
import area from './manifest';

const THEME: ThemeSettings = {
  colors: { headerFillColor: '#0B3D2E', headerTextColor: '#FFFFFF', buttonFillColor: '#1F7A5C', buttonTextColor: '#FFFFFF' },
  withLogo: false, headerLine1: 'Northwind Accounting', loginBackground: 'clouds', loginPageText: 'Welcome.', logoutUrl: '',
  logoImage: null, bannerImage: null, timeZone: null, defaultTimeZone: 'America/New_York',
};
const NO_EMAILS = { us: null, gb: null, ca: null, nl: null, ar: null, br: null, in: null, au: null };
const SUPPORT: SupportSettings = { chatUrl: null, chatHours: null, emails: NO_EMAILS };
const FLAGS: FeatureFlag[] = [
  { id: 'feedbackRequest', name: 'Feedback request', description: '', value: false, lockedBy: [], setByFirm: false },
  { id: 'taskTools', name: 'Task tools', description: '', value: true, lockedBy: ['internalTools'], setByFirm: true },
  { id: 'internalTools', name: 'Internal tools', description: '', value: false, lockedBy: [], setByFirm: false },
];
const HELP: HelpConfig = { configured: false, searchUrl: null, howToUrl: null, privacyUrls: {}, topics: [{ id: 'dashboard', screens: ['home'], titles: { en: 'Dashboard' } }] };

async function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    [`GET ${FIRM_SETTINGS_API.theme}`]: () => THEME,
    [`GET ${FIRM_SETTINGS_API.support}`]: () => SUPPORT,
    [`GET ${HELP_API.config}`]: () => HELP,
    [`GET ${FIRM_SETTINGS_API.quotas}`]: () => ({ clientQuotaBytes: null, server: { clientQuotaBytes: 10 * 1024 ** 3 } }),
    [`GET ${API.flags}`]: () => ({ flags: FLAGS }),
    ...handlers,
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Firm.Administration'] });
  renderPlugin(area, { kernel });
  await screen.findByRole('heading', { name: 'Theme' });
  return api;
}

const theme = () => within(screen.getByRole('region', { name: 'Theme' }));

describe('firm settings (common.firm-settings/area)', () => {
  it('shows each section with its saved values, and the preview follows the colours and the sign-in text as they are typed', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Firm settings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Help links' })).toBeInTheDocument();
    const fill = theme().getByRole('textbox', { name: 'Header background' });
    expect(fill).toHaveValue('#0B3D2E');
    await userEvent.clear(fill);
    await userEvent.type(fill, '#5A189A');
    expect(screen.getAllByTestId('preview-header')[0]).toHaveStyle({ background: '#5A189A' });
    await userEvent.clear(theme().getByLabelText('Welcome text'));
    await userEvent.type(theme().getByLabelText('Welcome text'), 'Call us any time.');
    expect(screen.getByTestId('preview-login-text')).toHaveTextContent('Call us any time.');
  });

  it('saves the theme it shows, and says so', async () => {
    const api = await setup({ [`PUT ${FIRM_SETTINGS_API.theme}`]: (request) => ({ ...THEME, ...(request.body as object) }) });
    await userEvent.selectOptions(theme().getByLabelText('Background'), 'plain');
    await userEvent.type(theme().getByRole('textbox', { name: /After signing out/ }), 'https://northwind.example/bye');
    await userEvent.click(theme().getByRole('button', { name: 'Save' }));
    expect(await theme().findByText('Saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ loginBackground: 'plain', logoutUrl: 'https://northwind.example/bye' });
  });

  it('refuses a colour that is not #RRGGBB and an address that is not https at the field, sending nothing', async () => {
    const api = await setup();
    const button = theme().getByRole('textbox', { name: 'Button background' });
    await userEvent.clear(button);
    await userEvent.type(button, 'green');
    await userEvent.type(theme().getByRole('textbox', { name: /After signing out/ }), 'http://northwind.example');
    await userEvent.click(theme().getByRole('button', { name: 'Save' }));
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(/six hexadecimal digits/);
    expect(theme().getByRole('textbox', { name: /After signing out/ })).toHaveAccessibleDescription(/starts with https:\/\//);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("says why the server refused a save (an administrator's role taken away meanwhile)", async () => {
    await setup({ [`PUT ${FIRM_SETTINGS_API.theme}`]: () => errorReply(403, 'FIRM_ADMIN_ONLY') });
    await userEvent.click(theme().getByRole('button', { name: 'Save' }));
    expect(await theme().findByText("Only your firm's administrators can change these settings.")).toBeInTheDocument();
  });

  it('saves support channels left empty as unset (null), the rest as typed', async () => {
    const api = await setup({ [`PUT ${FIRM_SETTINGS_API.support}`]: (request) => request.body as SupportSettings });
    const support = within(await screen.findByRole('region', { name: 'Support' }));
    await userEvent.type(support.getByLabelText('Chat hours'), 'Mon–Fri 9–5');
    await userEvent.type(support.getByLabelText('United Kingdom'), 'uk@northwind.example');
    await userEvent.click(support.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      chatUrl: null, chatHours: 'Mon–Fri 9–5', emails: { ...NO_EMAILS, gb: 'uk@northwind.example' },
    }));
  });

  it("saves the help links keeping the firm's topics", async () => {
    const api = await setup({ [`PUT ${HELP_API.config}`]: (request) => ({ configured: true, ...(request.body as object) }) });
    const help = within(await screen.findByRole('region', { name: 'Help links' }));
    await userEvent.type(help.getByLabelText('French'), 'https://northwind.example/fr/confidentialite');
    await userEvent.click(help.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      searchUrl: null, howToUrl: null, privacyUrls: { 'fr-ca': 'https://northwind.example/fr/confidentialite' }, topics: HELP.topics,
    }));
  });

  it("sets each client company's storage in GB, refusing more than the server's limit", async () => {
    const api = await setup({ [`PUT ${FIRM_SETTINGS_API.quotas}`]: (request) => ({ ...(request.body as object), server: { clientQuotaBytes: 10 * 1024 ** 3 } }) });
    const limits = within(await screen.findByRole('region', { name: 'Limits' }));
    const storage = limits.getByLabelText('Storage per client company (GB)');
    await userEvent.type(storage, '20');
    await userEvent.click(limits.getByRole('button', { name: 'Save' }));
    expect(storage).toHaveAccessibleDescription(/Enter a size from 0.001 to 10 GB/);
    await userEvent.clear(storage);
    await userEvent.type(storage, '2.5');
    await userEvent.click(limits.getByRole('button', { name: 'Save' }));
    expect(await limits.findByText('Saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ clientQuotaBytes: 2.5 * 1024 ** 3 }]);
  });

  it('shows a failed read with a retry, and the other sections still', async () => {
    await setup({ [`GET ${FIRM_SETTINGS_API.support}`]: () => errorReply(500, 'INTERNAL') });
    expect(await screen.findByText('These settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Help links' })).toBeInTheDocument();
  });

  it("sets the firm's flags it changed, says what locks one, and gives a flag the firm chose back its default", async () => {
    const answer = (changes: Partial<Record<string, Partial<FeatureFlag>>>) => ({ flags: FLAGS.map((f) => ({ ...f, ...changes[f.id] })) });
    const api = await setup({
      [`PUT ${API.flag}`]: (request) => answer({ [request.params.flagId!]: { value: (request.body as { value: boolean }).value, setByFirm: true } }),
      [`DELETE ${API.flag}`]: () => answer({ taskTools: { value: false, setByFirm: false } }),
    });
    const flags = within(await screen.findByRole('region', { name: 'Feature flags' }));
    const feedback = flags.getByRole('checkbox', { name: 'Feedback link' });
    expect(feedback).not.toBeChecked();
    expect(flags.getByRole('checkbox', { name: 'Task tools' })).toHaveAccessibleDescription(/Works only while Internal tools is on\. Set by your firm\./);
    await userEvent.click(feedback);
    await userEvent.click(flags.getByRole('button', { name: 'Save' }));
    expect(await flags.findByText('Saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([[API.flag.replace(':flagId', 'feedbackRequest'), { value: true }]]);
    expect(feedback).toBeChecked();

    await userEvent.click(flags.getByRole('button', { name: 'Restore the default of “Task tools”' }));
    await waitFor(() => expect(flags.getByRole('checkbox', { name: 'Task tools' })).not.toBeChecked());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([API.flag.replace(':flagId', 'taskTools')]);
    expect(flags.queryByRole('button', { name: /Restore the default of “Task tools”/ })).toBeNull();
  });
});
