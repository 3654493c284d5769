import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileBridge, type BridgeWindow } from './bridge';
import { enterMobileHost, isMobileHost, MOBILE_HOST_KEY } from './host-flag';

const ORIGIN = 'https://portal.example';
const HOST = 'https://host.example';

/** A stand-in window: React Native's web view when `native`, else framed by a parent (or not framed at all). */
function fakeWindow({ native = false, framed = true } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const nativeView = { postMessage: vi.fn() };
  const win = {
    location: { origin: ORIGIN },
    addEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners.delete(l),
    ...(native ? { ReactNativeWebView: nativeView } : {}),
  } as BridgeWindow & { ReactNativeWebView?: typeof nativeView };
  win.parent = framed ? parent : (win as unknown as BridgeWindow['parent']);
  const deliver = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    listeners.forEach((l) => l({ data, origin: init.origin ?? HOST, source: init.source ?? parent } as unknown as MessageEvent));
  return { win, parent, deliver, listeners };
}

describe('the host flag', () => {
  afterEach(() => sessionStorage.clear());

  it('is off until the entry sets it in session storage, and announces the change', () => {
    expect(isMobileHost()).toBe(false);
    const changed = vi.fn();
    window.addEventListener('portico:mobile-host', changed);
    enterMobileHost();
    window.removeEventListener('portico:mobile-host', changed);
    expect(sessionStorage.getItem(MOBILE_HOST_KEY)).toBe('true');
    expect(localStorage.getItem(MOBILE_HOST_KEY)).toBeNull();
    expect(isMobileHost()).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
  });
});

describe('MobileBridge: sending', () => {
  it('sends nothing while the host flag is off, through either transport', () => {
    const native = fakeWindow({ native: true });
    const framed = fakeWindow();
    expect(new MobileBridge({ win: native.win, enabled: () => false }).send('PingSuccess', { path: '/' })).toBe(false);
    expect(new MobileBridge({ win: framed.win, enabled: () => false, hostOrigins: [HOST] }).send('Logout', {})).toBe(false);
    expect(native.win.ReactNativeWebView!.postMessage).not.toHaveBeenCalled();
    expect(framed.parent.postMessage).not.toHaveBeenCalled();
  });

  it('reads the flag on every send, so turning it on later needs no new bridge', () => {
    const { win } = fakeWindow({ native: true });
    let on = false;
    const bridge = new MobileBridge({ win, enabled: () => on });
    expect(bridge.send('Logout', {})).toBe(false);
    on = true;
    expect(bridge.send('Logout', {})).toBe(true);
    expect(win.ReactNativeWebView!.postMessage).toHaveBeenCalledOnce();
  });

  it("posts a JSON string to React Native's web view when the host provides one, not to a parent", () => {
    const { win, parent } = fakeWindow({ native: true });
    const bridge = new MobileBridge({ win, enabled: () => true });
    expect(bridge.send('PingSuccess', { path: '/mobile/actions' })).toBe(true);
    expect(JSON.parse(win.ReactNativeWebView!.postMessage.mock.calls[0]![0] as string)).toEqual({ type: 'PingSuccess', payload: { path: '/mobile/actions' } });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts to the parent frame, addressed to each allowed host origin, when framed', () => {
    const { win, parent } = fakeWindow();
    const bridge = new MobileBridge({ win, enabled: () => true, hostOrigins: [HOST, ORIGIN] });
    bridge.send('StepChanged', { path: '/mobile/documents' });
    expect(parent.postMessage.mock.calls).toEqual([
      ['{"type":"StepChanged","payload":{"path":"/mobile/documents"}}', HOST],
      ['{"type":"StepChanged","payload":{"path":"/mobile/documents"}}', ORIGIN],
    ]);
  });

  it('addresses only its own origin by default, and has nobody to send to when neither framed nor in a web view', () => {
    const framed = fakeWindow();
    new MobileBridge({ win: framed.win, enabled: () => true }).send('Logout', {});
    expect(framed.parent.postMessage).toHaveBeenCalledWith('{"type":"Logout","payload":{}}', ORIGIN);
    const alone = fakeWindow({ framed: false });
    expect(new MobileBridge({ win: alone.win, enabled: () => true }).send('Logout', {})).toBe(false);
  });
});

describe('MobileBridge: receiving', () => {
  const started = (options: Parameters<typeof fakeWindow>[0], enabled = () => true) => {
    const fake = fakeWindow(options);
    const bridge = new MobileBridge({ win: fake.win, enabled, hostOrigins: [HOST] });
    const handlers = { Ping: vi.fn(), NavigateToTask: vi.fn(), NavigateToAction: vi.fn() };
    for (const [type, fn] of Object.entries(handlers)) bridge.on(type as keyof typeof handlers, fn);
    bridge.start();
    return { ...fake, bridge, handlers };
  };

  it('dispatches each inbound type with its payload, from a JSON string or an object', () => {
    const { deliver, handlers } = started({});
    deliver('{"type":"Ping"}');
    deliver({ type: 'NavigateToAction', payload: { action: 'br.boxe/nfe-storage' } });
    deliver(JSON.stringify({ type: 'NavigateToTask', payload: { taskId: '42' } }));
    expect(handlers.Ping).toHaveBeenCalledWith(undefined);
    expect(handlers.NavigateToAction).toHaveBeenCalledWith({ action: 'br.boxe/nfe-storage' });
    expect(handlers.NavigateToTask).toHaveBeenCalledWith({ taskId: '42' });
  });

  it('ignores unknown types, malformed JSON and shapes that are not messages', () => {
    const { deliver, handlers } = started({});
    for (const data of ['{"type":"Reboot"}', 'not json', '[1,2]', 42, null, { payload: {} }, { type: 7 }, 'Ping']) deliver(data);
    expect([...Object.values(handlers)].every((h) => h.mock.calls.length === 0)).toBe(true);
  });

  it('when framed, takes messages only from the parent and only from an allowed origin', () => {
    const { deliver, handlers } = started({});
    deliver('{"type":"Ping"}', { origin: 'https://evil.example' });
    deliver('{"type":"Ping"}', { source: {} });
    expect(handlers.Ping).not.toHaveBeenCalled();
    deliver('{"type":"Ping"}');
    expect(handlers.Ping).toHaveBeenCalledOnce();
  });

  it("in React Native's web view, takes the messages the host posts into this window", () => {
    const { deliver, handlers, win } = started({ native: true });
    deliver('{"type":"Ping"}', { source: win, origin: ORIGIN });
    deliver('{"type":"Ping"}', { source: null as unknown as undefined, origin: '' });
    deliver('{"type":"Ping"}', { source: {} });
    expect(handlers.Ping).toHaveBeenCalledTimes(1);
  });

  it('ignores everything while the flag is off, and stops listening on stop', () => {
    let on = false;
    const { deliver, handlers, bridge, listeners } = started({}, () => on);
    deliver('{"type":"Ping"}');
    expect(handlers.Ping).not.toHaveBeenCalled();
    on = true;
    bridge.stop();
    expect(listeners.size).toBe(0);
  });
});
