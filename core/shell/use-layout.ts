import { useEffect, useState } from 'react';

/**
 * Breakpoints of spec 000 §9 (px). Core's stylesheets switch only at these, as `min-width: N` or `max-width: N-1`
 * (use-layout.test.tsx reads them): 350 and 400 the phone's layout (390 px falls under 400), 601 small tablets and
 * the icon-only header buttons, 750 the linked accounts, 960 the full header and navigation.
 */
export const BREAKPOINTS = { xs: 350, sm: 400, md: 601, lg: 750, xl: 960 } as const;
/** Under 960 px the lower header turns sticky once the page scrolled this far. */
export const STICKY_AFTER_PX = 30;

export function useMediaQuery(query: string): boolean {
  const get = () => globalThis.matchMedia?.(query).matches ?? false;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    // No read here: the first render has read it, and a read while the first screen commits forces a style pass.
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** True under 960 px once the window scrolled past 30 px. */
export function useStickyHeader(): boolean {
  const narrow = !useMediaQuery(`(min-width: ${BREAKPOINTS.xl}px)`);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // A page starts at the top; a restored scroll position arrives as a scroll event. Reading scrollY while the
    // first screen commits would force a layout.
    const update = () => setScrolled(window.scrollY > STICKY_AFTER_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return narrow && scrolled;
}
