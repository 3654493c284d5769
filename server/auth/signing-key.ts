import fs from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export const SIGNING_ALG = 'ES256';
export const KEY_FILE = 'signing-key.json';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  kid: string;
}

/** The ES256 key pair is generated once and kept in the data directory (mode 600), so tokens survive restarts. */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(dataDir, KEY_FILE);
  let jwk: JWK;
  try {
    jwk = JSON.parse(await fs.readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
    jwk = { ...(await exportJWK(pair.privateKey)), alg: SIGNING_ALG, kid: crypto.randomUUID() };
    await fs.mkdir(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(jwk), { mode: 0o600 });
    await fs.rename(tmp, file);
  }
  const { d: _private, ...publicJwk } = jwk;
  return {
    privateKey: (await importJWK(jwk, SIGNING_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
    kid: jwk.kid ?? 'default',
  };
}
