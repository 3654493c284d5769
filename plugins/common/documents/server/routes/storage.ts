import type { FastifyReply } from 'fastify';
import { type AppContext, notFound, principalOf, type RouteModule, sendAttachment, serve } from '@portico/plugin-server';
import { nameKey } from '@portico/contract/file-names';
import { documentsDb } from '../tables';
import { liveNamesIn } from '../uploads-store';
import { versionErrors } from './versions';
import { firmReaderOf, recordFirmAccess } from '../access-log';
import { ENDPOINTS } from '../../endpoints';

/** Streams a stored document as an attachment. */
export async function sendDocument(ctx: AppContext, reply: FastifyReply, doc: { blobId: string; name: string; mimeType: string; size: number }) {
  return sendAttachment(reply, doc, await ctx.blobs.open(doc.blobId));
}

export const storageRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);
  /** The firm's reads go into the client's trail (a preview's are the staff member's); the client's own do not. */
  const recordIfFirm = async (sessionId: string, access: { documentId: string; clientId: string; versionId?: string }, purpose?: 'view' | 'download') => {
    const actorUserId = await firmReaderOf(ctx.db, sessionId);
    if (actorUserId) await recordFirmAccess(ctx.db, { ...access, actorUserId, action: purpose ?? 'download' });
  };

  serve(app, ENDPOINTS.getStorageDocument, async (request, reply) => {
    const { userId, sessionId } = await ctx.sessions.verifyStorageToken(request.query.token, request.params.id);
    const doc = await db.selectFrom('documents as d')
      .innerJoin('userClients as uc', 'uc.clientId', 'd.clientId')
      .select(['d.id', 'd.clientId', 'd.blobId', 'd.name', 'd.mimeType', 'd.size'])
      .where('d.id', '=', request.params.id).where('d.deletedAt', 'is', null).where('uc.userId', '=', userId)
      .executeTakeFirst();
    if (!doc) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
    await recordIfFirm(sessionId, { documentId: doc.id, clientId: doc.clientId }, request.query.purpose);
    return sendDocument(ctx, reply, doc);
  });

  serve(app, ENDPOINTS.getStorageDocumentVersion, async (request, reply) => {
    const { id, versionId } = request.params;
    const { userId, sessionId } = await ctx.sessions.verifyStorageToken(request.query.token, versionId);
    // Checked again at download: the document may have gone to the trash, or the user lost the client, since.
    const file = await db.selectFrom('documentVersions as v')
      .innerJoin('documents as d', 'd.id', 'v.documentId')
      .innerJoin('userClients as uc', 'uc.clientId', 'd.clientId')
      .select(['v.blobId', 'd.name', 'v.mimeType', 'v.size', 'd.clientId'])
      .where('v.id', '=', versionId).where('v.documentId', '=', id).where('d.deletedAt', 'is', null).where('uc.userId', '=', userId)
      .executeTakeFirst();
    if (!file) throw versionErrors.notFound('DOCUMENT_VERSION_NOT_FOUND', 'No such version');
    await recordIfFirm(sessionId, { documentId: id, clientId: file.clientId, versionId }, request.query.purpose);
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
