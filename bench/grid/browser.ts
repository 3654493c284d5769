import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../../test/support/chromium';

/**
 * The shared launcher, or, while it passes --user-data-dir (which playwright-core 1.65 refuses in
 * `launch`), the same headless flags without a profile argument (Playwright then uses a temporary profile).
 */
export async function launchBenchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  try {
    const browser = await launchChromium();
    return { browser, close: async () => (await browser.close(), browser.cleanupProfile()) };
  } catch (error) {
    if (!String(error).includes('userDataDir')) throw error;
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    return { browser, close: () => browser.close() };
  }
}
