import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetFileLeftovers, recordFileLeftovers, trackFileLeftovers } from '../support/file-leftovers';

// The default 1 s for findBy/waitFor is too tight when CI runs every suite at once on two cores;
// a passing wait returns as soon as its condition holds, so only a real failure waits longer.
configure({ asyncUtilTimeout: 5000 });

// The web project shares one module graph and window between the files of a worker (isolate: false,
// vitest.config.ts): what a file leaves running must not reach the next one.
trackFileLeftovers();
beforeAll(recordFileLeftovers);

afterEach(() => {
  cleanup();
  // happy-dom keeps the URL between tests, which confuses wouter.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(forgetFileLeftovers);
