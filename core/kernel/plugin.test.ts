import { describe, expect, it } from 'vitest';
import { InvalidManifestError, MissingLoaderError } from './errors';
import { definePlugin, taskStaffManifest, type AreaManifest, type PluginManifest, type TaskKindManifest } from './plugin';

describe('definePlugin', () => {
  it('raises MissingLoaderError naming the plugin when a manifest has no loader', () => {
    const manifest = { id: 'acme.actions/timesheets', kind: 'action', section: 'serviceRequestSection', actionType: 'timesheets', route: 'service-request/timesheets', titleKey: 'x' };
    expect(() => definePlugin(manifest as unknown as PluginManifest)).toThrow(MissingLoaderError);
    expect(() => definePlugin(manifest as unknown as PluginManifest)).toThrow('Plugin "acme.actions/timesheets" has no loader');
  });

  it('names the widget type when a widget has no loader', () => {
    const widget = { id: 'br.cnd/widget', kind: 'widget', widgetType: 'cnd', dashboardSection: 'brWidgetsSection2', titleKey: 'cnd.title' };
    let error: unknown;
    try {
      definePlugin(widget as unknown as PluginManifest);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MissingLoaderError);
    expect((error as MissingLoaderError).message).toBe('Widget type "cnd" has no loader (plugin "br.cnd/widget")');
    expect((error as MissingLoaderError).widgetType).toBe('cnd');
  });

  it('names the task kind when a task kind has no loader, or no staff loader, and checks its kind and route', () => {
    const load = async () => ({ default: () => null });
    const kind = { id: 'acme.tasks/e-sign', kind: 'task', taskKind: 'e-signature', route: 'e-signature', titleKey: 'x' };
    expect(() => definePlugin(kind as unknown as PluginManifest)).toThrow('Task kind "e-signature" has no loader (plugin "acme.tasks/e-sign")');
    expect(() => definePlugin({ ...kind, load } as unknown as PluginManifest)).toThrow('Task kind "e-signature" has no staff loader (plugin "acme.tasks/e-sign")');
    const staff = load;
    expect(() => definePlugin({ ...kind, load, staff, taskKind: 'E Sign' } as unknown as PluginManifest)).toThrow(/"acme\.tasks\/e-sign".*task kind "E Sign"/);
    expect(() => definePlugin({ ...kind, load, staff, route: '/x/' } as unknown as PluginManifest)).toThrow(InvalidManifestError);
    const ok = definePlugin({ ...kind, load, staff } as unknown as PluginManifest);
    expect(taskStaffManifest(ok as TaskKindManifest)).toMatchObject({ id: 'acme.tasks/e-sign-staff', load: staff });
  });

  it('rejects malformed ids, routes and section names with the plugin id in the message', () => {
    const load = async () => ({ default: () => null });
    expect(() => definePlugin({ id: 'NoSlash', kind: 'area', route: 'x', nav: false, titleKey: 'x', load })).toThrow(InvalidManifestError);
    expect(() => definePlugin({ id: 'a.b/c', kind: 'area', route: '/bad/', nav: false, titleKey: 'x', load })).toThrow(/"a\.b\/c".*route/);
    const notALoader = { id: 'a.b/c', kind: 'area', route: 'c', nav: false, titleKey: 'x', load, prepare: 'head-start.ts' } as unknown as AreaManifest;
    expect(() => definePlugin(notALoader)).toThrow(/"a\.b\/c".*prepare must be a dynamic import/);
    expect(() => definePlugin({ id: 'a.b/c', kind: 'area', route: 'c', nav: false, titleKey: 'x', load, prepare: async () => ({ default: () => undefined }) })).not.toThrow();
    expect(() =>
      definePlugin({ id: 'a.b/c', kind: 'action', section: 'no such section', actionType: 'c', route: 'c', titleKey: 'x', load }),
    ).toThrow(/"a\.b\/c".*section "no such section" is not a section name/);
    // Whether a well-formed section exists is known only when the variant registers: see UnknownSectionError.
    expect(() => definePlugin({ id: 'a.b/c', kind: 'action', section: 'nope', actionType: 'c', route: 'c', titleKey: 'x', load })).not.toThrow();
  });

  it('accepts a dialog with a name to open it by', () => {
    const load = async () => ({ default: () => null });
    expect(definePlugin({ id: 'a.b/report', kind: 'dialog', dialog: 'report-issue', titleKey: 'x', load }).dialog).toBe('report-issue');
    expect(() => definePlugin({ id: 'a.b/report', kind: 'dialog', dialog: '', titleKey: 'x', load })).toThrow(/dialog name "" is not a name/);
  });
});
