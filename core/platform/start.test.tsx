import { StrictMode, isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { startPlatform, withRuntimeChecks } from './start';

describe('strict runtime checks', () => {
  it('wraps the portal in StrictMode outside production only', () => {
    const app = <p>portal</p>;
    const checked = withRuntimeChecks(app, false);
    expect(isValidElement(checked) && checked.type).toBe(StrictMode);
    expect(withRuntimeChecks(app, true)).toBe(app);
  });
});

describe('startPlatform', () => {
  it('sets up the service worker only once the page has settled, and says how it ended on <html>', async () => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => { settle = resolve; });
    const getRegistrations = vi.fn(async () => []);
    Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistrations }, configurable: true });
    try {
      delete document.documentElement.dataset.serviceWorker;
      const outcome = startPlatform(false, settled);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(getRegistrations).not.toHaveBeenCalled();
      settle();
      await expect(outcome).resolves.toBe('unregistered');
      expect(getRegistrations).toHaveBeenCalledTimes(1);
      expect(document.documentElement.dataset.serviceWorker).toBe('unregistered');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
