import 'reflect-metadata';
import { afterAll, vi } from 'vitest';

// The server project runs its files one after another in the same worker (isolate: false): a file that
// stopped mid-test must not leave its fake clock or stubbed environment to the next one.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});
