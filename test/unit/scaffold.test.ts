import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEndpoint, addRouteModule } from '../../scripts/new/codemods';
import { addPluginToFeature, addToVariant } from '../../scripts/new/scaffold';
import { childEnv, makeSandbox, type Sandbox } from '../../scripts/new/sandbox';

/**
 * `npm run new`, run for real in a throwaway copy of the repository (scripts/new/sandbox.ts): what it writes,
 * what it changes, what it refuses, and that what it writes type-checks and passes its own tests and the
 * repository's translations and catalog contract tests at once.
 */
// Generous timeouts: each command starts npm and tsx, and the last test type-checks what they wrote, on two shared cores.
describe('npm run new', { timeout: 180_000 }, () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await makeSandbox(process.cwd(), 'portico-scaffold-');
  }, 60_000);
  afterAll(() => sandbox?.remove(), 60_000);

  const npmNew = (...args: string[]) => {
    const result = spawnSync('npm', ['run', '--silent', 'new', '--', ...args], { cwd: sandbox.dir, encoding: 'utf8', env: childEnv() });
    return { status: result.status, out: result.stdout, err: result.stderr };
  };
  const files = (dir: string): string[] =>
    readdirSync(join(sandbox.dir, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(sandbox.dir.length + 1)).sort();

  it('writes a feature and an action, changing nothing else than the new folder, one registry.json entry and one catalog line', async () => {
    const feature = npmNew('acme.timesheets', 'feature');
    expect(feature.status, feature.err).toBe(0);
    const action = npmNew('acme.timesheets/log-hours', 'action');
    expect(action.status, action.err).toBe(0);
    expect(action.out).toContain('http://localhost:8080/actions/timesheets/log-hours');

    expect(sandbox.changes().sort()).toEqual([' M plugins/features.ts', ' M registry.json', '?? plugins/acme/']);
    const numstat = (await sandbox.run('git', ['diff', '--numstat'])).trim().split('\n').sort();
    expect(numstat).toEqual(['1\t0\tplugins/features.ts', '1\t1\tregistry.json']);
    expect(readFileSync(join(sandbox.dir, 'plugins/features.ts'), 'utf8')).toContain("export const acmeTimesheets = lazyFeature('acme.timesheets', () => import('./acme/timesheets/feature'));");
    const registry = JSON.parse(readFileSync(join(sandbox.dir, 'registry.json'), 'utf8'));
    expect(registry.variants.us.plugins.at(-1)).toBe('acme.timesheets');

    // The migration is numbered above every existing one, core's and the features'.
    const migrations = [...files('server/db/migrations'), ...files('plugins').filter((f) => f.includes('/server/migrations/'))]
      .map((f) => f.split('/').at(-1)!).filter((f) => /^\d{4}_/.test(f)).sort();
    expect(migrations.at(-1)).toMatch(/^\d{4}_acme_timesheets\.ts$/);
    expect(migrations.filter((f) => f.slice(0, 4) === migrations.at(-1)!.slice(0, 4))).toHaveLength(1);

    expect(files('plugins/acme').map((f) => f.replace(/\d{4}_/, 'NNNN_'))).toEqual([
      'plugins/acme/timesheets/contract.ts',
      'plugins/acme/timesheets/feature.ts',
      ...['en-au', 'en-ca', 'en-gb', 'en-us', 'es-ar', 'fr-ca', 'nl-nl', 'pt-br'].map((l) => `plugins/acme/timesheets/i18n/${l}.json`),
      'plugins/acme/timesheets/log-hours/LogHours.test.tsx',
      'plugins/acme/timesheets/log-hours/LogHours.tsx',
      'plugins/acme/timesheets/log-hours/manifest.ts',
      'plugins/acme/timesheets/log-hours/timesheets-log-hours.css',
      'plugins/acme/timesheets/server/index.ts',
      'plugins/acme/timesheets/server/migrations/NNNN_acme_timesheets.ts',
      'plugins/acme/timesheets/server/routes.ts',
      'plugins/acme/timesheets/server/seed.ts',
      'plugins/acme/timesheets/server/tables.ts',
      'plugins/acme/timesheets/server/timesheets.test.ts',
    ]);
    const ptBr = JSON.parse(readFileSync(join(sandbox.dir, 'plugins/acme/timesheets/i18n/pt-br.json'), 'utf8'));
    expect(ptBr).toMatchObject({ title: 'Timesheets', sections: { timesheetsSection: 'Timesheets' }, logHours: { title: 'Log hours', add: 'Adicionar registro' } });
  });

  it('refuses bad names, a plugin of a feature that does not exist, and overwriting, leaving the tree as it was', () => {
    const before = sandbox.changes();
    const refusals = [
      [['Acme.timesheets', 'feature'], /lower-case words/],
      [['acme.timesheets/log_hours', 'action'], /lower-case words/],
      [['acme.timesheets/log-hours', 'page'], /one of action, widget, area, dialog/],
      [['acme.payroll/run', 'action'], /Feature acme\.payroll does not exist[\s\S]*npm run new -- acme\.payroll feature/],
      [['acme.timesheets', 'feature'], /exists already/],
      [['acme.timesheets/log-hours', 'widget'], /exists already/],
      [['acme.timesheets'], /Usage/],
      [['route', 'acme.payroll', 'run'], /Feature acme\.payroll does not exist[\s\S]*npm run new -- acme\.payroll feature/],
      [['route', 'acme.timesheets', 'Approve'], /The route name "Approve" must be lower-case words/],
      [['route', 'acme.timesheets', 'approve', '--method', 'FETCH'], /one of GET, POST, PUT, PATCH, DELETE/],
      [['route', 'acme.timesheets', 'entries'], /declares getTimesheetsEntries already/],
      [['route', 'acme.timesheets', 'timesheets', '--method', 'PUT'], /Refusing to overwrite[\s\S]*server\/timesheets\.test\.ts/],
      [['route', 'acme.timesheets'], /Usage/],
    ] as const;
    for (const [args, message] of refusals) {
      const result = npmNew(...args);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.err).toMatch(message);
    }
    expect(sandbox.changes()).toEqual(before);
  });

  it('adds routes to a feature: its declaration, a route module listed in server/index.ts, and a test; refuses the name twice', () => {
    for (const args of [['route', 'acme.timesheets', 'approve-week', '--method', 'POST'], ['route', 'acme.timesheets', 'summary']]) {
      const result = npmNew(...args);
      expect(result.status, result.err).toBe(0);
    }
    const twice = npmNew('route', 'acme.timesheets', 'summary', '--method', 'DELETE');
    expect([twice.status, twice.err]).toEqual([1, expect.stringMatching(/has a route named "summary" already/)]);
    const server = readFileSync(join(sandbox.dir, 'plugins/acme/timesheets/server/index.ts'), 'utf8');
    expect(server).toContain('routes: [timesheetsRoutes, approveWeekRoute, summaryRoute],');
    expect(server).toContain("import { summaryRoute } from './summary';");
    const contract = readFileSync(join(sandbox.dir, 'plugins/acme/timesheets/contract.ts'), 'utf8');
    expect(contract).toContain("  approveWeek: '/api/acme-timesheets/v1/clients/:clientId/approve-week',\n");
    expect(contract).toContain("    method: 'POST', path: TIMESHEETS_API.approveWeek, access: 'session', tags: ['acme-timesheets'],\n");
    expect(contract).toContain('    params: ClientParams, body: ApproveWeekInput, responses: { 201: ApproveWeekAnswer },\n');
    expect(contract).toContain('    params: ClientParams, responses: { 200: SummaryAnswer },\n');
    expect(files('plugins/acme/timesheets/server').filter((f) => /approve-week|summary/.test(f))).toEqual([
      'plugins/acme/timesheets/server/approve-week.test.ts', 'plugins/acme/timesheets/server/approve-week.ts',
      'plugins/acme/timesheets/server/summary.test.ts', 'plugins/acme/timesheets/server/summary.ts',
    ]);
  });

  it('writes a widget, an area and a dialog, and a screen for a feature it did not write', () => {
    for (const [id, kind] of [['acme.timesheets/week', 'widget'], ['acme.timesheets/overview', 'area'], ['acme.timesheets/quick-add', 'dialog'], ['br.protocols/archive', 'action']]) {
      const result = npmNew(id!, kind!);
      expect(result.status, result.err).toBe(0);
    }
    const feature = readFileSync(join(sandbox.dir, 'plugins/acme/timesheets/feature.ts'), 'utf8');
    expect(feature).toContain('plugins: [logHours, week, overview, quickAdd]');
    expect(feature).toContain('dashboardSections: { timesheetsWidgets: { order: 100 } },');
    // br.protocols has a contract of its own, not the generated entries API: its screen is a plain one.
    expect(readFileSync(join(sandbox.dir, 'plugins/br/protocols/archive/Archive.tsx'), 'utf8')).toContain("t('archive.placeholder')");
  });

  it('what it wrote type-checks, and its tests pass with the translations, catalog and import contract tests', async () => {
    // Only what the commands wrote or changed, and what that imports: the rest of the copy is the tree's own
    // code, which npm test's type-check stage checks already (this halves the time).
    const written = execSync('git status --porcelain -uall', { cwd: sandbox.dir, encoding: 'utf8' }).split('\n')
      .map((line) => line.slice(3)).filter((file) => /\.tsx?$/.test(file));
    const declarations = execSync('git ls-files "*.d.ts" "*.d.mts"', { cwd: sandbox.dir, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(written).toEqual(expect.arrayContaining(['plugins/features.ts', 'plugins/acme/timesheets/feature.ts', 'plugins/br/protocols/feature.ts']));
    writeFileSync(join(sandbox.dir, 'tsconfig.written.json'), JSON.stringify({
      extends: './tsconfig.json', include: [...written, ...declarations, 'test/setup'],
    }));
    await sandbox.run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.written.json'], { timeout: 480_000 });
    const tests = [
      'plugins/acme', 'plugins/br/protocols/archive',
      'test/unit/translations.test.ts', 'test/unit/plugin-catalog.contract.test.ts', 'test/unit/import-boundaries.contract.test.ts',
    ];
    const out = await sandbox.run('npx', ['vitest', 'run', '--reporter=json', ...tests], { timeout: 300_000 });
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { numFailedTests: number; numPassedTests: number; testResults: Array<{ name: string }> };
    expect(report.numFailedTests).toBe(0);
    const ran = report.testResults.map((r) => r.name.slice(sandbox.dir.length + 1)).sort();
    expect(ran).toEqual(expect.arrayContaining([
      'plugins/acme/timesheets/log-hours/LogHours.test.tsx', 'plugins/acme/timesheets/server/timesheets.test.ts',
      'plugins/acme/timesheets/week/Week.test.tsx', 'plugins/acme/timesheets/overview/Overview.test.tsx',
      'plugins/acme/timesheets/quick-add/QuickAdd.test.tsx', 'plugins/br/protocols/archive/Archive.test.tsx',
      'plugins/acme/timesheets/server/approve-week.test.ts', 'plugins/acme/timesheets/server/summary.test.ts',
    ]));
    expect(existsSync(join(process.cwd(), 'plugins/acme'))).toBe(false);
  }, 800_000);
});

