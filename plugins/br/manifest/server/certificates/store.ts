import type { A1Certificate } from './a1';
import type { SecretSealer } from './sealer';
import type { ManifestDb } from '../tables';

/** What signing and mutual TLS need of a client's A1. */
export interface A1Signer {
  keyPem: string;
  /** The holder's certificate first, then its chain. */
  certPems: string[];
  validUntil: string;
}

/** Bound into the ciphertext, so a sealed key copied to another client's row does not open. */
const contextOf = (clientId: string) => `br.manifest/a1/${clientId}`;

/** Keeps a client's A1: the facts in the clear (the lists show them), the key and chain sealed; replaces the last one. */
export async function saveCertificate(db: ManifestDb, sealer: SecretSealer, clientId: string, a1: A1Certificate, userId: string, now: Date) {
  const sealedKey = await sealer.seal(Buffer.from(JSON.stringify({ keyPem: a1.keyPem, certPems: a1.certPems }), 'utf8'), contextOf(clientId));
  const row = {
    holder: a1.holder, cnpj: a1.cnpj, serialNumber: a1.serialNumber, validFrom: a1.validFrom, validUntil: a1.validUntil,
    sealedKey, uploadedAt: now.toISOString(), uploadedBy: userId,
  };
  await db.insertInto('brManifestCertificates').values({ clientId, ...row })
    .onConflict((oc) => oc.column('clientId').doUpdateSet(row)).execute();
}

/** The client's A1 opened for one use, or null when none with a key was uploaded. */
export async function openCertificate(db: ManifestDb, sealer: SecretSealer, clientId: string): Promise<A1Signer | null> {
  const row = await db.selectFrom('brManifestCertificates').select(['sealedKey', 'validUntil']).where('clientId', '=', clientId).executeTakeFirst();
  if (!row?.sealedKey) return null;
  const opened = JSON.parse((await sealer.open(Buffer.from(row.sealedKey), contextOf(clientId))).toString('utf8')) as Omit<A1Signer, 'validUntil'>;
  return { ...opened, validUntil: row.validUntil };
}
