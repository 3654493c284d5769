import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { ICP_CNPJ_OID } from '../certificates/a1';

/**
 * Test certificates in ICP-Brasil's shape, made at test time: a test CA (the stand-in of the ICP-Brasil chain)
 * and e-CNPJ A1 certificates it issues, with the CNPJ in the CN ("NAME:CNPJ") and in the 2.16.76.1.3.3 otherName.
 */
export interface TestCa {
  certPem: string;
  keyPem: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

export interface TestA1 {
  pfx: Buffer;
  password: string;
  certPem: string;
  keyPem: string;
}

const DAY_MS = 86_400_000;
let serial = 1;
const nextSerial = () => `0${(Date.now() * 1000 + serial++).toString(16)}`;

/** RSA 2048 by Node's crypto (forge's own generator takes seconds), as forge keys. */
export function testKeys(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}
const keys = testKeys;

export function makeTestCa(name = 'AC Portico Teste RFB v5'): TestCa {
  const { privateKey, publicKey } = keys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = nextSerial();
  cert.validity.notBefore = new Date(Date.now() - 3650 * DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS);
  const subject = [{ name: 'countryName', value: 'BR' }, { name: 'organizationName', value: 'ICP-Brasil' }, { name: 'commonName', value: name }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }]);
  cert.sign(privateKey, forge.md.sha256.create());
  return { cert, key: privateKey, certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(privateKey) };
}

/** The subjectAltName of an e-CNPJ: otherName 2.16.76.1.3.3 holding the CNPJ as an OCTET STRING. */
function icpAltNames(cnpj: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(ICP_CNPJ_OID).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj)]),
  ]);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]);
}

export interface A1Options {
  cnpj: string;
  name?: string;
  password?: string;
  /** Days from now: negative for an expired certificate. */
  validDays?: number;
  /** Without digitalSignature (a certificate that may not sign). */
  noSigning?: boolean;
  /** Only the CN names the CNPJ (no otherName). */
  cnOnly?: boolean;
}

/** An e-CNPJ A1 the CA issues, as the PFX a firm uploads (3DES, as ICP-Brasil's issuers export them). */
export function makeTestA1(ca: TestCa, options: A1Options): TestA1 {
  const password = options.password ?? 'senha-do-a1';
  const validDays = options.validDays ?? 365;
  const { privateKey, publicKey } = keys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = nextSerial();
  cert.validity.notBefore = new Date(Date.now() - (validDays < 0 ? 400 : 1) * DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + validDays * DAY_MS);
  cert.setSubject([
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'ICP-Brasil' },
    { shortName: 'OU', value: 'Certificado PJ A1' },
    { name: 'commonName', value: `${options.name ?? 'EMPRESA TESTE LTDA'}:${options.cnpj}` },
  ]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    options.noSigning
      ? { name: 'keyUsage', keyEncipherment: true }
      : { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    ...(options.cnOnly ? [] : [{ id: '2.5.29.17', value: icpAltNames(options.cnpj) }]),
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert, ca.cert], password, { algorithm: '3des' });
  return {
    pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    password,
    certPem: forge.pki.certificateToPem(cert),
    keyPem: forge.pki.privateKeyToPem(privateKey),
  };
}
