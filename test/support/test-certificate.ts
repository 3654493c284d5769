import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Where the run's certificate is: set by the first process that makes it, so the processes it starts reuse it. */
const DIR_VARIABLE = 'PORTICO_TEST_TLS_DIR';

let made: Promise<TestCertificate> | undefined;

/**
 * One per run: the HTTPS servers of a test run or a bench share it, so a browser trusts all of them, and a
 * process the run starts (PORTICO_TEST_TLS_DIR) finds the same one.
 */
export function testCertificate(): Promise<TestCertificate> {
  made ??= (async () => {
    const known = process.env[DIR_VARIABLE];
    const dir = known && existsSync(join(known, 'cert.pem')) ? known : mkdtempSync(join(tmpdir(), 'portico-tls-'));
    const certFile = join(dir, 'cert.pem');
    const keyFile = join(dir, 'key.pem');
    if (dir !== known) {
      const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256' });
      writeFileSync(keyFile, pems.private, { mode: 0o600 });
      writeFileSync(certFile, pems.cert);
      process.env[DIR_VARIABLE] = dir;
      // The process that made it outlives the ones it starts (the browser runner waits for its restarted self).
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    }
    const cert = readFileSync(certFile, 'utf8');
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { cert, certFile, keyFile, spkiHash: createHash('sha256').update(spki).digest('base64') };
  })();
  return made;
}
