import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS, useMediaQuery, useStickyHeader } from './use-layout';

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

describe('BREAKPOINTS', () => {
  /** Every width media query of core's stylesheets, as written: "min-width: 960px". */
  const widthQueries = () => readdirSync('core', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => [...readFileSync(join('core', file), 'utf8').matchAll(/\((min|max)-width:\s*(\d+)px\)/g)]
      .map(([query, side, px]) => ({ file, query, side, px: Number(px) })));

  it("are the widths core's stylesheets switch at: from a breakpoint (min-width) or under it (max-width one pixel less)", () => {
    const found = widthQueries();
    const points = new Set<number>(Object.values(BREAKPOINTS));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ side, px }) => !points.has(side === 'min' ? px : px + 1)).map(({ file, query }) => `${file}: ${query}`)).toEqual([]);
    // Each declared breakpoint is one the layout uses: 350 and 400 for phones, 601 for small tablets.
    const used = new Set(found.map(({ side, px }) => (side === 'min' ? px : px + 1)));
    expect(Object.values(BREAKPOINTS).filter((px) => !used.has(px))).toEqual([]);
  });
});
