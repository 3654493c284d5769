import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ActionManifest, defineFeature, definePlugin, type Kernel, KernelProvider, TOKENS } from '@portico/plugin';
import { AreaRoutes, createTestKernel, ModalHost, testSession } from '@portico/plugin/testing';
import actionsFeature from './feature';
import { ACTIONS_REGISTRY } from './actions-registry';
import { ACTION_MODAL_DIALOG, NO_ACCESS_PERMISSION_DIALOG } from './dialogs/manifests';

type Check = ActionManifest['authorize'];

const action = (name: string, section: string, extra: { authorize?: Check; icon?: string; order?: number; opensIn?: 'modal' } = {}) =>
  definePlugin({
    id: `test.actions/${name}`, kind: 'action', section, actionType: name, route: `${section}/${name}`, titleKey: `titles.${name}`,
    load: async () => ({ default: () => <h1>{`screen ${name}`}</h1> }), ...extra,
  });

const TEXTS = {
  sections: { zeta: 'reports', alpha: 'Box-E', mid: 'Manifest', empty: 'Nothing here' },
  titles: { one: 'NF-e storage', two: 'CT-e storage', three: 'Invoice processing', four: 'Payroll report', hidden: 'Hidden one' },
};

/** A kernel with common.actions and a test feature whose sections and titles have real texts. */
async function kernelWith(actions: ActionManifest[], options: { flags?: Record<string, boolean> } = {}) {
  const feature = defineFeature({
    id: 'test.actions',
    plugins: actions,
    sections: {
      zeta: { titleKey: 'sections.zeta' },
      alpha: { titleKey: 'sections.alpha', icon: 'cabinetOpen' },
      mid: { titleKey: 'sections.mid' },
      empty: { titleKey: 'sections.empty' },
    },
  });
  const kernel = await createTestKernel({ plugins: [actionsFeature, feature], flags: options.flags });
  const i18n = kernel.get(TOKENS.I18n);
  // The test feature has no translation files: its namespace loads empty (a 404), then gets these texts.
  await i18n.loadNamespace('test.actions').catch(() => undefined);
  i18n.instance.addResourceBundle('en-us', 'test.actions', TEXTS, true, true);
  vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
  return kernel;
}

function renderPortal(kernel: Kernel, path: string) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <KernelProvider kernel={kernel}>
      <Router hook={location.hook}>
        <AreaRoutes />
        <ModalHost />
      </Router>
    </KernelProvider>,
  );
  return { ...result, location };
}

