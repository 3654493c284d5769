import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { HelpArticlesResponse } from '@portico/contract/help';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel, renderWithKernel, type TestKernelOptions } from '@portico/test/support/test-kernel';
import { errorReply, fakeApi } from '@portico/test/support/fake-api';
import { shellApi } from '@portico/test/support/shell-api';
import { FEEDBACK_MODAL, REPORT_ISSUE_MODAL } from '../../modals/modal-service';
import { Shell } from '../../shell/Shell';
import { HelpMenu, helpScreens } from './HelpMenu';

const ARTICLES: HelpArticlesResponse = {
  searchUrl: '/help/search?firm=1&lang=en-us&q=',
  howToUrl: '/help/how-to?firm=1&lang=en-us',
  privacyUrl: '/help/privacy/en?firm=1',
  topics: [
    { id: 'upload-documents', title: 'Uploading documents', url: '/help/articles/upload-documents?firm=1&lang=en-us' },
    { id: 'switch-client', title: 'Switching between client companies', url: '/help/articles/switch-client?firm=1&lang=en-us' },
  ],
};

/** The help call's answers, and the queries it was asked with. */
function helpApi(answer: () => unknown = () => ARTICLES) {
  const queries: URLSearchParams[] = [];
  const api = fakeApi({
    [API.helpArticles]: (req) => {
      queries.push(new URLSearchParams(req.query));
      return answer();
    },
  });
  return { api, queries };
}

async function renderMenu(options: TestKernelOptions & { path?: string; dialogs?: string[] } = {}) {
  const kernel = await createTestKernel(options);
  for (const name of options.dialogs ?? []) kernel.get(TOKENS.Modals).register(name, () => null);
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  const view = renderWithKernel(<HelpMenu />, { kernel, path: options.path ?? '/documents' });
  return { kernel, view };
}

const openMenu = async () => userEvent.click(await screen.findByRole('button', { name: /^(Help|Ajuda)$/ }));

afterEach(() => vi.restoreAllMocks());

describe('helpScreens', () => {
  it('names the area, and the page below Home or Actions; the mobile prefix names none', () => {
    expect(helpScreens('/')).toEqual(['home']);
    expect(helpScreens('/documents/folder/12')).toEqual(['documents']);
    expect(helpScreens('/actions/service-request/vacation-notice')).toEqual(['actions', 'service-request']);
    expect(helpScreens('/home/news/12')).toEqual(['home', 'news']);
    expect(helpScreens('/mobile/actions/nfe-manifest/invoice-processing')).toEqual(['actions', 'nfe-manifest']);
  });
});

describe('HelpMenu', () => {
  it("lists the screen's articles, how-to and privacy from the help service, opening in new windows, and the build version", async () => {
    const { api, queries } = helpApi();
    await renderMenu({ api, path: '/actions/service-request/vacation-notice' });
    await openMenu();
    expect(await screen.findByRole('region', { name: 'Suggested articles' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Uploading documents' });
    expect(link).toHaveAttribute('href', ARTICLES.topics[0]!.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('Opens in a new window');
    expect(screen.getByRole('link', { name: 'Switching between client companies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How-to guides' })).toHaveAttribute('href', ARTICLES.howToUrl);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', ARTICLES.privacyUrl);
    expect(screen.getByText('Version test')).toBeTruthy();
    expect(Object.fromEntries(queries[0]!)).toEqual({ apps: 'ClientCenter', userType: 'client', screens: 'actions,service-request', locale: 'en-us' });
  });

  it('searches in a new window on searchUrl plus the query', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderMenu({ api: helpApi().api });
    await openMenu();
    await screen.findByRole('link', { name: 'Uploading documents' });
    const box = screen.getByRole('searchbox', { name: /search/i });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'upload pdf{Enter}');
    expect(open).toHaveBeenCalledWith('/help/search?firm=1&lang=en-us&q=upload%20pdf', '_blank', 'noopener');
  });

  it("a failed load logs and leaves the menu without articles; search falls back to the portal's search path, privacy to its own page", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { kernel } = await renderMenu({ api: helpApi(() => errorReply(500, 'INTERNAL_ERROR')).api, language: 'pt-br' });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error');
    await openMenu();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('help', 'Help articles failed to load', expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Artigos sugeridos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guias passo a passo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/help/privacy/pt');
    expect(screen.getByText('Versão test')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox'), 'férias{Enter}');
    const url = new URL(open.mock.calls[0]![0] as string, 'http://portal.test');
    expect([url.pathname, url.searchParams.get('q'), url.searchParams.get('oLang'), url.searchParams.get('oCountry')]).toEqual(['/help/search', 'férias', 'pt', 'BR']);
  });

  it('offers Submit feedback only with feedbackRequest on and a feedback dialog, and opens it', async () => {
    const { view } = await renderMenu({ api: helpApi().api, dialogs: [FEEDBACK_MODAL] });
    await openMenu();
    await screen.findByRole('link', { name: 'Uploading documents' });
    expect(screen.queryByRole('button', { name: 'Submit feedback' })).toBeNull();
    view.unmount();

    const { kernel } = await renderMenu({ api: helpApi().api, flags: { feedbackRequest: true }, dialogs: [FEEDBACK_MODAL] });
    const openNamed = vi.spyOn(kernel.get(TOKENS.Modals), 'openNamed');
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit feedback' }));
    expect(openNamed).toHaveBeenCalledWith(FEEDBACK_MODAL);
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('walks its controls with the arrow keys, and Escape closes it back on its button', async () => {
    await renderMenu({ api: helpApi().api });
    await openMenu();
    const panel = screen.getByRole('group', { name: 'Help' });
    await within(panel).findByRole('link', { name: 'Uploading documents' });
    expect(within(panel).getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('link', { name: 'Uploading documents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(within(panel).getByRole('link', { name: 'Privacy policy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Help' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });
});

describe('HelpMenu in the shell', () => {
  const renderShell = async (options: TestKernelOptions) => {
    const kernel = await createTestKernel({ api: shellApi({ [API.helpArticles]: () => ARTICLES }), ...options });
    kernel.get(TOKENS.Modals).register(REPORT_ISSUE_MODAL, () => null);
    await kernel.get(TOKENS.I18n).loadNamespace('shell');
    renderWithKernel(<Shell><p>area</p></Shell>, { kernel, path: '/documents' });
    await screen.findByRole('button', { name: /Account menu for/ });
  };

  it('shows to a client by default', async () => {
    await renderShell({});
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
  });

  it('is hidden by the ClientCenter_HideHelp switch', async () => {
    await renderShell({ controls: ['ClientCenter_HideHelp'] });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it('is replaced by the report-issue button in a preview', async () => {
    await renderShell({ emulatee: 'guid-maria' });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(screen.getByRole('button', { name: /report an issue/i })).toBeTruthy();
  });
});