describe('npm run new edits a list by one entry, in its own layout', () => {
  it('adds to registry.json on the variant\'s line', () => {
    const source = '{\n  "variants": {\n    "us": {\n      "plugins": ["a.b", "c.d"]\n    },\n    "br": { "extends": "us", "plugins": [] }\n  }\n}\n';
    expect(addToVariant(source, 'us', 'acme.x')).toBe(source.replace('"c.d"]', '"c.d", "acme.x"]'));
    expect(addToVariant(source, 'br', 'acme.x')).toBe(source.replace('"plugins": [] }', '"plugins": ["acme.x"] }'));
    const multiline = '{ "variants": { "us": { "plugins": [\n  "a.b",\n  "c.d"\n] } } }';
    expect(addToVariant(multiline, 'us', 'acme.x')).toBe('{ "variants": { "us": { "plugins": [\n  "a.b",\n  "c.d",\n  "acme.x"\n] } } }');
    expect(() => addToVariant(source, 'eu', 'acme.x')).toThrow(/no variant "eu" \(known: us, br\)/);
  });

  it("adds a plugin to feature.ts's imports and plugins list", () => {
    const inline = "import { defineFeature } from 'k';\nimport area from './manifest';\n\nexport default defineFeature({ id: 'a.b', plugins: [area] });\n";
    expect(addPluginToFeature(inline, 'more', './more/manifest')).toBe(
      "import { defineFeature } from 'k';\nimport area from './manifest';\nimport more from './more/manifest';\n\nexport default defineFeature({ id: 'a.b', plugins: [area, more] });\n",
    );
    const multiline = "import x from './x/manifest';\n/** about area */\ndefineFeature({\n  plugins: [\n    x,\n  ],\n});\n";
    expect(addPluginToFeature(multiline, 'area', './area/manifest')).toBe(
      "import x from './x/manifest';\nimport area from './area/manifest';\n/** about area */\ndefineFeature({\n  plugins: [\n    x,\n    area\n  ],\n});\n",
    );
    expect(() => addPluginToFeature(inline, 'area', './area/manifest')).toThrow(/already uses the name "area"/);
  });

  it('adds an operation to contract.ts in its layout: path, schemas before ENDPOINTS, imports, declaration', () => {
    const source = [
      "import { Type } from '@sinclair/typebox';",
      "import { ClientParams } from '@portico/contract/common';",
      '',
      "export const X_API = { list: '/api/x/v1/list' } as const;",
      '',
      '/** The table. */',
      'export const ENDPOINTS = defineEndpoints({',
      "  getList: { method: 'GET', path: X_API.list, access: 'session', tags: ['x'], summary: 's', responses: { 200: Type.Null() } },",
      '});',
      '',
    ].join('\n');
    const edited = addEndpoint(source, {
      operationId: 'postX', pathTable: 'X_API', pathKey: 'more', path: '/api/x/v1/more', defaultTag: 'none',
      schemas: [{ name: 'MoreInput', text: 'export const MoreInput = Input({});' }],
      imports: { '@portico/contract/common': ['ClientParams', 'Input'], '@sinclair/typebox': ['Type'] },
      entry: "{ method: 'POST', path: __path__, tags: __tags__ }",
    });
    expect(edited).toBe([
      "import { Type } from '@sinclair/typebox';",
      "import { ClientParams, Input } from '@portico/contract/common';",
      '',
      "export const X_API = { list: '/api/x/v1/list', more: '/api/x/v1/more' } as const;",
      '',
      'export const MoreInput = Input({});',
      '',
      '/** The table. */',
      'export const ENDPOINTS = defineEndpoints({',
      "  getList: { method: 'GET', path: X_API.list, access: 'session', tags: ['x'], summary: 's', responses: { 200: Type.Null() } },",
      "  postX: { method: 'POST', path: X_API.more, tags: ['x'] },",
      '});',
      '',
    ].join('\n'));
    expect(() => addEndpoint(edited, { operationId: 'postX', pathTable: 'X_API', pathKey: 'other', path: '/p', defaultTag: 'x', schemas: [], imports: {}, entry: '{}' }))
      .toThrow(/declares postX already/);
    expect(() => addEndpoint('export const ENDPOINTS = {};\n', { operationId: 'a', pathTable: 'X', pathKey: 'a', path: '/a', defaultTag: 'x', schemas: [], imports: {}, entry: '{}' }))
      .toThrow(/has no "export const ENDPOINTS = defineEndpoints/);
  });

  it("adds a route module to server/index.ts's routes, whatever their form", () => {
    const head = "import { defineServerFeature } from '@portico/plugin-server';\n";
    const add = (body: string) => addRouteModule(`${head}export default defineServerFeature({ id: 'a.b'${body} });\n`, 'moreRoute', './more');
    const expected = (body: string) => `${head}import { moreRoute } from './more';\nexport default defineServerFeature({ id: 'a.b'${body} });\n`;
    expect(add(', routes: bRoutes')).toBe(expected(', routes: [bRoutes, moreRoute]'));
    expect(add(', routes: [one, two]')).toBe(expected(', routes: [one, two, moreRoute]'));
    expect(add(', routes')).toBe(expected(', routes: [routes, moreRoute]'));
    expect(add('')).toBe(expected(', routes: moreRoute'));
    expect(() => addRouteModule(`${head}export default 1;\n`, 'moreRoute', './more')).toThrow(/has no "defineServerFeature/);
    expect(() => addRouteModule(`${expected('')}`, 'moreRoute', './more')).toThrow(/has a "moreRoute" already/);
  });
});
