import type { FastifyReply } from 'fastify';
import { type AppContext, notFound, principalOf, type RouteModule, sendAttachment, serve } from '@portico/plugin-server';
import { nameKey } from '@portico/contract/file-names';
import { documentsDb } from '../tables';
import { liveNamesIn } from '../uploads-store';
import { versionErrors } from './versions';
import { ENDPOINTS } from '../../endpoints';

/** Streams a stored document as an attachment. */
export async function sendDocument(ctx: AppContext, reply: FastifyReply, doc: { blobId: string; name: string; mimeType: string; size: number }) {
  return sendAttachment(reply, doc, await ctx.blobs.open(doc.blobId));
}

export const storageRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);
  serve(app, ENDPOINTS.getStorageDocument, async (request, reply) => {
    const { userId } = await ctx.sessions.verifyStorageToken(request.query.token, request.params.id);
    const doc = await db.selectFrom('documents as d')
      .innerJoin('userClients as uc', 'uc.clientId', 'd.clientId')
      .select(['d.blobId', 'd.name', 'd.mimeType', 'd.size'])
      .where('d.id', '=', request.params.id).where('d.deletedAt', 'is', null).where('uc.userId', '=', userId)
      .executeTakeFirst();
    if (!doc) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
    return sendDocument(ctx, reply, doc);
  });

  serve(app, ENDPOINTS.getStorageDocumentVersion, async (request, reply) => {
    const { id, versionId } = request.params;
    const { userId } = await ctx.sessions.verifyStorageToken(request.query.token, versionId);
    // Checked again at download: the document may have gone to the trash, or the user lost the client, since.
    const file = await db.selectFrom('documentVersions as v')
      .innerJoin('documents as d', 'd.id', 'v.documentId')
      .innerJoin('userClients as uc', 'uc.clientId', 'd.clientId')
      .select(['v.blobId', 'd.name', 'v.mimeType', 'v.size'])
      .where('v.id', '=', versionId).where('v.documentId', '=', id).where('d.deletedAt', 'is', null).where('uc.userId', '=', userId)
      .executeTakeFirst();
    if (!file) throw versionErrors.notFound('DOCUMENT_VERSION_NOT_FOUND', 'No such version');
    return sendDocument(ctx, reply, file);
  });

  serve(app, ENDPOINTS.getStorageExists, async (request) => {
    const principal = principalOf(request);
    const container = await db.selectFrom('containers as c')
      .innerJoin('userClients as uc', 'uc.clientId', 'c.clientId')
      .select('c.id').where('c.id', '=', request.params.id).where('uc.userId', '=', principal.effectiveUserId).executeTakeFirst();
    if (!container) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
    // The names an upload would clash with, compared as the upload compares them (case ignored).
    const doc = (await liveNamesIn(db, container.id)).get(nameKey(request.query.name));
    return { exists: doc !== undefined, canReplace: doc !== undefined && !doc.uploadedByStaff };
  });
};
