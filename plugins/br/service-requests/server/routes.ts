import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ENDPOINTS, EDITABLE_REQUEST_STATUSES, isBlankPayload, requestKindSelection, type RequestKind, type RequestType, RequestDraftBody,
  SERVICE_REQUEST_ERROR_CODES,
} from '../contract';
import type { RuleViolation } from '../rules';
import { featureErrors, pagedResponse, pageOf, principalOf, type RouteModule, textContains, serve } from '@portico/plugin-server';
import { notify } from '../../../common/notifications/server';
import { assertServiceRequestAccess } from './access';
import { defaultTitle, submitViolations } from './payload-rules';
import { sendAttachmentOf } from './attachments';
import { nameBook } from './names';
import { addMessage, getRequest, nextReference, toSummary, transition, userName, withMessages, type RequestRow } from './queries';
import { DEMO_RUBRICS } from './rubrics';
import { serviceRequestsDb } from './tables';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

/** 422 with every field that keeps the request from going to the firm (the codes the forms translate). */
const ruleViolationReply = (reply: FastifyReply, violations: RuleViolation[]) =>
  reply.code(422).send({ code: 'RULE_VIOLATION', message: 'The request breaks the rules of its type', violations });

export const serviceRequestRoutes: RouteModule = (app, ctx) => {
  const db = serviceRequestsDb(ctx.db);

  const guard = (request: FastifyRequest, type?: RequestType) => assertServiceRequestAccess(ctx.db, principalOf(request), type);
  /** A title the server made follows the payload; one the client gave stays. */
  const titleAfterEdit = (row: RequestRow, body: RequestDraftBody) =>
    row.title === defaultTitle({ type: row.type, payload: JSON.parse(row.payload) }) ? defaultTitle(body) : row.title;
  /** The firm hears of a request sent to it (first or again after a correction). */
  const submitted = (request: FastifyRequest, row: RequestRow, at: string) => notify(ctx, {
    category: 'requestSubmitted', clientId: row.clientId, key: `request-submitted:${row.id}:${at}`, link: `/staff/inbox/${row.id}`,
    params: { reference: row.reference, title: row.title }, actorUserId: principalOf(request).userId,
  }, request.log);
  const editable = (row: RequestRow) => {
    if (!EDITABLE_REQUEST_STATUSES.includes(row.status)) throw errors.error(409, 'REQUEST_NOT_EDITABLE', `A request in ${row.status} cannot be changed`);
  };

  serve(app, ENDPOINTS.getServiceRequests, async (request) => {
    await guard(request);
    const { view, type, status } = request.query;
    const selection = { ...(view !== undefined ? requestKindSelection(view as RequestKind) : {}) };
    if ((type && selection.type && type !== selection.type) || (status && selection.status && status !== selection.status)) {
      throw errors.badRequest('FILTER_INVALID', 'view contradicts type or status');
    }
    const { clientId } = request.params;
    const caller = principalOf(request).effectiveUserId;
    // A draft is its author's own, and one that holds nothing (emptied again) is no request at all: a client has few
    // drafts, so the empty ones are found here rather than in SQL over the payload's JSON.
    const blankDrafts = (await db.selectFrom('brServiceRequests').select(['id', 'payload'])
      .where('clientId', '=', clientId).where('status', '=', 'Draft').where('createdBy', '=', caller).execute())
      .filter((r) => isBlankPayload(JSON.parse(r.payload))).map((r) => r.id);
    let base = db.selectFrom('brServiceRequests').where('clientId', '=', clientId)
      .where((eb) => eb.or([eb('status', '!=', 'Draft'), eb('createdBy', '=', caller)]));
    if (blankDrafts.length) base = base.where('id', 'not in', blankDrafts);
    const wantedType = type ?? selection.type;
    const wantedStatus = status ?? selection.status;
    if (wantedType) base = base.where('type', '=', wantedType);
    if (wantedStatus) base = base.where('status', '=', wantedStatus);
    const page = await pageOf(base, request.query, (q) => q.selectAll().orderBy('updatedAt', 'desc').orderBy('id'));
    const names = await nameBook(db, page.rows);
    return pagedResponse(page, (row) => toSummary(row, names));
  });

  serve(app, ENDPOINTS.getServiceRequest, async (request) => {
    await guard(request);
    return withMessages(db, await getRequest(db, request.params.clientId, request.params.requestId));
  });

  serve(app, ENDPOINTS.postServiceRequests, async (request, reply) => {
    const principal = principalOf(request);
    const { clientId } = request.params;
    const body = request.body as RequestDraftBody;
    await guard(request, body.type);
    const now = new Date();
    const id = randomUUID();
    await db.insertInto('brServiceRequests').values({
      id, clientId, reference: await nextReference(db, clientId, now), type: body.type, status: 'Draft',
      title: body.title?.trim() || defaultTitle(body), payload: JSON.stringify(body.payload), createdBy: principal.effectiveUserId,
      createdAt: now.toISOString(), updatedAt: now.toISOString(), submittedAt: null, clientMovedAt: now.toISOString(),
    }).execute();
    return reply.code(201).send(await withMessages(db, await getRequest(db, clientId, id)));
  });

  serve(app, ENDPOINTS.putServiceRequest, async (request) => {
    const { clientId, requestId } = request.params;
    const body = request.body as RequestDraftBody;
    await guard(request, body.type);
    const row = await getRequest(db, clientId, requestId);
    editable(row);
    if (body.type !== row.type) throw errors.badRequest('REQUEST_TYPE_MISMATCH', `This request is a ${row.type}`);
    const now = new Date().toISOString();
    const result = await db.updateTable('brServiceRequests')
      .set({ title: body.title?.trim() || titleAfterEdit(row, body), payload: JSON.stringify(body.payload), updatedAt: now, clientMovedAt: now })
      .where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw errors.error(409, 'REQUEST_NOT_EDITABLE', 'The request changed meanwhile');
    return withMessages(db, await getRequest(db, clientId, requestId));
  });

  serve(app, ENDPOINTS.postServiceRequestSubmit, async (request, reply) => {
    const { clientId, requestId } = request.params;
    const row = await getRequest(db, clientId, requestId);
    await guard(request, row.type);
    editable(row);
    const violations = await submitViolations(db, clientId, row.type, JSON.parse(row.payload));
    if (violations.length) return ruleViolationReply(reply, violations);
    await submitted(request, row, await transition(db, row, 'client', 'WaitingForAnswer'));
    return withMessages(db, await getRequest(db, clientId, requestId));
  });

  serve(app, ENDPOINTS.postServiceRequestMessages, async (request, reply) => {
    const { clientId, requestId } = request.params;
    const row = await getRequest(db, clientId, requestId);
    await guard(request, row.type);
    const author = { author: await userName(db, principalOf(request).effectiveUserId), body: request.body.body.trim() };
    if (row.status === 'WaitingForAnswer') await addMessage(db, row, author);
    else if (row.status === 'WaitingForClient' || row.status === 'WaitingForCorrection') {
      const violations = await submitViolations(db, clientId, row.type, JSON.parse(row.payload));
      if (violations.length) return ruleViolationReply(reply, violations);
      await submitted(request, row, await transition(db, row, 'client', 'WaitingForAnswer', author));
    } else throw errors.conflict('MESSAGE_NOT_ALLOWED', `No message to the firm on a request in ${row.status}`);
    return reply.code(201).send(await withMessages(db, await getRequest(db, clientId, requestId)));
  });

  serve(app, ENDPOINTS.getServiceRequestAttachment, async (request, reply) => {
    await guard(request);
    const { clientId, requestId, attachmentId } = request.params;
    return sendAttachmentOf(db, reply, await getRequest(db, clientId, requestId), attachmentId);
  });

  serve(app, ENDPOINTS.getRubrics, async (request) => {
    await guard(request);
    return { items: [...DEMO_RUBRICS] };
  });

  serve(app, ENDPOINTS.deleteServiceRequest, async (request, reply) => {
    const row = await getRequest(db, request.params.clientId, request.params.requestId);
    await guard(request, row.type);
    if (row.status !== 'Draft') throw errors.error(409, 'REQUEST_NOT_EDITABLE', 'Only drafts can be discarded');
    if (row.createdBy !== principalOf(request).effectiveUserId) throw errors.forbidden('REQUEST_NOT_YOURS', 'Only its author may discard a draft');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('brServiceRequestMessages').where('requestId', '=', row.id).execute();
      await trx.deleteFrom('brServiceRequests').where('id', '=', row.id).where('status', '=', 'Draft').execute();
    });
    return reply.code(204).send(null);
  });

  serve(app, ENDPOINTS.getEmployees, async (request) => {
    await guard(request);
    let base = db.selectFrom('brEmployees').where('clientId', '=', request.params.clientId);
    const term = request.query.search?.trim();
    if (term) {
      const digits = term.replace(/[.\-\s]/g, '');
      base = base.where((eb) => eb.or([
        textContains('name', term),
        ...(/^\d+$/.test(digits) ? [eb('cpf', 'like', `${digits}%`)] : []),
      ]));
    }
    const page = await pageOf(base, request.query, (q) => q.select(['id', 'name', 'cpf', 'hireDate', 'jobPosition']).orderBy('name').orderBy('id'));
    return pagedResponse(page, (r) => r);
  });

  serve(app, ENDPOINTS.getEmployee, async (request) => {
    await guard(request);
    const row = await db.selectFrom('brEmployees').select(['id', 'name', 'cpf', 'hireDate', 'jobPosition'])
      .where('id', '=', request.params.employeeId).where('clientId', '=', request.params.clientId).executeTakeFirst();
    if (!row) throw errors.notFound('EMPLOYEE_NOT_FOUND', 'No such employee');
    return row;
  });
};
