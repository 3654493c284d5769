import assert from 'node:assert/strict';
import { basename, join } from 'node:path';
import { makeSandbox, type Sandbox } from '../../scripts/new/sandbox';
import { prewarmServer, startServer, type BrowserSuite, type Preparation, type RunningServer, type ServerOptions } from './harness';

/**
 * What `npm run new` writes works in the real portal: in a throwaway copy of the repository it generates a
 * feature (route, table, migration, seed) and an action, builds that copy, starts its server and opens the
 * action in Chromium, which shows the demo entry the feature's seed put in its table, through its own route,
 * and keeps an entry added through the form across a reload.
 */

/** The copy's server: its server/main.ts, with its dist/ and registry.json. */
const copyServer = (sandbox: Sandbox): ServerOptions => ({ variant: 'us', cwd: sandbox.dir });

/** The copy with the feature and action generated and built, and its server starting (a spare the suite takes). */
async function generateAndBuild(): Promise<Sandbox> {
  const sandbox = await makeSandbox(process.cwd(), 'portico-browser-scaffold-');
  try {
    await sandbox.run('node', ['--import', 'tsx', 'scripts/new.ts', 'acme.timesheets', 'feature']);
    await sandbox.run('node', ['--import', 'tsx', 'scripts/new.ts', 'acme.timesheets/log-hours', 'action']);
    // Five minutes: it builds beside the files that run meanwhile, on two shared cores.
    await sandbox.run('npx', ['rollup', '-c', '--silent'], { timeout: 300_000 });
    // Seeded and started as startServer would; stopped after the file if the suite did not take it (harness.ts).
    prewarmServer(copyServer(sandbox), basename(import.meta.filename));
    return sandbox;
  } catch (error) {
    sandbox.remove();
    throw error;
  }
}

let prepared: Promise<Sandbox> | undefined;
/** Started ahead by the runner (Preparation, harness.ts); the suite awaits the same one and removes the copy. */
export const prepare: Preparation<Sandbox> = () => (prepared ??= generateAndBuild());

const suite: BrowserSuite = async ({ browser, signIn, test, artifactsDir }) => {
  const sandbox = await prepare();
  let server: RunningServer | undefined;
  try {
    server = await startServer(copyServer(sandbox));
    const { baseUrl } = server;

    await test('a generated action opens in the portal and lists the entry its seed wrote, from its own route', async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signIn(page, 'maria@acme.example', undefined, baseUrl);
      await page.goto(`${baseUrl}/actions`);
      await page.getByRole('heading', { name: 'Timesheets' }).waitFor();
      const answer = page.waitForResponse((r) => /\/api\/acme-timesheets\/v1\/clients\/[^/]+\/entries$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET');
      await page.getByRole('link', { name: 'Log hours' }).click();
      await page.waitForURL(`${baseUrl}/actions/timesheets/log-hours`);
      await page.getByRole('heading', { name: 'Log hours', level: 1 }).waitFor();
      const listed = (await (await answer).json()) as { items: Array<{ description: string }> };
      assert.equal(listed.items.length, 1);
      assert.match(listed.items[0]!.description, /^Demo entry for /);
      await page.getByRole('cell', { name: listed.items[0]!.description }).waitFor();

      await page.getByLabel('Description').fill('Entry from the browser');
      await page.getByLabel('Quantity').fill('4');
      await page.getByRole('button', { name: 'Add entry' }).click();
      await page.getByRole('cell', { name: 'Entry from the browser' }).waitFor();
      await page.reload();
      await page.getByRole('cell', { name: 'Entry from the browser' }).waitFor();
      await page.getByRole('cell', { name: listed.items[0]!.description }).waitFor();
      await page.screenshot({ path: join(artifactsDir, 'scaffold-log-hours.png'), fullPage: true });
      await page.close();
    });
  } finally {
    await server?.stop();
    sandbox.remove();
  }
};

export default suite;
