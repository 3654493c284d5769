import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoPdf } from '@portico/plugin-server';
import { makeSelfSignedP12 } from './certificate';
import { sha256, signPdf } from './pades';

const texts = {
  title: 'Signature record', document: 'Document', hashBefore: 'SHA-256 before signing', signer: 'Signer',
  signedAt: 'Signed at', address: 'IP address', userAgent: 'Browser', statement: 'Signed electronically through Portico.',
};
const signer = { name: 'Maria Souza', email: 'maria@acme.example', typedName: 'Maria Souza', signedAt: '2026-12-02T06:00:00.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 test' };

describe('PAdES signing', () => {
  it('signs so that pdfsig finds the signature valid over the whole file, and a changed byte fails it; the audit page names the signer and the hash', async () => {
    const original = demoPdf('engagement.pdf');
    const signed = await signPdf(original, { name: 'engagement.pdf', signers: [signer], texts, reason: 'Signed by Maria Souza' }, makeSelfSignedP12('Test signing'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esign-'));
    const file = path.join(dir, 'signed.pdf');
    fs.writeFileSync(file, signed);
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toMatch(/Total document signed/);
    expect(report).toContain('ETSI.CAdES.detached');
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Maria Souza <maria@acme.example>');
    expect(text).toContain(sha256(original));
    expect(text).toContain('203.0.113.7');

    // One byte inside the signed range, changed where the file still parses.
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('/Type /Page');
    expect(at).toBeGreaterThan(0);
    tampered[at + 1] = 0x74; // /type: the file parses, its digest differs
    const broken = path.join(dir, 'tampered.pdf');
    fs.writeFileSync(broken, tampered);
    const after = spawnSync('pdfsig', [broken], { encoding: 'utf8' }).stdout;
    expect(after).not.toContain('Signature is Valid.');
    expect(after).toMatch(/Digest Mismatch|Signature is Invalid/);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
