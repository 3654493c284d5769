import { describe, expect, it } from 'vitest';
import { InvalidManifestError, MissingLoaderError } from './errors';
import { definePlugin, type PluginManifest } from './plugin';

describe('definePlugin', () => {
  it('raises MissingLoaderError naming the plugin when a manifest has no loader', () => {
    const manifest = { id: 'acme.actions/timesheets', kind: 'action', section: 'serviceRequestSection', actionType: 'timesheets', route: 'service-request/timesheets', titleKey: 'x' };
    expect(() => definePlugin(manifest as unknown as PluginManifest)).toThrow(MissingLoaderError);
    expect(() => definePlugin(manifest as unknown as PluginManifest)).toThrow('Plugin "acme.actions/timesheets" has no loader');
  });

  it('names the widget type when a widget has no loader', () => {
    const widget = { id: 'br.widgets/cnd', kind: 'widget', widgetType: 'cnd', dashboardSection: 'brWidgetsSection2', titleKey: 'cnd.title' };
    let error: unknown;
    try {
      definePlugin(widget as unknown as PluginManifest);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MissingLoaderError);
    expect((error as MissingLoaderError).message).toBe('Widget type "cnd" has no loader (plugin "br.widgets/cnd")');
    expect((error as MissingLoaderError).widgetType).toBe('cnd');
  });

  it('rejects malformed ids, routes and section types with the plugin id in the message', () => {
    const load = async () => ({ default: () => null });
    expect(() => definePlugin({ id: 'NoSlash', kind: 'area', route: 'x', nav: false, titleKey: 'x', load })).toThrow(InvalidManifestError);
    expect(() => definePlugin({ id: 'a.b/c', kind: 'area', route: '/bad/', nav: false, titleKey: 'x', load })).toThrow(/"a\.b\/c".*route/);
    expect(() =>
      definePlugin({ id: 'a.b/c', kind: 'action', section: 'nope' as never, actionType: 'c', route: 'c', titleKey: 'x', load }),
    ).toThrow(/unknown section "nope"/);
  });
});
