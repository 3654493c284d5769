import { REGIONAL_LOGOUT_PATHS } from '@portico/contract/api-paths';

/**
 * Which identity provider a portal signs in at (spec 000 §7, §9): the production or the non-production host by
 * the portal's own hostname, the client id by its regional domain and the language, and the regional path the
 * provider's logout returns to. Pure, so the server (which is the relying party) and tests share it.
 */

/** Non-production portals' hostnames start with one of these, or with a digit (an IP address). */
const NON_PRODUCTION_PREFIXES = ['ci', 'demo', 'qed', 'localhost', 'lab', 'qa', 'sat'] as const;

export type IdentityEnvironment = 'production' | 'non-production';

/** The spec's rule, literally "starts with": qa-portal.firm.com and 10.0.0.5 are non-production, portal.firm.com is not. */
export function identityEnvironment(hostname: string): IdentityEnvironment {
  const host = hostname.toLowerCase().replace(/^\[/, '');
  if (/^\d/.test(host) || host.startsWith('::')) return 'non-production';
  return NON_PRODUCTION_PREFIXES.some((prefix) => host.startsWith(prefix)) ? 'non-production' : 'production';
}

/** The regions that have a client id of their own: the regional domains, split by language where the spec splits them. */
export const IDENTITY_REGIONS = ['us', 'ar', 'br-en', 'br-pt', 'uk', 'ca-en', 'ca-fr'] as const;
export type IdentityRegion = (typeof IDENTITY_REGIONS)[number];

/** .com.ar; .com.br in English or Portuguese; .co.uk; .ca in French or English; any other domain is the US one. */
export function identityRegion(hostname: string, language: string): IdentityRegion {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const lang = language.toLowerCase();
  if (host.endsWith('.com.ar')) return 'ar';
  if (host.endsWith('.com.br')) return lang.startsWith('pt') ? 'br-pt' : 'br-en';
  if (host.endsWith('.co.uk')) return 'uk';
  if (host.endsWith('.ca')) return lang.startsWith('fr') ? 'ca-fr' : 'ca-en';
  return 'us';
}

type RegionalLogoutPath = (typeof REGIONAL_LOGOUT_PATHS)[number];

const LOGOUT_PATH_OF: Record<IdentityRegion, RegionalLogoutPath> = {
  us: '/clientcenter/en/us/auth/logout',
  ar: '/clientcenter/es/auth/logout',
  'br-en': '/clientcenter/en/us/auth/logout',
  'br-pt': '/clientcenter/pt/auth/logout',
  uk: '/clientcenter/en/gb/auth/logout',
  'ca-en': '/clientcenter/en/ca/auth/logout',
  'ca-fr': '/clientcenter/fr/auth/logout',
};

/** The regional logout return path (spec 000 §2) of a region. */
export const regionalLogoutPath = (region: IdentityRegion): RegionalLogoutPath => LOGOUT_PATH_OF[region];

/** What a deployment configures: one issuer per environment, a default client id and optional regional ones. */
export interface IdentityHosts {
  issuers: Record<IdentityEnvironment, string>;
  clientIds: { default: string } & Partial<Record<IdentityRegion, string>>;
}

export interface IdentityChoice {
  environment: IdentityEnvironment;
  region: IdentityRegion;
  issuerUrl: string;
  clientId: string;
  logoutPath: RegionalLogoutPath;
}

/** The provider, client id and logout path for a portal at `hostname` signing in a user in `language`. */
export function chooseIdentityProvider(hosts: IdentityHosts, hostname: string, language: string): IdentityChoice {
  const environment = identityEnvironment(hostname);
  const region = identityRegion(hostname, language);
  return {
    environment,
    region,
    issuerUrl: hosts.issuers[environment],
    clientId: hosts.clientIds[region] ?? hosts.clientIds.default,
    logoutPath: regionalLogoutPath(region),
  };
}

/**
 * Reads regional client ids from JSON (`{"br-pt": "…", "ca-fr": "…"}`); an unknown region or a non-string id is
 * an error naming it, so a typo in the deployment's configuration stops the server instead of signing in wrongly.
 */
export function parseRegionalClientIds(json: string | undefined): Partial<Record<IdentityRegion, string>> {
  if (!json?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('CLIENT_IDS is not JSON (expected e.g. {"br-pt": "portal-br"})');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('CLIENT_IDS must be a JSON object');
  const ids: Partial<Record<IdentityRegion, string>> = {};
  for (const [region, id] of Object.entries(value)) {
    if (!(IDENTITY_REGIONS as readonly string[]).includes(region)) {
      throw new Error(`CLIENT_IDS names an unknown region "${region}" (known: ${IDENTITY_REGIONS.join(', ')})`);
    }
    if (typeof id !== 'string' || !id.trim()) throw new Error(`CLIENT_IDS["${region}"] must be a non-empty string`);
    ids[region as IdentityRegion] = id.trim();
  }
  return ids;
}