const deferred = () => {
  let resolve!: (value: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
};

afterEach(() => {
  window.location.hash = '';
});

describe('actions overview', () => {
  it('lists sections with authorised actions, sorted case-insensitively by label, each action with its icon', async () => {
    const kernel = await kernelWith([
      action('one', 'alpha', { icon: 'nfe' }),
      action('two', 'alpha', { icon: 'cte' }),
      action('three', 'mid', { icon: 'invoiceProcessing' }),
      action('four', 'zeta', { icon: 'barChart' }),
      action('hidden', 'empty', { authorize: () => false }),
    ]);
    renderPortal(kernel, '/actions');
    const headings = await screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
    expect(headings.map((h) => h.textContent)).toEqual(['Box-E', 'Manifest', 'reports']);
    const boxE = screen.getByRole('region', { name: 'Box-E' });
    const links = within(boxE).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['CT-e storage', 'NF-e storage']);
    expect(links[1]!.getAttribute('href')).toBe('/actions/alpha/one');
    for (const link of links) expect(link.querySelector('svg.portico-icon path')).not.toBeNull();
    expect(boxE.querySelector('h2 svg')).not.toBeNull();
    expect(screen.queryByText('Hidden one')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nothing here' })).toBeNull();
  });

  it('says so when nothing is authorised', async () => {
    const kernel = await kernelWith([action('one', 'alpha', { authorize: () => false })]);
    const registry = kernel.get(ACTIONS_REGISTRY);
    await registry.load();
    expect(registry.state).toMatchObject({ loaded: true, loadFailed: false, actions: [], sections: [] });
    // The area itself hides when nothing is authorised; the overview's own empty state shows under a test area.
    const { default: Area } = await import('./ActionsArea');
    const location = memoryLocation({ path: '/' });
    render(
      <KernelProvider kernel={kernel}>
        <Router hook={location.hook}>
          <Area />
        </Router>
      </KernelProvider>,
    );
    expect(await screen.findByText('No actions are available to you.')).toBeInTheDocument();
  });

  it('shows the main busy indicator while loading, but not for a silent reload', async () => {
    let gate = deferred();
    const kernel = await kernelWith([action('one', 'alpha', { authorize: () => gate.promise })]);
    const registry = kernel.get(ACTIONS_REGISTRY);
    const first = registry.load();
    expect(registry.state).toMatchObject({ loading: true, mainLoader: true, loaded: false });
    gate.resolve(true);
    await first;
    expect(registry.state).toMatchObject({ loading: false, mainLoader: false, loaded: true });

    renderPortal(kernel, '/actions');
    expect(await screen.findByRole('link', { name: 'NF-e storage' })).toBeInTheDocument();
    gate = deferred();
    let silent!: Promise<void>;
    act(() => {
      silent = registry.reload({ silent: true });
    });
    expect(registry.state).toMatchObject({ loading: true, mainLoader: false });
    expect(screen.queryByText('Loading actions…')).toBeNull();
    gate.resolve(true);
    await act(() => silent);

    gate = deferred();
    let loud!: Promise<void>;
    act(() => {
      loud = registry.reload();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading actions…');
    gate.resolve(true);
    await act(() => loud);
    await waitFor(() => expect(screen.queryByText('Loading actions…')).toBeNull());
  });

  it('offers a retry when a check fails, and the retry asks again', async () => {
    let failing = true;
    const kernel = await kernelWith([
      action('one', 'alpha', { authorize: () => { if (failing) throw new Error('network'); return true; } }),
      action('four', 'zeta'),
    ]);
    renderPortal(kernel, '/actions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some actions could not be checked');
    expect(screen.getByRole('link', { name: 'Payroll report' })).toBeInTheDocument();
    expect(kernel.get(ACTIONS_REGISTRY).state.failedActions).toEqual(['test.actions/one']);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'NF-e storage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('#section scrolls to the section, focuses its heading and sets the current section (clearing the action)', async () => {
    const kernel = await kernelWith([action('one', 'alpha'), action('four', 'zeta')]);
    const registry = kernel.get(ACTIONS_REGISTRY);
    registry.navigated(kernel.plugins.actions()[0]!);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.location.hash = '#zeta';
    renderPortal(kernel, '/actions');
    const heading = await screen.findByRole('heading', { name: 'reports' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalled();
    expect(registry.state).toMatchObject({ currentSection: 'zeta', currentAction: null });
  });
});

describe('the action route guard', () => {
  it('opens an authorised action and sets the current section and action', async () => {
    const kernel = await kernelWith([action('one', 'alpha'), action('four', 'zeta')]);
    renderPortal(kernel, '/actions/alpha/one');
    expect(await screen.findByRole('heading', { name: 'screen one' })).toBeInTheDocument();
    expect(kernel.get(ACTIONS_REGISTRY).state).toMatchObject({ currentSection: 'alpha', currentAction: 'test.actions/one' });
    kernel.get(ACTIONS_REGISTRY).setSection('zeta');
    expect(kernel.get(ACTIONS_REGISTRY).state).toMatchObject({ currentSection: 'zeta', currentAction: null });
  });

  it.each([
    ['not authorised', '/actions/alpha/hidden'],
    ['not found', '/actions/alpha/nothing-here'],
  ])('shows the not-authorised screen in place when the action is %s, logs it, and Back goes to the overview', async (reason, path) => {
    const kernel = await kernelWith([action('hidden', 'alpha', { authorize: () => false }), action('four', 'zeta')]);
    const warn = vi.spyOn(kernel.get(TOKENS.Logger), 'warn').mockImplementation(() => {});
    const { location } = renderPortal(kernel, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this action' })).toBeInTheDocument();
    expect(screen.getByText(/your user is not allowed to open it/)).toBeInTheDocument();
    expect(location.history!.at(-1)).toBe(path);
    expect(warn).toHaveBeenCalledWith('authorization guard', expect.stringContaining(reason));
    // An action that exists says in a dialog what its type needs; one that does not exist has no type to explain.
    if (reason === 'not authorised') {
      const dialog = await screen.findByRole('dialog', { name: 'No access permission' });
      expect(dialog).toHaveTextContent('You do not have permission to use Hidden one.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } else {
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Back to actions' }));
    expect(await screen.findByRole('link', { name: 'Payroll report' })).toBeInTheDocument();
    expect(location.history!.at(-1)).toBe('/actions');
  });

  it('shows the opened action at once, not through its slot\'s fallback: its code and texts load while the checks run', async () => {
    const kernel = await kernelWith([{ ...action('one', 'alpha'), namespaces: ['toolkit'] } as ActionManifest]);
    // The area's own code and texts are here, as the entry prefetches them for the address.
    const area = kernel.plugins.areas().find((a) => a.route === 'actions')!;
    await kernel.plugins.load(area);
    for (const ns of kernel.plugins.namespacesOf(area)) await kernel.get(TOKENS.I18n).loadNamespace(ns);
    let skeletons = 0;
    const observer = new MutationObserver(() => { skeletons += document.querySelectorAll('.plugin-skeleton').length; });
    observer.observe(document.body, { childList: true, subtree: true });
    renderPortal(kernel, '/actions/alpha/one');
    expect(await screen.findByRole('heading', { name: 'screen one' })).toBeInTheDocument();
    observer.disconnect();
    // A fallback once shown holds the action back (React reveals it no sooner than 300 ms after).
    expect(skeletons).toBe(0);
    expect(kernel.get(TOKENS.I18n).hasNamespace('toolkit')).toBe(true);
  });

  it('serves /actions/not-authorized directly', async () => {
    const kernel = await kernelWith([action('four', 'zeta')]);
    renderPortal(kernel, '/actions/not-authorized');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this action' })).toBeInTheDocument();
  });

  it('offers a retry when the action’s check failed, then opens it', async () => {
    let failing = true;
    const kernel = await kernelWith([action('one', 'alpha', { authorize: () => { if (failing) throw new Error('network'); return true; } })]);
    vi.spyOn(kernel.get(TOKENS.Logger), 'warn').mockImplementation(() => {});
    renderPortal(kernel, '/actions/alpha/one');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The actions could not be loaded.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'screen one' })).toBeInTheDocument();
  });

  it('works nested under /mobile/actions in the mobile host', async () => {
    const kernel = await kernelWith([action('one', 'alpha'), action('hidden', 'alpha', { authorize: () => false })]);
    vi.spyOn(kernel.get(TOKENS.Logger), 'warn').mockImplementation(() => {});
    const { location, unmount } = renderPortal(kernel, '/mobile/actions/alpha/one');
    expect(await screen.findByRole('heading', { name: 'screen one' })).toBeInTheDocument();
    unmount();
    const second = renderPortal(kernel, '/mobile/actions/alpha/hidden');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'No access permission' })).getByRole('button', { name: 'OK' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to actions' }));
    await waitFor(() => expect(second.location.history!.at(-1)).toBe('/mobile/actions'));
    expect(location.history).toEqual(['/mobile/actions/alpha/one']);
  });

  it('asks the checks again when the session re-initialises or the client changes', async () => {
    let allowed = true;
    let calls = 0;
    const kernel = await kernelWith([action('one', 'alpha', { authorize: () => { calls += 1; return allowed; } }), action('four', 'zeta')]);
    const registry = kernel.get(ACTIONS_REGISTRY);
    renderPortal(kernel, '/actions');
    expect(await screen.findByRole('link', { name: 'NF-e storage' })).toBeInTheDocument();
    allowed = false;
    act(() => kernel.get(TOKENS.Session).loaded(testSession()));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'NF-e storage' })).toBeNull());
    expect(calls).toBe(2);
    allowed = true;
    act(() => kernel.get(TOKENS.Clients).setActive('client-2'));
    expect(await screen.findByRole('link', { name: 'NF-e storage' })).toBeInTheDocument();
    expect(calls).toBe(3);
    // The reload after a re-initialisation is silent: no main busy indicator.
    expect(registry.state.mainLoader).toBe(false);
  });
});

