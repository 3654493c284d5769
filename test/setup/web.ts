import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // happy-dom keeps the URL between tests, which confuses wouter.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});
