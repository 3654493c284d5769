import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Kernel } from '@portico/kernel/kernel';
import { definePlugin } from '@portico/kernel/plugin';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { isMobileHost } from '../host-flag';
import { MobileEntry } from './MobileEntry';

/** Areas as a variant has them: one only in the browser, then one also served inside the host. */
const area = (name: string, mobile: boolean) =>
  definePlugin({ id: `test.areas/${name}`, kind: 'area', route: name, nav: true, mobile, titleKey: name, load: async () => ({ default: () => null }) });
const actionsFeature = [area('home', false), area('actions', true)];

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

function open(kernel: Kernel, path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <KernelProvider kernel={kernel}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <MobileEntry />
      </Router>
    </KernelProvider>,
  );
  return location;
}

describe('/mobile, the host entry', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('on a phone turns the host flag on and continues to the actions inside the host', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const location = open(await createTestKernel({ plugins: actionsFeature }), '/mobile');
    await waitFor(() => expect(location.history.at(-1)).toBe('/mobile/actions'));
    expect(isMobileHost()).toBe(true);
  });

  it('continues to r when r is a host path, and ignores an r elsewhere', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const kernel = await createTestKernel({ plugins: actionsFeature });
    const inside = open(kernel, '/mobile?r=%2Fmobile%2Factions%2Fboxe%2Fnfe');
    await waitFor(() => expect(inside.history.at(-1)).toBe('/mobile/actions/boxe/nfe'));
    const outside = open(kernel, '/mobile?r=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(outside.history.at(-1)).toBe('/mobile/actions'));
  });

  it('in the React Native web view counts as a mobile device whatever the user agent says', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: () => {} };
    try {
      const location = open(await createTestKernel({ plugins: actionsFeature }), '/mobile');
      await waitFor(() => expect(location.history.at(-1)).toBe('/mobile/actions'));
    } finally {
      delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    }
  });

  it('on a desktop goes back without turning the flag on', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const location = open(await createTestKernel({ plugins: actionsFeature }), '/mobile');
    await waitFor(() => expect(back).toHaveBeenCalledOnce());
    expect(location.history).toEqual(['/mobile']);
    expect(isMobileHost()).toBe(false);
  });

  it('on a desktop opened directly (nothing to go back to) goes home', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    vi.spyOn(history, 'length', 'get').mockReturnValue(1);
    const location = open(await createTestKernel({ plugins: actionsFeature }), '/mobile');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(isMobileHost()).toBe(false);
  });
});
