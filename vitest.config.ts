import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { importAliases } from './scripts/aliases.mjs';

// The servers the tests start, and the processes they start, commit to SQLite without syncing the disk at each
// commit (PORTICO_SQLITE_SYNCHRONOUS, server/config.ts): their data is thrown away, and on a shared disk a sync took
// about 9 ms, paid by every request that writes. Set here, so the global set-up, the workers and their children
// all inherit it; a caller's own value wins.
process.env.PORTICO_SQLITE_SYNCHRONOUS ??= 'NORMAL';

// Unit and component tests. The browser suite (test/browser) and server suites run through their own projects;
// the cluster project (test/cluster) starts PostgreSQL, an S3 server and server processes of its own.
export default defineConfig({
  resolve: { alias: importAliases() },
  // tsyringe uses legacy (experimental) decorators; tsconfig.json enables them and oxc follows it.
  test: {
    globals: true,
    // Vitest keeps a core for itself (cores − 1 workers): on two cores that is one worker while the main process
    // idles, and the tests spend much of their time waiting on servers and child processes. At least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['core/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
          // A feature's server module is tested by the server project.
          exclude: [...configDefaults.exclude, 'plugins/*/*/server/**'],
          setupFiles: ['test/setup/web.ts'],
          // One module graph and window per worker rather than per file: half the project's time. What a file
          // leaves behind (timers, window listeners) is undone at its end (test/support/file-leftovers.ts).
          isolate: false,
          // Room for a waiting assertion (5 s, test/setup/web.ts) to fail with its own message.
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'plugins/**/server/**/*.test.ts'],
          setupFiles: ['test/setup/server.ts'],
          globalSetup: ['test/setup/server-templates.ts'],
          // Loading the module graph again for every file was most of the project's CPU time. Each file still
          // gets its own server, data directory and database (server/testing/test-server.ts).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes over PostgreSQL and an S3 bucket (npm run test:cluster; a stage of npm test).
          name: 'cluster',
          environment: 'node',
          include: ['test/cluster/**/*.test.ts'],
          setupFiles: ['test/setup/server.ts'],
          testTimeout: 120000,
        },
      },
    ],
  },
});
