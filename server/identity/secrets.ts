import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { ServerConfig } from '../config';

const SECRETS_FILE = 'identity-secrets.json';

/** Secrets of the sign-in layer: the same on every instance (PORTICO_IDENTITY_SECRETS), else generated in development. */
export interface IdentitySecrets {
  /** Encrypts the sign-in transaction cookie (state, nonce, PKCE verifier). */
  transactionKey: Uint8Array;
  /** Embedded provider: its ID-token signing keys (the first signs, all verify), cookie keys and the portal client's secret. */
  providerJwks: JWK[];
  providerCookieKeys: string[];
  embeddedClientSecret: string;
}

/** PORTICO_IDENTITY_SECRETS, as `npm run keys` prints it and the development file holds it. */
interface StoredSecrets {
  transactionKey: string;
  providerJwks: JWK[];
  providerCookieKeys: string[];
  embeddedClientSecret: string;
}

/**
 * The configured secrets; without them, outside production only, the data directory's generated ones (mode
 * 600). Production refuses to start without them: per-instance secrets break every sign-in that moves between
 * instances.
 */
export async function identitySecretsOf(config: Pick<ServerConfig, 'identitySecrets' | 'production' | 'dataDir'>): Promise<IdentitySecrets> {
  if (config.identitySecrets !== undefined) return decoded(checked(config.identitySecrets));
  if (config.production) {
    throw new Error('PORTICO_IDENTITY_SECRETS is required in production (NODE_ENV=production): set it to the sign-in '
      + 'secrets every instance shares (JSON, or the path of a file holding it; npm run keys makes them)');
  }
  return decoded(await loadOrCreate(config.dataDir));
}

export async function newIdentitySecrets(): Promise<StoredSecrets> {
  const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return {
    transactionKey: randomBytes(32).toString('base64url'),
    providerJwks: [{ ...(await exportJWK(pair.privateKey)), alg: 'RS256', use: 'sig', kid: crypto.randomUUID() }],
    providerCookieKeys: [randomBytes(32).toString('base64url')],
    embeddedClientSecret: randomBytes(32).toString('base64url'),
  };
}

async function loadOrCreate(dataDir: string): Promise<StoredSecrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  try {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as StoredSecrets & { providerJwk?: JWK };
    // Files written before key sets held one key.
    return stored.providerJwk ? { ...stored, providerJwks: [stored.providerJwk] } : stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const stored = await newIdentitySecrets();
  await fs.mkdir(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(stored), { mode: 0o600 });
  await fs.rename(tmp, file);
  return stored;
}

function checked(value: unknown): StoredSecrets {
  const v = (value ?? {}) as Partial<StoredSecrets>;
  const key = typeof v.transactionKey === 'string' ? Buffer.from(v.transactionKey, 'base64url') : undefined;
  const problem = key?.length !== 32 ? '"transactionKey" must be 32 bytes, base64url'
    : !Array.isArray(v.providerJwks) || v.providerJwks.length === 0 || v.providerJwks.some((k) => !k?.kid || !k.d)
      ? '"providerJwks" must list private JWKs, each with a "kid"'
      : !Array.isArray(v.providerCookieKeys) || v.providerCookieKeys.length === 0 || v.providerCookieKeys.some((k) => typeof k !== 'string' || !k)
        ? '"providerCookieKeys" must list strings'
        : typeof v.embeddedClientSecret !== 'string' || !v.embeddedClientSecret ? '"embeddedClientSecret" must be a string' : undefined;
  if (problem) throw new Error(`PORTICO_IDENTITY_SECRETS: ${problem}`);
  return v as StoredSecrets;
}

const decoded = (stored: StoredSecrets): IdentitySecrets => ({ ...stored, transactionKey: Buffer.from(stored.transactionKey, 'base64url') });
