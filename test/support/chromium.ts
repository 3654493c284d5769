import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches Debian's Chromium headless with the flags this closed network needs
 * (background networking off, no sandbox as root) and a fresh profile directory. The address bar's web popups
 * stay unloaded: each new tab would otherwise load them in a renderer of their own, seconds of work that shares
 * the machine's two cores with the page under test (Lighthouse's figures measured it with the page's own).
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser & { cleanupProfile(): void }> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run scripts/install-chromium.sh`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'portico-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ...extraArgs,
    ],
    // playwright refuses --user-data-dir on launch(); a fresh profile comes from its own temp dir per launch.
    env: { ...process.env, HOME: profile },
  });
  return Object.assign(browser, { cleanupProfile: () => rmSync(profile, { recursive: true, force: true }) });
}
