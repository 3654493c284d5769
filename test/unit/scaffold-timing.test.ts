import { expect, it } from 'vitest';
import { measure, report } from '../../scripts/new/measure';

/**
 * The scaffold's promise, measured (scripts/new/measure.ts): an action with a route and a table, and one more
 * route, written into a throwaway copy of the repository, pass their generated tests. It prints the files and
 * folders touched and the seconds from the first command to the passing tests.
 */
it('writes an action with a route and a table and one more route, whose tests pass; prints what it touched and the seconds', () => {
  const m = measure(process.cwd());
  console.log(report(m));
  expect(m.tests).toMatchObject({ failed: 0, files: [
    'plugins/acme/timesheets/log-hours/LogHours.test.tsx',
    'plugins/acme/timesheets/server/approve-week.test.ts',
    'plugins/acme/timesheets/server/timesheets.test.ts',
  ] });
  expect(m.tests.passed).toBeGreaterThanOrEqual(10);
  expect(m.files.changed).toEqual(['plugins/features.ts', 'registry.json']);
  expect(m.files.added.every((f) => f.startsWith('plugins/acme/timesheets/'))).toBe(true);
  expect(m.folders.created[0]).toBe('plugins/acme');
}, 400_000);
