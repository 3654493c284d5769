import { Component, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { checkCatalog, missingTranslations, type TextsOf } from './catalog-check';
import {
  ConflictingContributionError, MissingServiceError, MissingTranslationError, UnknownAlertError, UnknownFlagError, UnknownPermissionError,
  UnknownSectionError,
} from '@portico/kernel/errors';
import { defineFeature, provide } from '@portico/kernel/feature';
import { createKernel } from './create-kernel';
import { definePlugin, type PluginManifest } from '@portico/kernel/plugin';
import { useService } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useTitles } from '@portico/kernel/react/use-titles';
import { createToken, TOKENS } from '@portico/kernel/tokens';
import type { Feature } from '@portico/kernel/feature';

/**
 * Every wiring mistake of the README's "add a plugin" example fails when the variant registers (or, for
 * texts and checks that only run later, where they run), with a named error naming the plugin and the
 * missing thing, in development and in the catalog contract test (checkCatalog).
 */
const load = async () => ({ default: () => null });
const timesheets = (extra: Partial<PluginManifest> = {}) =>
  definePlugin({
    id: 'acme.timesheets/entry', kind: 'action', section: 'serviceRequestSection', actionType: 'timesheets',
    route: 'service-request/timesheets', titleKey: 'title', load, ...extra,
  } as PluginManifest);
const register = (...catalog: Feature[]) =>
  createKernel({ config: { variant: 'test', plugins: catalog.map((f) => ({ id: f.id })), flags: {}, shell: {}, version: 't', production: false }, catalog });
const thrown = (fn: () => unknown): Error => {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
};
/** Texts every language has: "title" and the service-requests section's title. */
const complete: TextsOf = () => ({ title: 'Timesheets', sections: { serviceRequestSection: 'Service requests' } });

describe('UnknownSectionError', () => {
  it('names the action and the section no enabled feature contributes (the repo had no section manifest at all)', () => {
    const error = thrown(() => register(defineFeature({ id: 'acme.timesheets', plugins: [timesheets()] })));
    expect(error).toBeInstanceOf(UnknownSectionError);
    expect(error.message).toBe('Plugin "acme.timesheets/entry" names section "serviceRequestSection", which no enabled feature contributes (none is contributed)');
  });

  it('resolves a section another enabled feature contributes, and names a dashboard section nobody contributes', () => {
    const requests = defineFeature({ id: 'br.service-requests', sections: { serviceRequestSection: { titleKey: 'sections.serviceRequestSection' } } });
    expect(register(requests, defineFeature({ id: 'acme.timesheets', plugins: [timesheets()] })).plugins.sections().map((s) => s.id)).toEqual(['serviceRequestSection']);
    const widget = definePlugin({ id: 'acme.news/widget', kind: 'widget', widgetType: 'news', dashboardSection: 'brWidgetsSection1', titleKey: 'title', load });
    expect(() => register(defineFeature({ id: 'acme.news', plugins: [widget] }))).toThrow(
      'Plugin "acme.news/widget" names dashboard section "brWidgetsSection1", which no enabled feature contributes',
    );
  });

  it('refuses two features contributing one section', () => {
    const a = defineFeature({ id: 'acme.a', sections: { reports: { titleKey: 'x' } } });
    const b = defineFeature({ id: 'acme.b', sections: { reports: { titleKey: 'y' } } });
    expect(() => register(a, b)).toThrow(ConflictingContributionError);
    expect(() => register(a, b)).toThrow('Features "acme.a" and "acme.b" both contribute section "reports"');
  });
});

