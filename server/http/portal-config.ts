import fs from 'node:fs';
import { resolveVariant, validateRegistryFile } from '@portico/kernel/registry-file';
import { DEFAULT_TIME_ZONE, PORTAL_CONFIG_ELEMENT_ID, type PortalConfig } from '@portico/contract/portal-config';
import type { ServerConfig } from '../config';

/** Resolves registry.json for the configured variant; an invalid file stops the server at start. */
export function loadPortalConfig(config: ServerConfig): PortalConfig {
  let raw: string;
  try {
    raw = fs.readFileSync(config.registryFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { variant: config.variant, plugins: [], flags: {}, shell: {}, timeZone: DEFAULT_TIME_ZONE, version: config.version, production: config.production };
  }
  const resolved = resolveVariant(validateRegistryFile(JSON.parse(raw)), config.variant);
  return { ...resolved, version: config.version, production: config.production };
}

/** Embeds the config as inert JSON (no script runs, so the CSP needs no exception). */
export function injectPortalConfig(html: string, portalConfig: PortalConfig): string {
  const json = JSON.stringify(portalConfig).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const tag = `<script id="${PORTAL_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}\n</head>`) : `${tag}\n${html}`;
}
