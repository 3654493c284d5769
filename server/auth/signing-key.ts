import fs from 'node:fs/promises';
import path from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK, type JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from '../config';

export const SIGNING_ALG = 'ES256';
export const KEY_FILE = 'signing-key.json';

export interface SigningKeys {
  /** The first key of the set signs. */
  privateKey: CryptoKey;
  kid: string;
  /** Every key of the set verifies, chosen by the token's `kid`: a retired key's tokens live out their time. */
  verifyKey: JWTVerifyGetKey;
}

/**
 * The configured key set (PORTICO_SIGNING_KEYS), the same on every instance; without one, outside production
 * only, the data directory's generated key. Production refuses to start without it: keys generated per
 * instance would make a session from one instance a 401 on the next.
 */
export async function signingKeysOf(config: Pick<ServerConfig, 'signingKeys' | 'production' | 'dataDir'>): Promise<SigningKeys> {
  if (config.signingKeys !== undefined) return keySetOf(privateJwks(config.signingKeys));
  if (config.production) {
    throw new Error('PORTICO_SIGNING_KEYS is required in production (NODE_ENV=production): set it to the key set every '
      + 'instance signs with ({"keys":[ES256 private JWKs with a kid]}, or the path of a file holding it; npm run keys makes one)');
  }
  return loadOrCreateSigningKeys(config.dataDir);
}

/** The ES256 key pair generated once and kept in the data directory (mode 600), so tokens survive restarts. */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(dataDir, KEY_FILE);
  let jwk: JWK;
  try {
    jwk = JSON.parse(await fs.readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    jwk = await newSigningJwk();
    await fs.mkdir(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(jwk), { mode: 0o600 });
    await fs.rename(tmp, file);
  }
  return keySetOf([{ ...jwk, kid: jwk.kid ?? 'default' }]);
}

/** A fresh private signing JWK with its `kid`, as PORTICO_SIGNING_KEYS holds them. */
export async function newSigningJwk(): Promise<JWK> {
  const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
  return { ...(await exportJWK(pair.privateKey)), alg: SIGNING_ALG, kid: crypto.randomUUID() };
}

function privateJwks(value: unknown): JWK[] {
  const keys = (value as { keys?: unknown } | null)?.keys;
  const problem = !Array.isArray(keys) || keys.length === 0 ? 'it holds no "keys"'
    : keys.some((k: JWK) => typeof k?.kid !== 'string' || !k.kid || k.kty !== 'EC' || k.crv !== 'P-256' || !k.d) ? 'every key must be an EC P-256 private JWK with a "kid"'
      : new Set(keys.map((k: JWK) => k.kid)).size !== keys.length ? 'two keys share a "kid"' : undefined;
  if (problem) throw new Error(`PORTICO_SIGNING_KEYS: ${problem}`);
  return keys as JWK[];
}

async function keySetOf(jwks: JWK[]): Promise<SigningKeys> {
  const signer = jwks[0]!;
  const publicKeys = jwks.map(({ d: _private, ...publicJwk }) => ({ ...publicJwk, alg: SIGNING_ALG }));
  return {
    privateKey: (await importJWK({ ...signer, alg: SIGNING_ALG }, SIGNING_ALG)) as CryptoKey,
    kid: signer.kid!,
    verifyKey: createLocalJWKSet({ keys: publicKeys }),
  };
}
