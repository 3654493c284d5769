import { type ExportPart, type FirmActionRoutes, jsonEntry } from '../../../common/activity/server';
import { ENDPOINTS } from '../contract';
import { serviceRequestsDb } from './tables';

const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** The firm's inbox moves on a client's requests, as the client's Activity names them. */
export const requestFirmActions: FirmActionRoutes = {
  [route(ENDPOINTS.postInboxReply)]: 'requestReplied',
  [route(ENDPOINTS.postInboxSendBack)]: 'requestSentBack',
  [route(ENDPOINTS.postInboxStatus)]: 'requestStatusChanged',
};

/** requests.json of the client's export: each service request with its thread, oldest message first. */
export const requestsExport: ExportPart = {
  async *entries(ctx, clientId) {
    const db = serviceRequestsDb(ctx.db);
    const requests = await db.selectFrom('brServiceRequests')
      .select(['id', 'reference', 'type', 'status', 'title', 'payload', 'createdAt', 'updatedAt', 'submittedAt'])
      .where('clientId', '=', clientId).orderBy('createdAt').orderBy('id').execute();
    const messages = requests.length === 0 ? [] : await db.selectFrom('brServiceRequestMessages')
      .select(['id', 'requestId', 'authorName', 'fromFirm', 'body', 'createdAt'])
      .where('requestId', 'in', requests.map((r) => r.id)).orderBy('createdAt').orderBy('id').execute();
    yield jsonEntry(['requests.json'], requests.map((r) => ({
      ...r, payload: JSON.parse(r.payload) as unknown,
      thread: messages.filter((m) => m.requestId === r.id).map(({ requestId: _, fromFirm, ...m }) => ({ ...m, fromFirm: fromFirm === 1 })),
    })));
  },
};
