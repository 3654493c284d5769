import { describe, expect, it, vi } from 'vitest';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { PluginLoadError } from './errors';
import { defineFeature } from './feature';
import { definePlugin } from './plugin';
import { TOKENS } from './tokens';

const action = (name: string, extra: object = {}) =>
  definePlugin({
    id: `test.actions/${name}`, kind: 'action', section: 'serviceRequestSection', actionType: name,
    route: `service-request/${name}`, titleKey: name, load: async () => ({ default: () => null }), ...extra,
  });

const taskKind = (feature: string, taskKind: string) =>
  definePlugin({
    id: `${feature}/${taskKind}`, kind: 'task', taskKind, route: taskKind, titleKey: taskKind,
    load: async () => ({ default: () => null }), staff: async () => ({ default: () => null }),
  });

describe('PluginRegistry', () => {
  it('finds a task kind by the kind the server stores, and refuses a second plugin of the same kind', async () => {
    const request = taskKind('test.tasks', 'document-request');
    const kernel = await createTestKernel({ plugins: [request] });
    expect(kernel.plugins.taskKind('document-request')).toBe(request);
    expect(kernel.plugins.taskKind('e-signature')).toBeUndefined();
    expect(kernel.plugins.taskKinds()).toEqual([request]);
    await expect(createTestKernel({ plugins: [request, taskKind('test.other', 'document-request')] }))
      .rejects.toThrow('Features "test.tasks" and "test.other" both contribute task kind "document-request"');
  });

  it("lists the header's tools, and only them", async () => {
    const bell = definePlugin({ id: 'test.tools/bell', kind: 'tool', titleKey: 'bell', load: async () => ({ default: () => null }) });
    const kernel = await createTestKernel({ plugins: [bell, action('other')] });
    expect(kernel.plugins.tools()).toEqual([bell]);
  });

  it('denies, and logs with the plugin id, when an authorization check throws', async () => {
    const broken = action('broken', { authorize: () => { throw new Error('boom'); } });
    const kernel = await createTestKernel({ plugins: [broken] });
    const error = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    expect(await kernel.plugins.isAuthorized(broken)).toBe(false);
    expect(error).toHaveBeenCalledWith('authorization guard', expect.stringContaining('"test.actions/broken"'), expect.any(Error));
  });

  it('names a check that threw as failed and asks it again next time; answers are cached', async () => {
    let calls = 0;
    const flaky = action('flaky', { authorize: () => { calls += 1; if (calls === 1) throw new Error('network'); return true; } });
    const denied = action('denied', { authorize: () => { calls += 100; return false; } });
    const kernel = await createTestKernel({ plugins: [flaky, denied] });
    vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    const first = await kernel.plugins.authorizeAll([flaky, denied]);
    expect(first.allowed).toEqual([]);
    expect(first.failed).toEqual([flaky]);
    const second = await kernel.plugins.authorizeAll([flaky, denied]);
    expect(second).toEqual({ allowed: [flaky], failed: [] });
    expect(calls).toBe(102);
    await kernel.plugins.authorizeAll([flaky, denied]);
    expect(calls).toBe(102);
  });

  it('anyAuthorized asks the checks in order up to the first allowed one; failed only when none is allowed', async () => {
    const asked: string[] = [];
    const check = (name: string, answer: () => boolean) => action(name, { authorize: () => { asked.push(name); return answer(); } });
    const denied = check('denied', () => false);
    const allowed = check('allowed', () => true);
    const costly = check('costly', () => true);
    const broken = check('broken', () => { throw new Error('network'); });
    const kernel = await createTestKernel({ plugins: [denied, allowed, costly, broken] });
    vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    expect(await kernel.plugins.anyAuthorized([denied, allowed, costly])).toBe('allowed');
    expect(asked).toEqual(['denied', 'allowed']);
    expect(await kernel.plugins.anyAuthorized([broken, denied])).toBe('failed');
    expect(await kernel.plugins.anyAuthorized([broken, costly])).toBe('allowed');
    expect(await kernel.plugins.anyAuthorized([denied])).toBe('denied');
    expect(await kernel.plugins.anyAuthorized([])).toBe('denied');
  });

  it('supports async checks and filters by required flags live', async () => {
    const asyncCheck = action('async', { authorize: async ({ permissions }: { permissions: { isGranted(f: string): boolean } }) => permissions.isGranted('BoxE.Access') });
    const flagged = action('flagged', { flags: ['feedbackRequest'] });
    const feature = defineFeature({
      id: 'test.actions', plugins: [asyncCheck, flagged], permissions: ['BoxE.Access'],
      sections: { serviceRequestSection: { titleKey: 'sections.serviceRequests' } },
    });
    const kernel = await createTestKernel({ plugins: [feature], grants: ['BoxE.Access'] });
    expect((await kernel.plugins.authorized(kernel.plugins.actions())).map((a) => a.actionType)).toEqual(['async']);
    kernel.get(TOKENS.Flags).set('feedbackRequest', true);
    expect((await kernel.plugins.authorized(kernel.plugins.actions())).map((a) => a.actionType)).toEqual(['async', 'flagged']);
  });

  it('denies a plugin unless every permission its manifest lists is granted or switched on', async () => {
    const granted = action('granted', { permissions: ['ServiceRequest.Employee'] });
    const switched = action('switched', { permissions: ['ClientCenterHideTasks'] });
    const both = action('both', { permissions: ['ServiceRequest.Employee', 'ServiceRequest.Intern'] });
    const feature = defineFeature({
      id: 'test.actions', plugins: [granted, switched, both],
      permissions: ['ServiceRequest.Employee', 'ServiceRequest.Intern', 'ClientCenterHideTasks'],
      sections: { serviceRequestSection: { titleKey: 'sections.serviceRequests' } },
    });
    const kernel = await createTestKernel({ plugins: [feature], grants: ['ServiceRequest.Employee'], controls: ['ClientCenterHideTasks'] });
    expect((await kernel.plugins.authorized(kernel.plugins.actions())).map((a) => a.actionType)).toEqual(['granted', 'switched']);
  });

  it('wraps a rejected import in PluginLoadError and lets a retry import again', async () => {
    let calls = 0;
    const flaky = action('flaky', {
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('chunk failed');
        return { default: () => null };
      },
    });
    const kernel = await createTestKernel({ plugins: [flaky] });
    const error = vi.spyOn(kernel.get(TOKENS.Logger), 'error').mockImplementation(() => {});
    await expect(kernel.plugins.load(flaky)).rejects.toThrow(PluginLoadError);
    await expect(kernel.plugins.load(flaky)).resolves.toHaveProperty('default');
    expect(calls).toBe(2);
    // The slot that shows the failure logs it, once; the registry only names it in the error.
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a module without a default export', async () => {
    const empty = action('empty', { load: async () => ({}) });
    const kernel = await createTestKernel({ plugins: [empty] });
    await expect(kernel.plugins.load(empty)).rejects.toThrow('Plugin "test.actions/empty" failed to load: the module has no default export');
  });
});
