import { storageDocumentVersionUrl } from '@portico/contract/api-paths';
import { DOCUMENT_VERSION_ERROR_CODES } from '@portico/contract/documents';
import { featureErrors, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { getDocument } from '../queries';
import { documentsDb } from '../tables';
import { ENDPOINTS } from '../../endpoints';

export const versionErrors = featureErrors(DOCUMENT_VERSION_ERROR_CODES);

/**
 * The earlier files of a document (kept when an upload replaced it) and a storage URL for one of them. Both
 * go through the live document of the caller's client: a trashed document's versions are neither listed nor
 * downloadable until it is restored.
 */
export const versionRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);

  serve(app, ENDPOINTS.getDocumentVersions, async (request) => {
    const doc = await getDocument(db, request.params.clientId, request.params.documentId);
    const rows = await db.selectFrom('documentVersions').selectAll().where('documentId', '=', doc.id)
      .orderBy('replacedAt', 'desc').orderBy('id').execute();
    return {
      versions: rows.map((r) => ({
        id: r.id, size: Number(r.size), mimeType: r.mimeType, createdDate: r.createdAt, replacedDate: r.replacedAt, uploadedByStaff: r.uploadedByStaff === 1,
      })),
    };
  });

  serve(app, ENDPOINTS.getDocumentVersionDownloadUrl, async (request) => {
    const { clientId, documentId, versionId } = request.params;
    const doc = await getDocument(db, clientId, documentId);
    const version = await db.selectFrom('documentVersions').select('id').where('id', '=', versionId).where('documentId', '=', doc.id).executeTakeFirst();
    if (!version) throw versionErrors.notFound('DOCUMENT_VERSION_NOT_FOUND', 'No such version of this document');
    // The token names the version, so it opens neither the current file nor another version.
    const { token, expiresAt } = await ctx.sessions.issueStorageToken(principalOf(request), version.id);
    return { url: storageDocumentVersionUrl(doc.id, version.id, token), expiresAt };
  });
};
