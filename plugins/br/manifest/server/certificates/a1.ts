import forge from 'node-forge';
import type { CertificateErrorCode } from '../../certificate-errors';

export class CertificateRefused extends Error {
  constructor(readonly code: CertificateErrorCode, message: string) {
    super(message);
  }
}

/** ICP-Brasil's otherName holding a legal entity's CNPJ in an e-CNPJ (DOC-ICP-04, 2.16.76.1.3.3). */
export const ICP_CNPJ_OID = '2.16.76.1.3.3';

/** What an A1 holds once read: its public facts, and the key and chain the portal signs and connects with. */
export interface A1Certificate {
  holder: string;
  cnpj: string;
  serialNumber: string;
  validFrom: string;
  validUntil: string;
  /** The certificate's private key, unencrypted PEM: only ever stored sealed. */
  keyPem: string;
  /** The holder's certificate first, then the chain the PFX carried. */
  certPems: string[];
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The CNPJ of an e-CNPJ: the 2.16.76.1.3.3 otherName of its subjectAltName, else the CN's "NAME:CNPJ". */
function cnpjOf(cert: forge.pki.Certificate): string | null {
  const san = cert.getExtension('subjectAltName') as { altNames?: Array<{ type: number; value: unknown }> } | undefined;
  for (const name of san?.altNames ?? []) {
    if (name.type !== 0 || !Array.isArray(name.value)) continue;
    const [oid, wrapped] = name.value as forge.asn1.Asn1[];
    if (!oid || forge.asn1.derToOid(oid.value as string) !== ICP_CNPJ_OID) continue;
    const inner = Array.isArray(wrapped?.value) ? (wrapped.value[0] as forge.asn1.Asn1 | undefined) : undefined;
    const digits = typeof inner?.value === 'string' ? digitsOf(inner.value) : '';
    if (digits.length === 14) return digits;
  }
  const cn = String(cert.subject.getField('CN')?.value ?? '');
  const tail = /:(\d{14})$/.exec(cn.trim());
  return tail ? tail[1]! : null;
}

/** The holder's name as the CN carries it, without the ":CNPJ" tail. */
const holderOf = (cert: forge.pki.Certificate) => String(cert.subject.getField('CN')?.value ?? '').replace(/:\d{14}$/, '').trim();

/**
 * Reads a PFX with its password and checks what signing and connecting for `companyCnpj` need: a private key,
 * valid today, the company's CNPJ root (its first 8 digits: the head office and branches share it), and the
 * digitalSignature key usage. Throws CertificateRefused with the first reason it finds.
 */
export function readA1(pfx: Buffer, password: string, companyCnpj: string, now: Date): A1Certificate {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  } catch {
    throw new CertificateRefused('CERTIFICATE_UNREADABLE', 'The file is not a PKCS#12 (PFX) certificate');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    if (/invalid password|mac could not be verified/i.test(String((error as Error).message))) {
      throw new CertificateRefused('CERTIFICATE_PASSWORD_WRONG', 'The password does not open this certificate');
    }
    throw new CertificateRefused('CERTIFICATE_UNREADABLE', 'The file is not a PKCS#12 (PFX) certificate');
  }
  const keyBag = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ].find((bag) => bag.key);
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
    .map((bag) => bag.cert).filter((c): c is forge.pki.Certificate => !!c);
  if (!keyBag?.key) throw new CertificateRefused('CERTIFICATE_NO_KEY', 'The file holds no private key');
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  // The holder's certificate is the one whose public key is the private key's.
  const holder = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!holder) throw new CertificateRefused('CERTIFICATE_NO_KEY', 'The file holds no certificate for its private key');

  if (now > holder.validity.notAfter) throw new CertificateRefused('CERTIFICATE_EXPIRED', `The certificate expired on ${holder.validity.notAfter.toISOString().slice(0, 10)}`);
  if (now < holder.validity.notBefore) throw new CertificateRefused('CERTIFICATE_NOT_YET_VALID', 'The certificate is not valid yet');
  const cnpj = cnpjOf(holder);
  if (!cnpj) throw new CertificateRefused('CERTIFICATE_NO_CNPJ', 'The certificate names no CNPJ: it is not an e-CNPJ');
  if (cnpj.slice(0, 8) !== digitsOf(companyCnpj).slice(0, 8)) {
    throw new CertificateRefused('CERTIFICATE_CNPJ_MISMATCH', "The certificate belongs to another company's CNPJ");
  }
  const usage = holder.getExtension('keyUsage') as { digitalSignature?: boolean } | undefined;
  if (!usage?.digitalSignature) throw new CertificateRefused('CERTIFICATE_KEY_USAGE', 'The certificate may not sign (no digitalSignature key usage)');

  return {
    holder: holderOf(holder),
    cnpj,
    serialNumber: holder.serialNumber.toUpperCase(),
    validFrom: holder.validity.notBefore.toISOString().slice(0, 10),
    validUntil: holder.validity.notAfter.toISOString().slice(0, 10),
    keyPem: forge.pki.privateKeyToPem(key),
    certPems: [holder, ...certs.filter((c) => c !== holder)].map((c) => forge.pki.certificateToPem(c)),
  };
}
