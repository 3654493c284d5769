import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, useStickyHeader } from './use-layout';

/** A media query list whose state the test sets, announcing changes as the browser does. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = { matches: initial, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  vi.stubGlobal('matchMedia', () => list);
  return { list, change(matches: boolean) { list.matches = matches; listeners.forEach((l) => l()); }, listeners };
}

/** As the page scrolls (a property other files may have made read-only, the web project sharing one window). */
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('starts from the query and follows its changes until unmounted', () => {
    const media = fakeMatchMedia(true);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 960px)'));
    expect(result.current).toBe(true);
    act(() => media.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});

describe('useStickyHeader', () => {
  it('sticks under 960 px once the page scrolled past 30 px, and lets go above it', () => {
    fakeMatchMedia(false);
    const { result } = renderHook(() => useStickyHeader());
    expect(result.current).toBe(false);
    act(() => scrollTo(31));
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
  });

  it('never sticks at 960 px and wider', () => {
    fakeMatchMedia(true);
    const { result } = renderHook(() => useStickyHeader());
    act(() => scrollTo(200));
    expect(result.current).toBe(false);
  });
});
