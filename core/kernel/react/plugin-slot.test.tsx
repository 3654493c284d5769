import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { definePlugin } from '../plugin';
import { TOKENS } from '../tokens';
import { PluginSlot, usePluginPrepared } from './plugin-slot';
import type { PluginManifest } from '../plugin';

let explode = true;
function Exploding() {
  if (explode) throw new Error('render failed');
  return <p>recovered</p>;
}
const broken = definePlugin({
  id: 'test.widgets/broken', kind: 'widget', widgetType: 'broken', dashboardSection: 'main', titleKey: 'x',
  load: async () => ({ default: Exploding }),
});
const healthy = definePlugin({
  id: 'test.widgets/healthy', kind: 'widget', widgetType: 'healthy', dashboardSection: 'main', titleKey: 'y',
  load: async () => ({ default: () => <button type="button">still works</button> }),
});
const missing = definePlugin({
  id: 'test.widgets/missing-chunk', kind: 'widget', widgetType: 'missing', dashboardSection: 'main', titleKey: 'z',
  load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
});

describe('PluginSlot containment', () => {
  it('shows an error card for a plugin that throws while rendering; the rest of the page keeps working', async () => {
    explode = true;
    const kernel = await createTestKernel({ plugins: [broken, healthy] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clicks = vi.fn();
    renderWithKernel(
      <div>
        <button type="button" onClick={clicks}>shell button</button>
        <PluginSlot manifest={broken} />
        <PluginSlot manifest={healthy} />
      </div>,
      { kernel },
    );
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('This part of the portal could not be loaded.');
    expect(card.getAttribute('data-plugin-id')).toBe('test.widgets/broken');
    expect(await screen.findByRole('button', { name: 'still works' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'shell button' }));
    expect(clicks).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('plugin', expect.stringContaining('"test.widgets/broken"'), expect.any(Error));

    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('recovered')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error card in its own slot when the chunk fails to load, and logs that once by the plugin\'s name', async () => {
    const kernel = await createTestKernel({ plugins: [missing, healthy] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithKernel(
      <>
        <PluginSlot manifest={missing} />
        <PluginSlot manifest={healthy} />
      </>,
      { kernel },
    );
    await waitFor(() => expect(screen.getByRole('alert').getAttribute('data-plugin-id')).toBe('test.widgets/missing-chunk'));
    expect(screen.getByRole('button', { name: 'still works' })).toBeTruthy();
    expect(logged.mock.calls).toEqual([
      ['plugin', 'Plugin "test.widgets/missing-chunk" failed to load: Failed to fetch dynamically imported module', expect.any(Error)],
    ]);
  });
});

describe('PluginSlot with a prefetched plugin', () => {
  it('renders it in the first commit, without a fallback (no Suspense reveal to wait for)', async () => {
    const kernel = await createTestKernel({ plugins: [healthy] });
    await kernel.plugins.load(healthy);
    await kernel.get(TOKENS.I18n).loadNamespace(kernel.plugins.namespaceOf(healthy));
    renderWithKernel(<PluginSlot manifest={healthy} fallback={<p>loading</p>} />, { kernel });
    expect(screen.getByRole('button', { name: 'still works' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends with its fallback when not prefetched', async () => {
    const kernel = await createTestKernel({ plugins: [healthy] });
    renderWithKernel(<PluginSlot manifest={healthy} fallback={<p>loading</p>} />, { kernel });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'still works' })).toBeInTheDocument();
  });
});

describe('a plugin with namespaces of its own', () => {
  const gridUser = definePlugin({
    id: 'test.widgets/grid-user', kind: 'widget', widgetType: 'grid-user', dashboardSection: 'main', titleKey: 'g', namespaces: ['toolkit'],
    load: async () => ({ default: () => <p>grid</p> }),
  });

  function Prepared({ manifest }: { manifest: PluginManifest }) {
    return usePluginPrepared(manifest) ? <PluginSlot manifest={manifest} fallback={<p>loading</p>} /> : <p>checking</p>;
  }

  it('is rendered at once only once those texts are here too, and usePluginPrepared loads them with its code', async () => {
    const kernel = await createTestKernel({ plugins: [gridUser] });
    const i18n = kernel.get(TOKENS.I18n);
    await kernel.plugins.load(gridUser);
    await i18n.loadNamespace(kernel.plugins.namespaceOf(gridUser));
    expect(kernel.plugins.namespacesOf(gridUser)).toEqual([kernel.plugins.namespaceOf(gridUser), 'toolkit']);
    expect(i18n.hasNamespace('toolkit')).toBe(false);
    const { unmount } = renderWithKernel(<PluginSlot manifest={gridUser} fallback={<p>loading</p>} />, { kernel });
    // Its feature's texts alone are not enough: the slot suspends and loads the rest.
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('grid');
    unmount();
    expect(i18n.hasNamespace('toolkit')).toBe(true);
  });

  it('is prepared before its slot renders: no fallback is ever shown', async () => {
    const kernel = await createTestKernel({ plugins: [gridUser] });
    const fallbacks: string[] = [];
    const observer = new MutationObserver(() => { if (screen.queryByText('loading')) fallbacks.push('loading'); });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithKernel(<Prepared manifest={gridUser} />, { kernel });
    expect(screen.getByText('checking')).toBeInTheDocument();
    await screen.findByText('grid');
    observer.disconnect();
    expect(fallbacks).toEqual([]);
    expect(kernel.get(TOKENS.I18n).hasNamespace('toolkit')).toBe(true);
  });

  it('refuses a namespaces list that is not one of names', () => {
    expect(() => definePlugin({ ...gridUser, id: 'test.widgets/bad', namespaces: [''] })).toThrow(/namespaces must be a list/);
  });
});
