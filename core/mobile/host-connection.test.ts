import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFeature, provide } from '@portico/kernel/feature';
import type { Kernel } from '@portico/kernel/kernel';
import { definePlugin } from '@portico/kernel/plugin';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { AUTH_EVENTS } from '../auth/auth-storage';
import { MobileBridge, type BridgeWindow } from './bridge';
import { connectMobileHost, MOBILE_TASKS } from './host-connection';

const action = (name: string, allowed = true) =>
  definePlugin({
    id: `test.mobile/${name}`, kind: 'action', section: 'tools', actionType: `type-${name}`, route: `tools/${name}`, titleKey: name,
    authorize: async () => allowed, load: async () => ({ default: () => null }),
  });

const feature = (provides: Parameters<typeof defineFeature>[0]['provides'] = []) =>
  defineFeature({ id: 'test.mobile', plugins: [action('open'), action('locked', false)], sections: { tools: { titleKey: 'tools' } }, provides });

/** A portal framed by a host at its own origin, connected; `sent` lists what reached the host. */
async function connected(kernel: Kernel) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const sent: Array<{ type: string; payload: Record<string, unknown> }> = [];
  const parent = { postMessage: (message: string) => sent.push(JSON.parse(message)) };
  const win = {
    parent, location: { origin: 'http://host.test' },
    addEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => listeners.delete(l),
  } as BridgeWindow;
  const page = { path: () => '/mobile/actions', navigate: vi.fn() };
  const disconnect = connectMobileHost(kernel, new MobileBridge({ win, enabled: () => true }), page);
  const post = (type: string, payload?: unknown) =>
    listeners.forEach((l) => l({ data: JSON.stringify({ type, payload }), origin: 'http://host.test', source: parent } as unknown as MessageEvent));
  const answer = async (type: string) => {
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toContain(type));
    return sent.find((m) => m.type === type)!.payload;
  };
  return { sent, post, answer, page, disconnect, listeners };
}

describe('connectMobileHost', () => {
  let disconnect = () => {};
  afterEach(() => disconnect());

  it('answers Ping with PingSuccess and the current path', async () => {
    const host = await connected(await createTestKernel({ plugins: [feature()] }));
    disconnect = host.disconnect;
    host.post('Ping');
    expect(await host.answer('PingSuccess')).toEqual({ path: '/mobile/actions' });
  });

  it('opens an action named by id, route or action type under /mobile/actions and answers NavigateToActionSuccess', async () => {
    const host = await connected(await createTestKernel({ plugins: [feature()] }));
    disconnect = host.disconnect;
    for (const name of ['test.mobile/open', 'tools/open', '/mobile/actions/tools/open', 'type-open']) {
      host.sent.length = 0;
      host.post('NavigateToAction', { action: name });
      expect(await host.answer('NavigateToActionSuccess')).toEqual({ action: name, id: 'test.mobile/open', path: '/mobile/actions/tools/open' });
    }
    expect(host.page.navigate).toHaveBeenCalledTimes(4);
    expect(host.page.navigate).toHaveBeenLastCalledWith('/mobile/actions/tools/open');
  });

  it('answers NavigateToActionFail for an unknown action, one the session may not open, and a payload without a name; it stays put', async () => {
    const host = await connected(await createTestKernel({ plugins: [feature()] }));
    disconnect = host.disconnect;
    host.post('NavigateToAction', { action: 'no-such-action' });
    expect(await host.answer('NavigateToActionFail')).toEqual({ action: 'no-such-action', reason: 'unknown' });
    host.sent.length = 0;
    host.post('NavigateToAction', { action: 'test.mobile/locked' });
    expect(await host.answer('NavigateToActionFail')).toEqual({ action: 'test.mobile/locked', reason: 'notAuthorized' });
    host.sent.length = 0;
    host.post('NavigateToAction', { id: 3 });
    expect(await host.answer('NavigateToActionFail')).toEqual({ action: null, reason: 'invalid' });
    expect(host.page.navigate).not.toHaveBeenCalled();
  });

  it('answers NavigateToTaskFail (no task list) unless a feature locates tasks; then opens the task', async () => {
    const plain = await connected(await createTestKernel({ plugins: [feature()] }));
    plain.post('NavigateToTask', { taskId: 'sr-1' });
    expect(await plain.answer('NavigateToTaskFail')).toEqual({ taskId: 'sr-1', reason: 'noTaskList' });
    plain.disconnect();

    const locator = { pathOf: async (id: string) => (id === 'sr-1' ? '/mobile/actions/tools/open?id=sr-1' : null) };
    const host = await connected(await createTestKernel({ plugins: [feature([provide(MOBILE_TASKS, () => locator)])] }));
    disconnect = host.disconnect;
    host.post('NavigateToTask', { taskId: 'sr-1' });
    expect(await host.answer('NavigateToTaskSuccess')).toEqual({ taskId: 'sr-1', path: '/mobile/actions/tools/open?id=sr-1' });
    expect(host.page.navigate).toHaveBeenCalledWith('/mobile/actions/tools/open?id=sr-1');
    host.post('NavigateToTask', { taskId: 'sr-2' });
    expect(await host.answer('NavigateToTaskFail')).toEqual({ taskId: 'sr-2', reason: 'unknown' });
  });

  it('sends Logout on sign-out and TermsAndConditionsRequired when the terms guard intercepts', async () => {
    const host = await connected(await createTestKernel({ plugins: [feature()] }));
    disconnect = host.disconnect;
    window.dispatchEvent(new CustomEvent(AUTH_EVENTS.mobileLogout));
    window.dispatchEvent(new CustomEvent(AUTH_EVENTS.termsRequired));
    expect(host.sent).toEqual([
      { type: 'Logout', payload: {} },
      { type: 'TermsAndConditionsRequired', payload: { path: '/mobile/actions' } },
    ]);
  });

  it('tells the host each new alert once, translated, with its kind and whether it closes', async () => {
    const kernel = await createTestKernel({ plugins: [feature()] });
    kernel.get(TOKENS.I18n).instance.addResourceBundle('en-us', 'test.mobile', { saved: 'Saved {{name}}' }, true, true);
    const host = await connected(kernel);
    disconnect = host.disconnect;
    const alerts = kernel.get(TOKENS.Alerts);
    const id = alerts.add({ type: 'success', msg: 'saved', ns: 'test.mobile', values: { name: 'the form' }, closeable: false });
    expect(await host.answer('SetAlert')).toEqual({ id, type: 'success', message: 'Saved the form', closeable: false });
    alerts.dismiss(id);
    await new Promise((r) => setTimeout(r, 20));
    expect(host.sent.filter((m) => m.type === 'SetAlert')).toHaveLength(1);
  });

  it('stops listening and relaying when disconnected', async () => {
    const host = await connected(await createTestKernel({ plugins: [feature()] }));
    host.disconnect();
    window.dispatchEvent(new CustomEvent(AUTH_EVENTS.mobileLogout));
    expect(host.listeners.size).toBe(0);
    expect(host.sent).toEqual([]);
  });
});
