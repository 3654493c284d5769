import { describe, expect, it, vi } from 'vitest';
import { Logger } from './logger';
import { FEATURE_USE, PAGE_VIEW, screenOf, startAnalytics } from './analytics';
import { PLUGIN_OPENED_EVENT, takeEarlyOpenings } from '@portico/kernel/usage-events';

function setup(disabled: { value: boolean }) {
  takeEarlyOpenings(); // announced by other files' plugins in this worker (the web project shares modules)
  const logger = new Logger();
  const target = new EventTarget() as unknown as Window;
  let path = '/';
  const stop = startAnalytics(logger, { disabled: () => disabled.value, target, location: () => path });
  return {
    logger, stop,
    go(to: string, event = 'pushState') {
      path = to;
      target.dispatchEvent(new Event(event));
    },
    open(pluginId: string, kind = 'area') {
      target.dispatchEvent(new CustomEvent(PLUGIN_OPENED_EVENT, { detail: { pluginId, kind } }));
    },
  };
}

describe('analytics', () => {
  it('records page views on route changes (screen only, ids hidden) and feature use when a plugin opens', () => {
    const { logger, go, open } = setup({ value: false });
    go('/documents');
    go('/documents', 'replaceState'); // same screen: no new view
    go('/company/3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'popstate');
    open('common.documents/area');
    const entries = logger.take(10);
    expect(entries.map((e) => [e.type, e.data.description])).toEqual([
      [PAGE_VIEW, '/'],
      [PAGE_VIEW, '/documents'],
      [PAGE_VIEW, '/company/:id'],
      [FEATURE_USE, 'common.documents/area'],
    ]);
    expect(entries[2]!.data.logs).toEqual([{ screen: '/company/:id', from: '/documents' }]);
    expect(entries[3]!.data.logs).toEqual([{ pluginId: 'common.documents/area', kind: 'area', screen: '/company/:id' }]);
  });

  it('counts a plugin opened before analytics started (the area in the address), once', async () => {
    vi.resetModules(); // a page load: nothing has listened yet
    const events = await import('@portico/kernel/usage-events');
    const { startAnalytics: start } = await import('./analytics');
    events.announcePluginOpened({ pluginId: 'common.home/area', kind: 'area' });
    const run = () => {
      const logger = new Logger();
      const stop = start(logger, { disabled: () => false, target: new EventTarget() as unknown as Window, location: () => '/' });
      stop();
      return logger.take(10).map((e) => [e.type, e.data.description]);
    };
    expect(run()).toEqual([[PAGE_VIEW, '/'], [FEATURE_USE, 'common.home/area']]);
    expect(run()).toEqual([[PAGE_VIEW, '/']]);
  });

  it('records nothing while ClientCenterDisableProductInsight is on, and resumes when it goes off', () => {
    const switchOn = { value: true };
    const { logger, go, open } = setup(switchOn);
    go('/documents');
    open('common.documents/area');
    expect(logger.pending).toBe(0);
    switchOn.value = false;
    go('/actions');
    expect(logger.take(10).map((e) => e.data.description)).toEqual(['/actions']);
  });

  it('stops listening when stopped', () => {
    const { logger, go, stop } = setup({ value: false });
    logger.take(10);
    stop();
    go('/documents');
    expect(logger.pending).toBe(0);
  });

  it('keeps words and hides ids in screens', () => {
    expect(screenOf('/actions/service-request/requests')).toBe('/actions/service-request/requests');
    expect(screenOf('/documents/12345/terms-and-conditions')).toBe('/documents/:id/terms-and-conditions');
    expect(screenOf('')).toBe('/');
  });
});
