import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

const SECRETS_FILE = 'identity-secrets.json';

/** Secrets of the sign-in layer, generated once per data directory (mode 600) so restarts keep sign-ins valid. */
export interface IdentitySecrets {
  /** Encrypts the sign-in transaction cookie (state, nonce, PKCE verifier). */
  transactionKey: Uint8Array;
  /** Embedded provider: its ID-token signing key, cookie keys and the portal client's secret. */
  providerJwk: JWK;
  providerCookieKeys: string[];
  embeddedClientSecret: string;
}

interface StoredSecrets {
  transactionKey: string;
  providerJwk: JWK;
  providerCookieKeys: string[];
  embeddedClientSecret: string;
}

export async function loadOrCreateIdentitySecrets(dataDir: string): Promise<IdentitySecrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(await fs.readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    stored = {
      transactionKey: randomBytes(32).toString('base64url'),
      providerJwk: { ...(await exportJWK(pair.privateKey)), alg: 'RS256', use: 'sig', kid: crypto.randomUUID() },
      providerCookieKeys: [randomBytes(32).toString('base64url')],
      embeddedClientSecret: randomBytes(32).toString('base64url'),
    };
    await fs.mkdir(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(stored), { mode: 0o600 });
    await fs.rename(tmp, file);
  }
  return { ...stored, transactionKey: Buffer.from(stored.transactionKey, 'base64url') };
}
