import type { FastifyRequest } from 'fastify';
import { featureErrors, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { ENDPOINTS, REPLY_BODY_LIMIT, SERVICE_REQUEST_ERROR_CODES, type RequestStatus } from '../contract';
import { checkedAttachments, sendAttachmentOf } from './attachments';
import { notify } from '../../../common/notifications/server';
import { firmStaff, inboxPage, inboxRequest, inboxRow } from './inbox-queries';
import { transition, userName, type MoveMessage } from './queries';
import { serviceRequestsDb } from './tables';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);
/** The firm's moves the client hears of. */
type FirmMove = 'replied' | 'sentBack' | 'closed';
type Target = { clientId: string; requestId: string };

/**
 * The firm's inbox (access 'staff'): every request of the firm's clients, and the firm's moves on one. Core's guard
 * has checked that a write's :clientId is a client of the caller's firm, and audits every write with it.
 */
export const inboxRoutes: RouteModule = (app, ctx) => {
  const db = serviceRequestsDb(ctx.db);

  /** The request a write names, of the client its path names (another client's is not found). */
  const targetOf = async (request: FastifyRequest, { clientId, requestId }: Target) => {
    const staff = staffOf(request);
    const row = await inboxRow(db, staff.firmId, requestId);
    if (row.clientId !== clientId) throw errors.notFound('REQUEST_NOT_FOUND', 'No such request');
    return { staff, row };
  };

  /** A move of the firm: the status and its message commit together; then the request's author hears of it. */
  const move = async (
    request: FastifyRequest & { params: Target }, to: RequestStatus, told: FirmMove, message?: (author: string) => MoveMessage,
  ) => {
    const { staff, row } = await targetOf(request, request.params);
    const at = await transition(db, row, 'firm', to, message?.(await userName(db, staff.userId)));
    await notify(ctx, { category: 'requestAnswered', clientId: row.clientId, key: `request-${told}:${row.id}:${at}`, only: [row.createdBy],
      link: `/actions/service-request/requests?id=${row.id}`, params: { variant: told, reference: row.reference, title: row.title } }, request.log);
    return inboxRequest(db, staff.firmId, row.id);
  };

  serve(app, ENDPOINTS.getInbox, async (request) => inboxPage(db, staffOf(request), request.query));

  serve(app, ENDPOINTS.getInboxRequest, async (request) => inboxRequest(db, staffOf(request).firmId, request.params.requestId));

  serve(app, ENDPOINTS.getInboxAssignees, async (request) => ({ items: await firmStaff(db, staffOf(request).firmId) }));

  serve(app, ENDPOINTS.postInboxReply, { bodyLimit: REPLY_BODY_LIMIT }, async (request, reply) => {
    // Every file is checked before anything is written: a refused one leaves the request as it was.
    const attachments = checkedAttachments(request.body.attachments);
    const body = request.body.body.trim();
    return reply.code(201).send(await move(request, 'Replied', 'replied', (author) => ({ author, body, attachments })));
  });

  serve(app, ENDPOINTS.postInboxSendBack, async (request) => {
    const reason = request.body.reason.trim();
    return move(request, 'WaitingForCorrection', 'sentBack', (author) => ({ author, body: reason }));
  });

  serve(app, ENDPOINTS.postInboxStatus, async (request) =>
    request.body.status === 'Closed' ? move(request, 'Closed', 'closed') : move(request, 'Replied', 'replied'));

  serve(app, ENDPOINTS.putInboxAssignee, async (request) => {
    const { staff, row } = await targetOf(request, request.params);
    const { assigneeId } = request.body;
    if (assigneeId !== null && !(await firmStaff(db, staff.firmId)).some((s) => s.id === assigneeId)) {
      throw errors.error(422, 'ASSIGNEE_NOT_FOUND', 'The assignee is no staff member of the firm');
    }
    await db.updateTable('brServiceRequests').set({ assigneeId }).where('id', '=', row.id).execute();
    return inboxRequest(db, staff.firmId, row.id);
  });

  serve(app, ENDPOINTS.getInboxAttachment, async (request, reply) => {
    const { row } = await targetOf(request, request.params);
    return sendAttachmentOf(db, reply, row, request.params.attachmentId);
  });
};
