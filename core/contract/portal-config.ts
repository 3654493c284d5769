/**
 * What the server tells the browser about the running variant. The server resolves registry.json for
 * PORTICO_VARIANT and embeds this as JSON in index.html (<script id="portico-config" type="application/json">),
 * so the kernel registers only the enabled plugins and never downloads the others.
 */
export interface EnabledPlugin {
  /** A feature id ("br.boxe": all its plugins) or a plugin id ("br.boxe/nfe-storage"). */
  id: string;
  /** Per-plugin configuration from registry.json, handed to the plugin's authorize/load context. */
  config?: Record<string, unknown>;
}

/** Configuration hide options of spec 000 §6 / 001 §6, set per variant in registry.json. */
export interface ShellOptions {
  hideHelpDropdown?: boolean;
  hideReportIssue?: boolean;
  hideAccountInfoDetails?: boolean;
}
export const SHELL_OPTION_KEYS = ['hideHelpDropdown', 'hideReportIssue', 'hideAccountInfoDetails'] as const;

/** The product's name: what the portal calls itself where no firm is known (before any sign-in on this browser). */
export const PRODUCT_NAME = 'Client Center';

/** The time zone of a variant that names none, nor any it extends. */
export const DEFAULT_TIME_ZONE = 'UTC';

export interface PortalConfig {
  variant: string;
  /** registry.json's entries for the variant; the kernel resolves feature ids against the build's catalog. */
  plugins: EnabledPlugin[];
  /** The features enabled wholly or in part (derived from `plugins`; the server uses it). */
  features?: string[];
  /** Feature-flag defaults of the variant (flag id -> value). */
  flags: Record<string, boolean>;
  shell: ShellOptions;
  /** The time zone of the variant's firms where a firm set none (registry.json `timeZone`, else UTC). */
  timeZone?: string;
  /** Build version shown in diagnostics. */
  version: string;
  /** Whether the server runs in production mode (service worker, strictness). */
  production: boolean;
}

export const PORTAL_CONFIG_ELEMENT_ID = 'portico-config';
