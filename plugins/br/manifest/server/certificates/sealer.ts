import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals secrets at rest. The portal's implementation is AES-256-GCM with a key from the configuration; a KMS
 * (envelope encryption) implements the same two calls. `context` is bound to the ciphertext (the row's client),
 * so sealed bytes copied to another row do not open.
 */
export interface SecretSealer {
  seal(plain: Buffer, context: string): Promise<Buffer>;
  open(sealed: Buffer, context: string): Promise<Buffer>;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: version byte, 96-bit random IV, 128-bit tag, ciphertext; the context is the additional data. */
export function aesGcmSealer(key: Buffer): SecretSealer {
  if (key.length !== 32) throw new Error('The certificate key must be 32 bytes (AES-256)');
  return {
    async seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    async open(sealed, context) {
      if (sealed[0] !== VERSION) throw new Error('Unknown sealed format');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}

/**
 * The sealer of the server's configuration: PORTICO_CERTIFICATE_KEY (32 bytes, base64). Outside production,
 * absent means a key generated once into the data directory; in production it is required (null: uploads refused).
 */
export function configuredSealer(settings: { PORTICO_CERTIFICATE_KEY?: string }, dataDir: string, production: boolean): SecretSealer | null {
  const configured = settings.PORTICO_CERTIFICATE_KEY;
  if (configured) return aesGcmSealer(Buffer.from(configured, 'base64'));
  if (production) return null;
  const file = path.join(dataDir, 'certificate-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance sharing the data directory wrote it first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return aesGcmSealer(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
}
