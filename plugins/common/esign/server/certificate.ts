import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** The portal's signing certificate: a PKCS#12 and its passphrase. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
}

/**
 * The certificate the portal signs with: PORTICO_SIGNING_P12 (a file) with PORTICO_SIGNING_P12_PASSPHRASE when set;
 * otherwise one made on the first start and kept in the data folder (demo and tests; never in the repository).
 */
export function loadSigningCertificate(dataDir: string, env: NodeJS.ProcessEnv = process.env): SigningCertificate {
  if (env.PORTICO_SIGNING_P12) return { p12: fs.readFileSync(env.PORTICO_SIGNING_P12), passphrase: env.PORTICO_SIGNING_P12_PASSPHRASE ?? '' };
  const dir = path.join(dataDir, 'signing');
  const file = path.join(dir, 'portal-signing.p12');
  const secret = path.join(dir, 'portal-signing.pass');
  if (fs.existsSync(file) && fs.existsSync(secret)) return { p12: fs.readFileSync(file), passphrase: fs.readFileSync(secret, 'utf8') };
  const made = makeSelfSignedP12('Portico demo signing');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(secret, made.passphrase, { mode: 0o600 });
  fs.writeFileSync(file, made.p12, { mode: 0o600 });
  return made;
}

/** A self-signed RSA certificate for document signing, ten years valid, as a PKCS#12 (the key made by Node, fast). */
export function makeSelfSignedP12(commonName: string): SigningCertificate {
  const { privateKey: pem } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: commonName }, { name: 'organizationName', value: 'Portico' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}