describe('MissingTranslationError', () => {
  const sectioned = (plugin = timesheets()) =>
    defineFeature({ id: 'acme.timesheets', sections: { serviceRequestSection: { titleKey: 'sections.serviceRequestSection' } }, plugins: [plugin] });

  it('names the plugin, the key, the namespace and every language lacking it', () => {
    const partial: TextsOf = (_ns, lang) => (['en-gb', 'fr-ca'].includes(lang) ? { sections: { serviceRequestSection: 'x' } } : complete('', lang));
    const [error, ...rest] = missingTranslations(sectioned(), partial);
    expect(rest).toEqual([]);
    expect(error).toBeInstanceOf(MissingTranslationError);
    expect(error!.message).toBe('Plugin "acme.timesheets/entry": translation "title" is missing from namespace "acme.timesheets" in en-GB, fr-CA');
  });

  it("covers sections and alerts too, naming the feature", () => {
    const feature = defineFeature({ id: 'acme.timesheets', alerts: { saved: { type: 'success', closeable: true, timeout: 2500, detailsMsg: 'alerts.savedDetails' } } });
    expect(missingTranslations(feature, () => ({ alerts: { saved: 'Saved' } })).map((e) => e.message)).toEqual([
      'Feature "acme.timesheets": translation "alerts.savedDetails" is missing from namespace "acme.timesheets" in en-US, en-GB, en-AU, en-CA, es-AR, pt-BR, fr-CA, nl-NL',
    ]);
  });

  it('takes a counted alert in its plural forms, and still names one that has only some of them', () => {
    const feature = defineFeature({ id: 'acme.timesheets', alerts: { deleted: { type: 'success', closeable: true, timeout: 2500 } } });
    expect(missingTranslations(feature, () => ({ alerts: { deleted_one: 'One deleted', deleted_other: '{{count}} deleted' } }))).toEqual([]);
    expect(missingTranslations(feature, () => ({ alerts: { deleted_one: 'One deleted' } })).map((e) => e.message)).toEqual([
      'Feature "acme.timesheets": translation "alerts.deleted" is missing from namespace "acme.timesheets" in en-US, en-GB, en-AU, en-CA, es-AR, pt-BR, fr-CA, nl-NL',
    ]);
  });

  it('is thrown in development where a title renders (the title is looked up in the feature namespace)', async () => {
    const plugin = definePlugin({ id: 'test.untitled/area', kind: 'area', route: 'untitled', nav: true, titleKey: 'title', load });
    const kernel = await createTestKernel({ plugins: [plugin] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let caught: unknown;
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught = error;
      }
      override render() {
        return this.state.failed ? <p>caught</p> : this.props.children;
      }
    }
    function Title() {
      return <h1>{useTitles([plugin])(plugin)}</h1>;
    }
    renderWithKernel(<Catch><Title /></Catch>, { kernel });
    await screen.findByText('caught');
    expect(caught).toBeInstanceOf(MissingTranslationError);
    expect((caught as Error).message).toBe('Plugin "test.untitled/area": translation "title" is missing from namespace "test.untitled" in en-us');
  });
});

