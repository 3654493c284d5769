import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { ServerConfig } from '../config';
import { isOn } from '../settings';
import { NOT_BUILT_MESSAGE } from '../http/portal-static';

/** `npm start` builds the portal once when dist/index.html is missing (PORTICO_SKIP_BUILD=1 skips). */
export function buildPortalIfMissing(config: ServerConfig): void {
  if (isOn(config.settings.PORTICO_SKIP_BUILD) || fs.existsSync(path.join(config.distDir, 'index.html'))) return;
  if (!fs.existsSync(path.join(config.rootDir, 'rollup.config.mjs'))) {
    console.warn(`[portico] ${NOT_BUILT_MESSAGE}`);
    return;
  }
  console.log('[portico] dist/index.html is missing: building the portal (npx rollup -c) ...');
  const result = spawnSync('npx', ['rollup', '-c'], { cwd: config.rootDir, stdio: 'inherit' });
  if (result.status !== 0) console.warn(`[portico] The build failed; the API still runs. ${NOT_BUILT_MESSAGE}`);
}
