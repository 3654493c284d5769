import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Kernel } from '@portico/kernel/kernel';
import { startPlatform, withRuntimeChecks } from '../platform/start';
import { App } from './App';

export { preloadSignedInScreens } from './App';

/**
 * The portal's React tree. The entry (plugins/main.tsx) loads this module as it starts, beside its own work
 * (the session requests, the features, the translations) and renders it once those are ready, so the entry
 * carries no screen code; the page preloads this chunk with the entry (rollup.config.mjs htmlPage).
 */
export function renderPortal(kernel: Kernel): void {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser (about 5 ms each), where a plain render was one
  // long task on a phone; the static splash stays up until the tree commits.
  startTransition(() => root.render(withRuntimeChecks(<App kernel={kernel} />)));
  void startPlatform(); // the service worker (production builds), once the first screen has loaded
}
