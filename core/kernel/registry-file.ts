import { DEFAULT_TIME_ZONE, SHELL_OPTION_KEYS, type EnabledPlugin, type ShellOptions } from '@portico/contract/portal-config';
import { featureOfEntry, resolveChain } from './variant-chain.mjs';

/**
 * registry.json: what each regional variant enables. An entry is a feature id ("br.boxe": every plugin of
 * the feature) or a plugin id ("br.boxe/nfe-storage": that plugin, with its own config if given).
 */
export interface RegistryFile {
  variants: Record<string, VariantEntry>;
}
export interface VariantEntry {
  extends?: string;
  plugins: Array<string | { id: string; config?: Record<string, unknown> }>;
  flags?: Record<string, boolean>;
  shell?: ShellOptions;
  /** The IANA time zone of the variant's firms ("America/Sao_Paulo") where a firm set none. */
  timeZone?: string;
}
export interface ResolvedVariant {
  variant: string;
  /** The entries as written: feature or plugin ids, with their config. */
  plugins: EnabledPlugin[];
  /** Every feature the variant enables wholly or in part (the server registers these features' routes and seed). */
  features: string[];
  flags: Record<string, boolean>;
  shell: ShellOptions;
  timeZone: string;
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class RegistryFileError extends Error {
  override name = 'RegistryFileError';
}

const PLUGIN_ID = /^[a-z0-9-]+(\.[a-z0-9-]+)*\/[a-z0-9-]+$/;
const FEATURE_ID = /^[a-z0-9-]+\.[a-z0-9-]+$/;

/** Checks registry.json's shape; every problem is reported with its JSON path. */
export function validateRegistryFile(input: unknown): RegistryFile {
  const problems: string[] = [];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(input) || !isObject(input.variants)) {
    throw new RegistryFileError('registry.json: "variants" must be an object of variant name -> { plugins: [...] }');
  }
  for (const [name, entry] of Object.entries(input.variants)) {
    const at = `variants.${name}`;
    if (!isObject(entry)) { problems.push(`${at} must be an object`); continue; }
    for (const key of Object.keys(entry)) {
      if (!['extends', 'plugins', 'flags', 'shell', 'timeZone'].includes(key)) problems.push(`${at}.${key} is not a known property`);
    }
    if (entry.extends !== undefined && (typeof entry.extends !== 'string' || !(entry.extends in input.variants))) {
      problems.push(`${at}.extends names an unknown variant "${String(entry.extends)}"`);
    }
    if (entry.timeZone !== undefined && (typeof entry.timeZone !== 'string' || !isTimeZone(entry.timeZone))) {
      problems.push(`${at}.timeZone is not a time zone like "America/Sao_Paulo"`);
    }
    if (!Array.isArray(entry.plugins)) problems.push(`${at}.plugins must be an array`);
    else entry.plugins.forEach((p, i) => {
      const id = typeof p === 'string' ? p : isObject(p) ? p.id : undefined;
      if (typeof id !== 'string' || !(PLUGIN_ID.test(id) || FEATURE_ID.test(id))) {
        problems.push(`${at}.plugins[${i}] is not a plugin id like "common.home/area" nor a feature id like "br.boxe"`);
      }
      if (isObject(p) && p.config !== undefined && !isObject(p.config)) problems.push(`${at}.plugins[${i}].config must be an object`);
    });
    for (const [field, known] of [['flags', null], ['shell', SHELL_OPTION_KEYS]] as const) {
      const values = entry[field];
      if (values === undefined) continue;
      if (!isObject(values)) { problems.push(`${at}.${field} must be an object`); continue; }
      for (const [name, value] of Object.entries(values)) {
        if (known && !(known as readonly string[]).includes(name)) problems.push(`${at}.${field}.${name} is not a known option`);
        else if (typeof value !== 'boolean') problems.push(`${at}.${field}.${name} must be a boolean`);
      }
    }
  }
  if (problems.length) throw new RegistryFileError(`registry.json is invalid:\n- ${problems.join('\n- ')}`);
  return input as unknown as RegistryFile;
}

/** Flattens a variant and the variants it extends; a later entry's config and flags win. */
export function resolveVariant(file: RegistryFile, variant: string): ResolvedVariant {
  const { chain, plugins } = resolveChain(file.variants, variant, (message) => {
    throw new RegistryFileError(message);
  });
  const flags: Record<string, boolean> = {};
  const shell: ShellOptions = {};
  let timeZone = DEFAULT_TIME_ZONE;
  for (const entry of chain) {
    Object.assign(flags, entry.flags);
    Object.assign(shell, entry.shell);
    timeZone = entry.timeZone ?? timeZone;
  }
  return { variant, plugins, features: [...new Set(plugins.map((p) => featureOfEntry(p.id)))], flags, shell, timeZone };
}