describe('action dialogs', () => {
  it('no-access-permission: title, the description for the action type, OK and Esc close it', async () => {
    const kernel = await kernelWith([action('one', 'alpha')]);
    const modals = kernel.get(TOKENS.Modals);
    renderPortal(kernel, '/actions');
    kernel.get(TOKENS.I18n).instance.addResourceBundle('en-us', 'common.actions', { noAccess: { description: { alpha: 'Box-E text for {{action}}.' } } }, true, false);
    act(() => void modals.openNamed(NO_ACCESS_PERMISSION_DIALOG, { actionType: 'one' }));
    const dialog = await screen.findByRole('dialog', { name: 'No access permission' });
    expect(dialog).toHaveTextContent('Box-E text for NF-e storage.');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    fireEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => void modals.openNamed(NO_ACCESS_PERMISSION_DIALOG, { actionType: 'unknown-type' }));
    const again = await screen.findByRole('dialog', { name: 'No access permission' });
    expect(again).toHaveTextContent('You do not have permission to use this action.');
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has a description for every section type in every language', async () => {
    const { SUPPORTED_LANGUAGES } = await import('@portico/plugin');
    const { textsOf } = await import('@portico/plugin/testing');
    for (const lang of SUPPORTED_LANGUAGES) {
      const texts = textsOf('common.actions', lang) as { noAccess: { description: Record<string, string> } };
      for (const key of ['default', 'unknown', 'serviceRequestSection', 'boxESection', 'brReportsSection', 'nfeManifestSection', 'protocolsSection']) {
        expect(texts.noAccess.description[key], `${lang} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('action-type modal: small, scrollable, with backdrop; closing or Esc returns to /actions', async () => {
    const kernel = await kernelWith([action('one', 'alpha')]);
    const modals = kernel.get(TOKENS.Modals);
    const { location } = renderPortal(kernel, '/actions/alpha/one');
    await screen.findByRole('heading', { name: 'screen one' });
    act(() => void modals.openNamed(ACTION_MODAL_DIALOG, { actionType: 'one' }));
    const dialog = await screen.findByRole('dialog', { name: 'NF-e storage' });
    expect(dialog).toHaveClass('size-small', 'action-modal');
    expect(dialog.parentElement).toHaveClass('with-backdrop');
    expect(dialog.querySelector('.action-modal-body')).not.toBeNull();
    expect(await within(dialog).findByRole('heading', { name: 'screen one' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history!.at(-1)).toBe('/actions');

    act(() => void modals.openNamed(ACTION_MODAL_DIALOG, { actionType: 'one' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history!.at(-1)).toBe('/actions');
  });

  it("action-type modal: the overview opens an action that asks for it there, its address still a page's", async () => {
    const kernel = await kernelWith([action('one', 'alpha', { opensIn: 'modal' }), action('four', 'zeta')]);
    const { location } = renderPortal(kernel, '/actions');
    const link = await screen.findByRole('link', { name: 'NF-e storage' });
    expect(link).toHaveAttribute('href', '/actions/alpha/one');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'NF-e storage' });
    expect(dialog).toHaveClass('size-small');
    expect(await within(dialog).findByRole('heading', { name: 'screen one' })).toBeInTheDocument();
    expect(location.history!.at(-1)).toBe('/actions');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history!.at(-1)).toBe('/actions');
    // An action without it opens its page.
    fireEvent.click(screen.getByRole('link', { name: 'Payroll report' }));
    expect(await screen.findByRole('heading', { name: 'screen four' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('action-type modal: an action it cannot show errors, closes and returns to /actions', async () => {
    const kernel = await kernelWith([action('one', 'alpha'), action('hidden', 'alpha', { authorize: () => false })]);
    const warn = vi.spyOn(kernel.get(TOKENS.Logger), 'warn').mockImplementation(() => {});
    const { location } = renderPortal(kernel, '/actions/alpha/one');
    await screen.findByRole('heading', { name: 'screen one' });
    act(() => void kernel.get(TOKENS.Modals).openNamed(ACTION_MODAL_DIALOG, { actionType: 'hidden' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/actions'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith('authorization guard', expect.stringContaining('not authorised'));
  });
});
