import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from './testing/test-server';
import { runSeeds } from './seed/index';
import type { SeedStep } from './seed/seed-context';
import { defineServerFeature, ServerFeatureError } from './kit/feature';
import {
  allMigrations, discoverFeatures, FeatureConflictError, FeatureIdMismatchError, featureModules, FeatureNotEnabledError, featureSet,
  isFeatureEnabled, MissingServerFeatureError, pluginIdsOfFeatures,
} from './features';
import { coreMigrations } from './db/migrations/index';
import { loadConfig } from './config';

const BOXE_COMPANIES = '/api/boxe/v1/companies';
const rootDir = loadConfig().rootDir;
const executedMigrations = async (server: TestServer) =>
  (await server.ctx.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute())
    .map((r) => (r as { name: string }).name);

describe('feature discovery', () => {
  it('finds every plugins/<ns>/<name>/server/index.ts, each the feature its folder names', async () => {
    const features = await discoverFeatures(rootDir);
    expect(features.map((f) => f.id)).toEqual(featureModules(rootDir).map((m) => m.id));
    expect(features.map((f) => f.id)).toEqual(expect.arrayContaining([
      'br.boxe', 'br.cnd', 'br.manifest', 'br.news', 'br.protocols', 'br.reports', 'br.service-requests', 'br.kit',
      'common.documents', 'common.help', 'common.support',
    ]));
  });

  it('keeps the released migration names, core\'s and the features\', in order', async () => {
    const names = Object.keys(allMigrations(await discoverFeatures(rootDir)));
    expect(names).toEqual(expect.arrayContaining([
      '0001_core', '0002_documents', '0101_br_files_logging', '0102_br_boxe', '0103_br_cnd', '0104_br_manifest', '0105_br_news',
      '0106_br_service_requests', '0107_br_reports_protocols', '0108_documents_list_version', '0109_session_families', '0110_br_protocols',
      '0121_core_support', '0122_br_support_logs_moved',
    ]));
    expect(names).toEqual([...names].sort());
  });

  it('names a feature whose id is not its folder, and a module without a feature', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-features-'));
    try {
      const kit = pathToFileURL(path.join(rootDir, 'server/kit/feature.ts')).href;
      const write = (folder: string, source: string) => {
        fs.mkdirSync(path.join(root, 'plugins', folder, 'server'), { recursive: true });
        fs.writeFileSync(path.join(root, 'plugins', folder, 'server', 'index.ts'), source);
      };
      write('acme/ledger', `import { defineServerFeature } from '${kit}';\nexport default defineServerFeature({ id: 'acme.books' });\n`);
      await expect(discoverFeatures(root)).rejects.toThrow(FeatureIdMismatchError);
      await expect(discoverFeatures(root)).rejects.toThrow(/plugins\/acme\/ledger\/server\/index\.ts defines feature "acme\.books", but its folder makes it "acme\.ledger"/);
      fs.rmSync(path.join(root, 'plugins', 'acme', 'ledger'), { recursive: true });
      write('acme/journal', 'export const routes = [];\n');
      await expect(discoverFeatures(root)).rejects.toThrow(MissingServerFeatureError);
      await expect(discoverFeatures(root)).rejects.toThrow(/plugins\/acme\/journal\/server\/index\.ts must `export default defineServerFeature\(\{ id: 'acme\.journal'/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a migration name or a table that two features claim, and seed steps outside the feature', () => {
    const a = defineServerFeature({ id: 'acme.a', migrations: { '0500_acme': coreMigrations['0001_core']! }, tables: ['acme_rows'] });
    const b = defineServerFeature({ id: 'acme.b', migrations: { '0500_acme': coreMigrations['0001_core']! } });
    expect(() => allMigrations([a, b])).toThrow(new FeatureConflictError('Migration "0500_acme" of acme.b is also acme.a\'s: names must be unique'));
    expect(() => allMigrations([defineServerFeature({ id: 'acme.c', migrations: { '0001_core': coreMigrations['0001_core']! } })]))
      .toThrow(/Migration "0001_core" of acme.c is also core's/);
    expect(() => allMigrations([a, defineServerFeature({ id: 'acme.d', tables: ['acme_rows'] })])).toThrow(/Table "acme_rows" is claimed by acme.a and acme.d/);
    const step: SeedStep = { name: 'acme.b/demo', run: async () => undefined };
    expect(() => defineServerFeature({ id: 'acme.a', seed: step })).toThrow(new ServerFeatureError('Feature acme.a: seed step "acme.b/demo" must be named "acme.a/<step>"'));
    expect(() => defineServerFeature({ id: 'Acme' })).toThrow(/Feature id "Acme" is not "<namespace>.<name>"/);
  });

  it('enables a feature named whole or through one of its plugins', () => {
    expect(isFeatureEnabled('br.boxe', ['br.boxe'])).toBe(true);
    expect(isFeatureEnabled('br.boxe', ['br.boxe/nfe-storage'])).toBe(true);
    expect(isFeatureEnabled('br.boxe', ['br.boxes', 'br.boxe-extra/x', 'common.documents'])).toBe(false);
    const help = defineServerFeature({ id: 'common.help', seed: { name: 'common.help/demo', run: async () => undefined } });
    const boxe = defineServerFeature({ id: 'br.boxe', seed: { name: 'br.boxe/demo', run: async () => undefined } });
    const set = featureSet([boxe, help], ['common.help']);
    expect([set.enabled.map((f) => f.id), set.seedSteps.map((s) => s.name)]).toEqual([['common.help'], ['core/demo', 'core/demo-firm-staff', 'common.help/demo']]);
  });

  it('serves only the named features to a test, each with all of its plugins; one the variant lacks stops the start', () => {
    const variant = ['common.documents/area', 'common.documents', 'br.tax-calendar/widget', 'br.boxe', 'br.boxes'];
    expect(pluginIdsOfFeatures(['common.documents', 'br.tax-calendar'], variant, 'br')).toEqual(['common.documents/area', 'common.documents', 'br.tax-calendar/widget']);
    expect(pluginIdsOfFeatures(['br.boxe'], variant, 'br')).toEqual(['br.boxe']);
    expect(() => pluginIdsOfFeatures(['br.cnd'], variant, 'br')).toThrow(FeatureNotEnabledError);
    expect(() => pluginIdsOfFeatures(['br.cnd'], variant, 'br')).toThrow(/"br.cnd" is not enabled in variant "br"/);
  });
});

describe('variants', () => {
  let us: TestServer;
  let br: TestServer;
  beforeAll(async () => {
    [us, br] = await Promise.all([startTestServer({ config: { variant: 'us' } }), startTestServer({ config: { variant: 'br' } })]);
  });
  afterAll(async () => { await Promise.all([us?.stop(), br?.stop()]); });

  const get = async (server: TestServer, url: string, signedIn: boolean) => server.app.inject({
    method: 'GET', url,
    headers: signedIn ? { authorization: authorizationHeader((await server.ctx.sessions.create(await server.userId('joao@contabil.example'))).token) } : {},
  });

  it('serves the Box-E API with br only: us answers 404 signed in and 401 without a session', async () => {
    const [usSignedIn, usAnonymous, brSignedIn, brAnonymous] = await Promise.all([
      get(us, BOXE_COMPANIES, true), get(us, BOXE_COMPANIES, false), get(br, BOXE_COMPANIES, true), get(br, BOXE_COMPANIES, false),
    ]);
    expect([usSignedIn.statusCode, usSignedIn.json().code]).toEqual([404, 'NOT_FOUND']);
    expect([usAnonymous.statusCode, usAnonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect([brSignedIn.statusCode, brSignedIn.json()]).toEqual([200, expect.objectContaining({ enabled: true })]);
    expect(brAnonymous.statusCode).toBe(401);
  });

  it('runs the same migrations for both, so the schema does not depend on the variant', async () => {
    const [usNames, brNames] = await Promise.all([executedMigrations(us), executedMigrations(br)]);
    expect(usNames).toEqual(brNames);
    expect(usNames).toEqual(Object.keys(us.features.migrations));
    expect(usNames).toContain('0102_br_boxe');
  });

  it('seeds only the enabled features, each in its own recorded step', async () => {
    const steps = async (server: TestServer) => (await server.ctx.db.selectFrom('seedRuns').select('name').orderBy('name').execute()).map((r) => r.name);
    // Each variant runs core's steps and one per feature it enables, and nothing of the others (a feature a firm
    // adds to us, e.g. with npm run new, shows in both lists; the Brazilian ones only in br's).
    const expected = (server: TestServer) => ['core/demo', 'core/demo-firm-staff', ...server.features.enabled.flatMap((f) => f.seed.map((step) => step.name))].sort();
    expect(await steps(us)).toEqual(expected(us));
    expect(await steps(br)).toEqual(expected(br));
    expect(await steps(us)).toEqual(expect.arrayContaining(['core/demo', 'common.documents/demo']));
    expect((await steps(us)).filter((name) => name.startsWith('br.'))).toEqual([]);
    expect(await steps(br)).toEqual(expect.arrayContaining([
      'br.boxe/demo', 'br.cnd/demo', 'br.manifest/demo', 'br.news/demo', 'br.protocols/filings', 'br.reports/demo',
      'br.service-requests/demo', 'common.documents/demo', 'core/demo',
    ]));
  });

  it('seeds a feature enabled later on an existing database, once', async () => {
    // The us database lacks the Brazilian rows; the br feature set's steps add exactly those.
    const brSteps = featureSet(br.features.all, br.features.enabled.map((f) => f.id)).seedSteps;
    expect(await runSeeds(us.ctx.db, us.ctx.blobs, brSteps)).toEqual(brSteps.map((s) => s.name).filter((n) => n.startsWith('br.')));
    expect(await runSeeds(us.ctx.db, us.ctx.blobs, brSteps)).toEqual([]);
  });

  it('describes every enabled feature path in the OpenAPI document, and no disabled one', async () => {
    const paths = async (server: TestServer) => Object.keys((await server.app.inject({ url: API.openApi })).json().paths as object);
    const [usPaths, brPaths] = await Promise.all([paths(us), paths(br)]);
    const toOpenApi = (p: string) => p.replace(/:([A-Za-z]+)/g, '{$1}');
    const contracts = await Promise.all(featureModules(rootDir).map(async (m) => {
      const file = path.join(rootDir, path.dirname(path.dirname(m.file)), 'contract.ts');
      const exports = fs.existsSync(file) ? await import(pathToFileURL(file).href) as Record<string, unknown> : {};
      const paths = Object.entries(exports).filter(([name]) => name.endsWith('_API')).flatMap(([, table]) => Object.values(table as object) as string[]);
      return { id: m.id, paths: paths.map(toOpenApi) };
    }));
    const pathsOf = (server: TestServer, enabled: boolean) => contracts
      .filter((c) => server.features.enabled.some((f) => f.id === c.id) === enabled).flatMap((c) => c.paths);
    // The 30 Brazilian paths of spec 001 at least.
    expect(pathsOf(br, true).length).toBeGreaterThanOrEqual(30);
    expect(pathsOf(br, true).filter((p) => !brPaths.includes(p))).toEqual([]);
    expect(pathsOf(us, false).length).toBeGreaterThanOrEqual(30);
    expect(usPaths.filter((p) => pathsOf(us, false).includes(p))).toEqual([]);
    expect(pathsOf(us, true).filter((p) => !usPaths.includes(p))).toEqual([]);
  });
});

describe('seed steps', () => {
  it('records a step that an earlier step already covered without running it', async () => {
    const server = await startTestServer({ config: { variant: 'br' }, seed: false });
    try {
      const ran: string[] = [];
      const step = (name: string, supersedes?: string[]): SeedStep => ({ name, supersedes, run: async () => { ran.push(name); } });
      await server.ctx.db.insertInto('seedRuns').values({ name: 'br-demo', ranAt: new Date().toISOString() }).execute();
      expect(await runSeeds(server.ctx.db, server.ctx.blobs, [step('br.boxe/demo', ['br-demo']), step('br.new/demo')])).toEqual(['br.new/demo']);
      expect(ran).toEqual(['br.new/demo']);
      const recorded = (await server.ctx.db.selectFrom('seedRuns').select('name').orderBy('name').execute()).map((r) => r.name);
      expect(recorded).toEqual(['br-demo', 'br.boxe/demo', 'br.new/demo']);
    } finally {
      await server.stop();
    }
  });
});
