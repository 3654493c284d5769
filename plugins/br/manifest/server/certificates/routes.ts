import { featureErrors, principalOf, serve, staffOf, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS, MANIFEST_ERROR_CODES, type CertificateSummary, type DistributionState } from '../../contract';
import { manifestAccess } from '../access';
import { SERVICES, toDistributionState } from '../distribution';
import { manifestDb, type BrManifestCertificateTable, type ManifestDb } from '../tables';
import { CertificateRefused, readA1 } from './a1';
import type { SecretSealer } from './sealer';
import { saveCertificate } from './store';

const errors = featureErrors(MANIFEST_ERROR_CODES);

export const certificateSummary = (row: Omit<BrManifestCertificateTable, 'clientId' | 'uploadedBy'>, today: string): CertificateSummary => ({
  holder: row.holder, cnpj: row.cnpj, serialNumber: row.serialNumber, validFrom: row.validFrom, validUntil: row.validUntil,
  expired: row.validUntil < today, usable: !!row.sealedKey, uploadedAt: row.uploadedAt,
});

/**
 * The firm's staff upload and list their client companies' A1 certificates (with where each one's distribution
 * stands), and, where the firm allows it, a company's own people upload theirs. The PFX and its password live only
 * in this request: what is kept is the facts and the sealed key (never logged: the request log carries no bodies).
 */
export const certificateRoutes = (sealer: SecretSealer | null): RouteModule => (app, ctx) => {
  const db = manifestDb(ctx.db);
  serve(app, ENDPOINTS.getManifestStaffCertificates, async (request) => {
    const rows = await db.selectFrom('clients as c').leftJoin('brManifestCertificates as m', 'm.clientId', 'c.id')
      .select(['c.id', 'c.name', 'c.cnpj', 'm.holder', 'm.cnpj as certCnpj', 'm.serialNumber', 'm.validFrom', 'm.validUntil', 'm.sealedKey', 'm.uploadedAt'])
      .where('c.firmId', '=', staffOf(request).firmId).orderBy('c.name').orderBy('c.id').execute();
    const today = new Date().toISOString().slice(0, 10);
    const states = new Map<string, DistributionState[]>();
    const distribution = rows.length
      ? await db.selectFrom('brManifestDistribution').selectAll().where('clientId', 'in', rows.map((r) => r.id)).execute()
      : [];
    for (const service of SERVICES) {
      for (const d of distribution.filter((row) => row.service === service)) states.set(d.clientId, [...(states.get(d.clientId) ?? []), toDistributionState(d, service)]);
    }
    return {
      items: rows.map((r) => ({
        clientId: r.id, clientName: r.name, cnpj: r.cnpj, distribution: states.get(r.id) ?? [],
        certificate: r.holder && r.certCnpj && r.serialNumber && r.validFrom && r.validUntil
          ? certificateSummary({ holder: r.holder, cnpj: r.certCnpj, serialNumber: r.serialNumber, validFrom: r.validFrom, validUntil: r.validUntil, sealedKey: r.sealedKey ?? null, uploadedAt: r.uploadedAt ?? null }, today)
          : null,
      })),
      totalItems: rows.length,
    };
  });

  serve(app, ENDPOINTS.putManifestStaffCertificate, async (request) =>
    uploadCertificate(db, sealer, request.params.clientId, request.body, staffOf(request).userId));

  // The company's own people, where the firm allows it; the guard has checked the caller's access to the client.
  serve(app, ENDPOINTS.putManifestClientCertificate, async (request) => {
    const principal = principalOf(request);
    await manifestAccess(db, principal);
    const { clientId } = request.params;
    const allowed = await db.selectFrom('clients as c').innerJoin('brManifestSettings as s', 's.firmId', 'c.firmId')
      .select('s.clientCertificateUpload').where('c.id', '=', clientId).executeTakeFirst();
    if (Number(allowed?.clientCertificateUpload ?? 0) !== 1) {
      throw errors.error(403, 'CERTIFICATE_CLIENT_UPLOAD_FORBIDDEN', 'The firm does not let its clients upload their own certificate');
    }
    return uploadCertificate(db, sealer, clientId, request.body, principal.userId);
  });
};

/** One upload, from staff or the company's own people: read and checked, then sealed in place of the last one. */
async function uploadCertificate(db: ManifestDb, sealer: SecretSealer | null, clientId: string, body: { pfx: string; password: string }, userId: string) {
  const client = await db.selectFrom('clients').select(['cnpj']).where('id', '=', clientId).executeTakeFirstOrThrow();
  if (!client.cnpj) throw errors.badRequest('CLIENT_CNPJ_MISSING', 'The client company has no CNPJ to check the certificate against');
  if (!sealer) throw errors.error(409, 'CERTIFICATE_STORE_UNCONFIGURED', 'PORTICO_CERTIFICATE_KEY is not set: certificates cannot be stored');
  const now = new Date();
  let a1;
  try {
    a1 = readA1(Buffer.from(body.pfx, 'base64'), body.password, client.cnpj, now);
  } catch (error) {
    if (error instanceof CertificateRefused) throw errors.badRequest(error.code, error.message, ['pfx']);
    throw error;
  }
  await saveCertificate(db, sealer, clientId, a1, userId, now);
  return certificateSummary({ ...a1, sealedKey: Buffer.alloc(1), uploadedAt: now.toISOString() }, now.toISOString().slice(0, 10));
}
