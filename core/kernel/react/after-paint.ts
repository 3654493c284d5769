import { useEffect } from 'react';
import type { Kernel } from '@portico/kernel/kernel';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useSettled } from '@portico/kernel/react/use-settled';
import { tracked } from '@portico/kernel/settled';
import { TOKENS } from '@portico/kernel/tokens';
import { nextTask } from '../next-task';

/**
 * Settles once the browser has painted what is on screen now: a frame callback runs just before the paint, and
 * a task queued from it runs after.
 */
function afterPaint(): Promise<void> {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);
}

/** Per portal (keyed by its session store, the same for the entry and every plugin's view of the kernel). */
const firstScreens = new WeakMap<object, { shown: Promise<void>; mark: () => void }>();

function firstScreen(kernel: Kernel) {
  const key = kernel.get(TOKENS.Session);
  let screen = firstScreens.get(key);
  if (!screen) {
    let mark: () => void = () => {};
    const shown = tracked(new Promise<void>((resolve) => { mark = resolve; }));
    screen = { shown, mark };
    firstScreens.set(key, screen);
  }
  return screen;
}

/**
 * Settles once the portal's first screen has painted (FirstScreenMark), and at once from then on. Work the first
 * screen does not show (the contact, the welcome check, logging's chunk) waits for it, so that on a phone's six
 * connections it does not queue ahead of the screen's own requests.
 */
export function firstScreenShown(kernel: Kernel): Promise<void> {
  // Each waiter goes on in a task of its own: run together, their starts made one long task after the paint.
  return firstScreen(kernel).shown.then(nextTask);
}

/** firstScreenShown in a component: false until the first screen has painted, true from the first render after. */
export function useFirstScreenShown(): boolean {
  return useSettled(firstScreen(useKernel()).shown) !== undefined;
}

/** Rendered once at the portal's root: its first commit is the first screen (the entry renders it complete). */
export function FirstScreenMark(): null {
  const kernel = useKernel();
  useEffect(() => {
    void afterPaint().then(firstScreen(kernel).mark);
  }, [kernel]);
  return null;
}
