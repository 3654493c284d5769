import { useEffect, useState } from 'react';

/**
 * Settles once the browser has painted what is on screen now: a frame callback runs just before the paint, and
 * a task queued from it runs after. Work the first screen does not show (the welcome check, logging's chunk)
 * waits for it, so that on a phone's few connections it does not queue ahead of the screen's own requests.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** False until the screen this component first rendered in has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => { if (live) setPainted(true); });
    return () => { live = false; };
  }, []);
  return painted;
}
