import assert from 'node:assert/strict';
import { join } from 'node:path';
import { makeSandbox } from '../../scripts/new/sandbox';
import { startServer, type BrowserSuite, type RunningServer } from './harness';

/**
 * What `npm run new` writes works in the real portal: in a throwaway copy of the repository it generates a
 * feature (route, table, migration, seed) and an action, builds that copy, starts its server and opens the
 * action in Chromium, which shows the demo entry the feature's seed put in its table, through its own route,
 * and keeps an entry added through the form across a reload.
 */
const suite: BrowserSuite = async ({ browser, signIn, test, artifactsDir }) => {
  const sandbox = makeSandbox(process.cwd(), 'portico-browser-scaffold-');
  let server: RunningServer | undefined;
  try {
    sandbox.run('node', ['--import', 'tsx', 'scripts/new.ts', 'acme.timesheets', 'feature']);
    sandbox.run('node', ['--import', 'tsx', 'scripts/new.ts', 'acme.timesheets/log-hours', 'action']);
    sandbox.run('npx', ['rollup', '-c', '--silent']);
    // The harness starts `server/main.ts` of the working directory: the copy's, with its dist/ and registry.json.
    const home = process.cwd();
    process.chdir(sandbox.dir);
    try {
      server = await startServer({ variant: 'us' });
    } finally {
      process.chdir(home);
    }
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
