import type { Browser } from 'playwright-core';
import { launchChromium } from '@portico/test/support/chromium';

export async function launchBenchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await launchChromium();
  return { browser, close: async () => (await browser.close(), browser.cleanupProfile()) };
}
