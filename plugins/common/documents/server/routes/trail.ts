import { notFound, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { ENDPOINTS } from '../../endpoints';
import { recordFirmAccess, uploadReceipts } from '../access-log';
import { documentsDb } from '../tables';
import { sendDocument } from './storage';

/** The client's trail in the documents (issue 40): its uploads' receipts, and the firm's own download, recorded. */
export const trailRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getUploadReceipts, async (request) =>
    ({ receipts: await uploadReceipts(ctx.db, request.params.clientId, [...new Set(request.query.ids.split(','))]) }));

  serve(app, ENDPOINTS.getStaffDocumentContent, async (request, reply) => {
    const staff = staffOf(request);
    const { clientId, documentId } = request.params;
    // The guard has checked the client is of the staff member's firm.
    const doc = await documentsDb(ctx.db).selectFrom('documents').select(['blobId', 'name', 'mimeType', 'size'])
      .where('id', '=', documentId).where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!doc) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
    await recordFirmAccess(ctx.db, { documentId, clientId, actorUserId: staff.userId, ...(staff.apiKeyId ? { apiKeyId: staff.apiKeyId } : {}), action: 'download' });
    return sendDocument(ctx, reply, doc);
  });
};
