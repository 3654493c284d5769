import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineFeature, definePlugin, MissingLoaderError, type PagePropsWithParams, type PluginManifest, TOKENS, type WidgetManifest } from '@portico/plugin';
import { createTestKernel, renderPlugin } from '@portico/plugin/testing';
import home from './feature';
import area from './manifest';
import { WIDGET_CODE_WAIT_MS } from './HomeArea';

const Hello = ({ text }: { text: string }) => () => <p>{text}</p>;

const widget = (name: string, load: WidgetManifest['load'], extra: object = {}) =>
  definePlugin({ id: `acme.board/${name}`, kind: 'widget', widgetType: name, dashboardSection: 'acmeSection', titleKey: name, load, ...extra });

/** A feature with a dashboard tab and three widgets: one fine, one whose loader fails, one whose module has no default. */
const board = (widgets: PluginManifest[]) => defineFeature({
  id: 'acme.board',
  dashboards: { acmeDashboard: { titleKey: 'tab', order: 1, sections: ['acmeSection'] } },
  dashboardSections: { acmeSection: { order: 1 } },
  plugins: widgets,
});

const kernelWith = (widgets: PluginManifest[], flags: Record<string, boolean> = { newBrDashboard: true }) =>
  createTestKernel({ plugins: [home, board(widgets)], flags });

describe('the home area', () => {
  it('shows a failing widget\'s card naming its widget type while the other widgets render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kernel = await kernelWith([
      widget('fine', async () => ({ default: Hello({ text: 'Fine widget content' }) })),
      widget('broken-loader', () => Promise.reject(new Error('chunk 404'))),
      widget('no-module', async () => ({}) as never),
    ]);
    renderPlugin(area, { kernel, path: '/' });
    // Generous waits: chunk and translation loads are slow on a busy machine.
    await screen.findByText('Fine widget content', undefined, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 5000 });
    const cards = screen.getAllByRole('alert');
    expect(cards.map((c) => c.getAttribute('data-widget-type')).sort()).toEqual(['broken-loader', 'no-module']);
    expect(within(cards.find((c) => c.getAttribute('data-widget-type') === 'broken-loader')!).getByText(/broken-loader/)).toBeTruthy();
    expect(within(cards.find((c) => c.getAttribute('data-widget-type') === 'no-module')!).getByText(/no-module/)).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true })).toBeTruthy();
  });

  it('logs a widget whose loader rejects once, naming the plugin, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let available = false;
    let loads = 0;
    // A stand-in feature (its translations load empty), so the load failure is the only error there is.
    const kernel = await createTestKernel({ plugins: [home, widget('flaky', () => {
        loads += 1;
        return available ? Promise.resolve({ default: Hello({ text: 'Flaky widget content' }) }) : Promise.reject(new Error('chunk 404'));
      })] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => undefined);
    renderPlugin(area, { kernel, path: '/' });
    const card = await screen.findByRole('alert', undefined, { timeout: 5000 });
    // Both the home area's prefetch and the widget's slot asked for the chunk; only the slot reports.
    expect(loads).toBe(2);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('plugin', 'Plugin "acme.board/flaky" failed to load: chunk 404', expect.any(Error));

    available = true;
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Flaky widget content', undefined, { timeout: 5000 })).toBeTruthy();
    expect(logged).toHaveBeenCalledOnce();
  }, 15_000);

  it('starts every widget\'s load at once: none waits for another', async () => {
    const started: string[] = [];
    const never = new Promise<never>(() => undefined);
    const kernel = await kernelWith(['a', 'b', 'c'].map((name) => widget(name, () => { started.push(name); return never; })));
    renderPlugin(area, { kernel, path: '/' });
    await waitFor(() => expect(started.sort()).toEqual(['a', 'b', 'c']), { timeout: 5000 });
  });

  it('shows the widgets whose code arrived even when one widget\'s chunk never does', async () => {
    const kernel = await kernelWith([
      widget('fine', async () => ({ default: Hello({ text: 'Fine widget content' }) })),
      widget('hanging', () => new Promise<never>(() => undefined)),
    ]);
    renderPlugin(area, { kernel, path: '/' });
    expect(await screen.findByText('Fine widget content', undefined, { timeout: WIDGET_CODE_WAIT_MS + 3000 })).toBeTruthy();
  }, 10_000);

  it('serves a widget\'s page below the dashboard with the route\'s parameters', async () => {
    const Page = ({ params }: PagePropsWithParams) => <h1>Article {params.newsId}</h1>;
    const kernel = await kernelWith([
      widget('news', async () => ({ default: Hello({ text: 'News widget' }) }), { page: { route: 'news/:newsId', load: async () => ({ default: Page }) } }),
    ]);
    renderPlugin(area, { kernel, path: '/news/42' });
    expect(await screen.findByRole('heading', { name: 'Article 42' }, { timeout: 5000 })).toBeTruthy();
  });

  it('refuses a page without a loader, naming the widget type', () => {
    expect(() => widget('cnd', async () => ({ default: Hello({ text: '' }) }), { page: { route: 'cnd/:clientId' } })).toThrow(MissingLoaderError);
    expect(() => widget('cnd', async () => ({ default: Hello({ text: '' }) }), { page: { route: 'cnd/:clientId' } })).toThrow('Widget type "cnd" has no loader');
    expect(() => widget('cnd', async () => ({ default: Hello({ text: '' }) }), { page: { route: '/cnd', load: async () => ({ default: Hello({ text: '' }) }) } }))
      .toThrow(/page route "\/cnd" is not a path/);
  });

  it('uses the older dashboard when both dashboard flags are off', async () => {
    const kernel = await kernelWith([widget('fine', async () => ({ default: Hello({ text: 'Fine widget content' }) }))], {});
    renderPlugin(area, { kernel, path: '/' });
    await screen.findByText('Fine widget content', undefined, { timeout: 5000 });
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
