import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import selfsigned from 'selfsigned';

/** A self-signed certificate for localhost and 127.0.0.1, and where its PEM files are (for PORTICO_TLS_*). */
export interface TestCertificate {
  cert: string;
  certFile: string;
  keyFile: string;
  /** Base64 SHA-256 of its public key: Chromium trusts it with `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
}

let made: Promise<TestCertificate> | undefined;

/** One per process: the HTTPS servers of a test run or a bench share it, so a browser trusts all of them. */
export function testCertificate(): Promise<TestCertificate> {
  made ??= (async () => {
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256' });
    const dir = mkdtempSync(join(tmpdir(), 'portico-tls-'));
    const certFile = join(dir, 'cert.pem');
    const keyFile = join(dir, 'key.pem');
    writeFileSync(certFile, pems.cert);
    writeFileSync(keyFile, pems.private, { mode: 0o600 });
    const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
    return { cert: pems.cert, certFile, keyFile, spkiHash: createHash('sha256').update(spki).digest('base64') };
  })();
  return made;
}
