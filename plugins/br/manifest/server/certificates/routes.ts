import { featureErrors, serve, staffOf, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS, MANIFEST_ERROR_CODES, type CertificateSummary } from '../../contract';
import { manifestDb, type BrManifestCertificateTable } from '../tables';
import { CertificateRefused, readA1 } from './a1';
import type { SecretSealer } from './sealer';
import { saveCertificate } from './store';

const errors = featureErrors(MANIFEST_ERROR_CODES);

export const certificateSummary = (row: Omit<BrManifestCertificateTable, 'clientId' | 'uploadedBy'>, today: string): CertificateSummary => ({
  holder: row.holder, cnpj: row.cnpj, serialNumber: row.serialNumber, validFrom: row.validFrom, validUntil: row.validUntil,
  expired: row.validUntil < today, usable: !!row.sealedKey, uploadedAt: row.uploadedAt,
});

/**
 * The firm's staff upload and list their client companies' A1 certificates. The PFX and its password live only
 * in this request: what is kept is the facts and the sealed key (never logged: the request log carries no bodies).
 */
export const certificateRoutes = (sealer: SecretSealer | null): RouteModule => (app, ctx) => {
  const db = manifestDb(ctx.db);
  serve(app, ENDPOINTS.getManifestStaffCertificates, async (request) => {
    const rows = await db.selectFrom('clients as c').leftJoin('brManifestCertificates as m', 'm.clientId', 'c.id')
      .select(['c.id', 'c.name', 'c.cnpj', 'm.holder', 'm.cnpj as certCnpj', 'm.serialNumber', 'm.validFrom', 'm.validUntil', 'm.sealedKey', 'm.uploadedAt'])
      .where('c.firmId', '=', staffOf(request).firmId).orderBy('c.name').orderBy('c.id').execute();
    const today = new Date().toISOString().slice(0, 10);
    return {
      items: rows.map((r) => ({
        clientId: r.id, clientName: r.name, cnpj: r.cnpj,
        certificate: r.holder && r.certCnpj && r.serialNumber && r.validFrom && r.validUntil
          ? certificateSummary({ holder: r.holder, cnpj: r.certCnpj, serialNumber: r.serialNumber, validFrom: r.validFrom, validUntil: r.validUntil, sealedKey: r.sealedKey ?? null, uploadedAt: r.uploadedAt ?? null }, today)
          : null,
      })),
      totalItems: rows.length,
    };
  });

  serve(app, ENDPOINTS.putManifestStaffCertificate, async (request) => {
    const { clientId } = request.params;
    const client = await db.selectFrom('clients').select(['cnpj']).where('id', '=', clientId).executeTakeFirstOrThrow();
    if (!client.cnpj) throw errors.badRequest('CLIENT_CNPJ_MISSING', 'The client company has no CNPJ to check the certificate against');
    if (!sealer) throw errors.error(409, 'CERTIFICATE_STORE_UNCONFIGURED', 'PORTICO_CERTIFICATE_KEY is not set: certificates cannot be stored');
    const now = new Date();
    let a1;
    try {
      a1 = readA1(Buffer.from(request.body.pfx, 'base64'), request.body.password, client.cnpj, now);
    } catch (error) {
      if (error instanceof CertificateRefused) throw errors.badRequest(error.code, error.message, ['pfx']);
      throw error;
    }
    await saveCertificate(db, sealer, clientId, a1, staffOf(request).userId, now);
    return certificateSummary({ ...a1, sealedKey: Buffer.alloc(1), uploadedAt: now.toISOString() }, now.toISOString().slice(0, 10));
  });
};
