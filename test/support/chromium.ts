import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { testCertificate } from './test-certificate';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags this closed network needs (background networking off, no sandbox as root). The address bar's web
 * popups stay unloaded: each new tab would otherwise load them in a renderer of their own, seconds of work that
 * shares the machine's two cores with the page under test (Lighthouse's figures measured it with the page's own).
 */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Trusts the test certificate (test-certificate.ts) that HTTPS servers of a run use, as a real certificate: no
 * warning page, the HTTP cache and service workers work as they would for a firm's own certificate.
 */
async function trustTestCertificate(): Promise<string> {
  return `--ignore-certificate-errors-spki-list=${(await testCertificate()).spkiHash}`;
}

function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run scripts/install-system-tools.sh`);
  }
}

/** Launches Debian's Chromium headless through Playwright, with CHROMIUM_FLAGS and a fresh profile directory. */
export async function launchChromium(): Promise<Browser & { cleanupProfile(): void }> {
  checkChromium();
  const profile = mkdtempSync(join(tmpdir(), 'portico-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, await trustTestCertificate()],
    // playwright refuses --user-data-dir on launch(); a fresh profile comes from its own temp dir per launch.
    env: { ...process.env, HOME: profile },
  });
  return Object.assign(browser, { cleanupProfile: () => rmSync(profile, { recursive: true, force: true }) });
}

/**
 * The same Chromium started on its own, reachable only through its DevTools port: what a measurement needs
 * when nothing but the measuring tool may be attached to the page (a Playwright connection attaches to every
 * tab and has the page report its network and console events to it). Connect over CDP for set-up, and close
 * that connection before measuring: the browser stays.
 */
export async function spawnChromium(cdpPort: number): Promise<{ stop(): Promise<void> }> {
  checkChromium();
  const profile = mkdtempSync(join(tmpdir(), 'portico-chromium-'));
  // A process group of its own: Debian's /usr/bin/chromium is a shell script, and the browser its child.
  const child = spawn(CHROMIUM_PATH, ['--headless', ...CHROMIUM_FLAGS, await trustTestCertificate(), `--remote-debugging-port=${cdpPort}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  for (let tries = 0; ; tries++) {
    if (await fetch(`http://127.0.0.1:${cdpPort}/json/version`).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null || tries > 100) throw new Error(`Chromium did not open its DevTools port ${cdpPort}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
