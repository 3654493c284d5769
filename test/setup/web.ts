import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The default 1 s for findBy/waitFor is too tight when CI runs every suite at once on two cores;
// a passing wait returns as soon as its condition holds, so only a real failure waits longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // happy-dom keeps the URL between tests, which confuses wouter.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});
