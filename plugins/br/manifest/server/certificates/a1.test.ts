import { makeTestA1, makeTestCa } from '../testing/a1-certificates';
import { aesGcmSealer } from './sealer';
import { CertificateRefused, readA1 } from './a1';
import { randomBytes } from 'node:crypto';

const CNPJ = '11222333000181';
const ca = makeTestCa();
const good = makeTestA1(ca, { cnpj: CNPJ, name: 'ALFA COMERCIO LTDA' });

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CertificateRefused ? error.code : String(error);
  }
  return 'accepted';
};

describe('reading an A1 on upload', () => {
  it('reads holder, CNPJ, serial, validity, key and chain from a good e-CNPJ', () => {
    const a1 = readA1(good.pfx, good.password, CNPJ, new Date());
    expect(a1).toMatchObject({ holder: 'ALFA COMERCIO LTDA', cnpj: CNPJ });
    expect(a1.keyPem).toContain('BEGIN RSA PRIVATE KEY');
    expect(a1.certPems).toHaveLength(2);
    expect(a1.validUntil > a1.validFrom).toBe(true);
  });

  it('accepts a branch of the same CNPJ root, and a CNPJ named only in the CN', () => {
    expect(readA1(good.pfx, good.password, '11222333000262', new Date()).cnpj).toBe(CNPJ);
    const cnOnly = makeTestA1(ca, { cnpj: CNPJ, cnOnly: true });
    expect(readA1(cnOnly.pfx, cnOnly.password, CNPJ, new Date()).cnpj).toBe(CNPJ);
  });

  it('refuses each problem with its own code', () => {
    const now = new Date();
    expect(refusal(() => readA1(Buffer.from('not a pfx'), 'x', CNPJ, now))).toBe('CERTIFICATE_UNREADABLE');
    expect(refusal(() => readA1(good.pfx, 'wrong password', CNPJ, now))).toBe('CERTIFICATE_PASSWORD_WRONG');
    const expired = makeTestA1(ca, { cnpj: CNPJ, validDays: -3 });
    expect(refusal(() => readA1(expired.pfx, expired.password, CNPJ, now))).toBe('CERTIFICATE_EXPIRED');
    expect(refusal(() => readA1(good.pfx, good.password, '99888777000166', now))).toBe('CERTIFICATE_CNPJ_MISMATCH');
    const noSigning = makeTestA1(ca, { cnpj: CNPJ, noSigning: true });
    expect(refusal(() => readA1(noSigning.pfx, noSigning.password, CNPJ, now))).toBe('CERTIFICATE_KEY_USAGE');
  });
});

describe('sealing at rest', () => {
  it('opens what it sealed for the same context only, and the sealed bytes are not the plain ones', async () => {
    const sealer = aesGcmSealer(randomBytes(32));
    const sealed = await sealer.seal(good.pfx, 'client-1');
    expect(sealed.includes(good.pfx.subarray(0, 64))).toBe(false);
    expect((await sealer.open(sealed, 'client-1')).equals(good.pfx)).toBe(true);
    await expect(sealer.open(sealed, 'client-2')).rejects.toThrow();
  });
});