describe('UnknownFlagError and UnknownPermissionError', () => {
  it('name the plugin and the misspelt flag or permission when it registers', () => {
    const flagged = defineFeature({ id: 'acme.timesheets', plugins: [definePlugin({ id: 'acme.timesheets/area', kind: 'area', route: 't', nav: true, titleKey: 'title', flags: ['feedbakRequest'], load })] });
    expect(() => register(flagged)).toThrow(UnknownFlagError);
    expect(() => register(flagged)).toThrow('Plugin "acme.timesheets/area" names feature flag "feedbakRequest", which is not defined by core, a feature or the variant');
    const granted = defineFeature({ id: 'acme.timesheets', plugins: [definePlugin({ id: 'acme.timesheets/area', kind: 'area', route: 't', nav: true, titleKey: 'title', permissions: ['Timesheets.Acess'], load })] });
    expect(() => register(granted)).toThrow(UnknownPermissionError);
    expect(() => register(granted)).toThrow('Plugin "acme.timesheets/area" checks permission "Timesheets.Acess", which neither core nor an enabled feature declares');
    const declared = defineFeature({ id: 'acme.timesheets', permissions: ['Timesheets.Acess'], flags: [{ id: 'feedbakRequest', description: 'spelt so on purpose' }], plugins: granted.plugins });
    expect(() => register(declared)).not.toThrow();
  });

  it('name the plugin when its authorize check asks for an undeclared name: it is denied, logged, and the catalog check reports it', async () => {
    const plugin = timesheets({ authorize: ({ permissions, flags }) => !permissions.isGranted('ServiceRequest.Denied') && flags.isEnabled('feedbackRequest') });
    const feature = defineFeature({ id: 'acme.timesheets', sections: { serviceRequestSection: { titleKey: 'sections.serviceRequestSection' } }, plugins: [plugin] });
    const kernel = await createTestKernel({ plugins: [feature] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    expect(await kernel.plugins.isAuthorized(plugin)).toBe(false);
    expect(logged).toHaveBeenCalledWith('authorization guard', expect.stringContaining('"acme.timesheets/entry"'), expect.any(UnknownPermissionError));
    expect((await checkCatalog([feature], complete)).map((e) => e.message)).toEqual([
      'Plugin "acme.timesheets/entry" checks permission "ServiceRequest.Denied", which neither core nor an enabled feature declares',
    ]);
    const typo = timesheets({ authorize: ({ flags }) => flags.isEnabled('feedbakRequest') });
    expect((await checkCatalog([defineFeature({ ...feature, plugins: [typo] })], complete)).map((e) => e.name)).toEqual(['UnknownFlagError']);
  });
});

describe('UnknownAlertError', () => {
  it('names the alert and the plugin that raised it', async () => {
    function Raises() {
      useService(TOKENS.Alerts).raise('timesheetSavd');
      return null;
    }
    const plugin = definePlugin({ id: 'test.raiser/area', kind: 'area', route: 'r', nav: false, titleKey: 'title', load: async () => ({ default: Raises }) });
    const kernel = await createTestKernel({ plugins: [plugin] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithKernel(<PluginSlot manifest={plugin} />, { kernel });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('plugin', expect.any(String), expect.any(UnknownAlertError)));
    expect((logged.mock.calls.find((c) => c[2] instanceof UnknownAlertError)![2] as Error).message).toBe(
      'Alert "timesheetSavd" is not registered by core or an enabled feature (raised by plugin "test.raiser/area")',
    );
  });
});

describe('MissingServiceError and provided services', () => {
  interface Clock { now(): string }
  const CLOCK = createToken<Clock>('acme.clock', 'The time, as the timesheets see it');

  it('names the plugin that requires a service no enabled feature provides, when it registers', () => {
    const needy = defineFeature({ id: 'acme.timesheets', plugins: [definePlugin({ id: 'acme.timesheets/area', kind: 'area', route: 't', nav: true, titleKey: 'title', requires: [CLOCK], load })] });
    expect(() => register(needy)).toThrow(MissingServiceError);
    expect(() => register(needy)).toThrow('Service "acme.clock" is not registered (needed by plugin "acme.timesheets/area")');
    const clock = defineFeature({ id: 'acme.clock', provides: [provide(CLOCK, () => ({ now: () => '09:00' }))] });
    expect(register(clock, needy).get(CLOCK).now()).toBe('09:00');
    expect(() => register(clock, defineFeature({ id: 'acme.other', provides: clock.provides }))).toThrow(
      'Features "acme.clock" and "acme.other" both contribute the service "acme.clock"',
    );
  });

  it('inside a PluginSlot names the plugin that asked, not "the portal"', async () => {
    function Asks() {
      return <p>{useService(CLOCK).now()}</p>;
    }
    const plugin = definePlugin({ id: 'test.asker/area', kind: 'area', route: 'a', nav: false, titleKey: 'title', load: async () => ({ default: Asks }) });
    const kernel = await createTestKernel({ plugins: [plugin] });
    const logged = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithKernel(<PluginSlot manifest={plugin} />, { kernel });
    expect((await screen.findByRole('alert')).getAttribute('data-plugin-id')).toBe('test.asker/area');
    const error = logged.mock.calls.map((c) => c[2]).find((e) => e instanceof MissingServiceError) as Error;
    expect(error.message).toBe('Service "acme.clock" is not registered (needed by plugin "test.asker/area")');
  });
});
