import { randomUUID } from 'node:crypto';
import {
  SERVICE_REQUESTS_API, EDITABLE_REQUEST_STATUSES, requestKindSelection, type RequestKind, Employee,
  EmployeeListQuery, EmployeePage, EmployeeParams, RequestClientParams, RequestDraftBody, RequestListQuery,
  RequestParams, ServiceRequest, ServiceRequestPage, SERVICE_REQUEST_ERROR_CODES,
} from '../contract';
import { NoContent } from '@portico/contract/common';
import { principalOf, type RouteModule } from '@portico/server/http/context';
import { featureErrors } from '@portico/server/kit/errors';
import { pagedResponse, pageOf, textContains } from '@portico/server/kit/paging';
import { checkPayload, defaultTitle } from './payload-rules';
import { getRequest, nextReference, toSummary, transition, withMessages } from './queries';
import { serviceRequestsDb } from './tables';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

export const serviceRequestRoutes: RouteModule = (app, ctx) => {
  const db = serviceRequestsDb(ctx.db);
  const tags = ['service-requests'];

  app.get(SERVICE_REQUESTS_API.serviceRequests, {
    schema: {
      tags, summary: 'Requests of the client, most recently changed first; filter by RequestKind view, type or status',
      params: RequestClientParams, querystring: RequestListQuery, response: { 200: ServiceRequestPage },
    },
  }, async (request) => {
    const { view, type, status } = request.query;
    const selection = { ...(view !== undefined ? requestKindSelection(view as RequestKind) : {}) };
    if ((type && selection.type && type !== selection.type) || (status && selection.status && status !== selection.status)) {
      throw errors.badRequest('FILTER_INVALID', 'view contradicts type or status');
    }
    let base = db.selectFrom('brServiceRequests').where('clientId', '=', request.params.clientId);
    const wantedType = type ?? selection.type;
    const wantedStatus = status ?? selection.status;
    if (wantedType) base = base.where('type', '=', wantedType);
    if (wantedStatus) base = base.where('status', '=', wantedStatus);
    const page = await pageOf(base, request.query, (q) => q.selectAll().orderBy('updatedAt', 'desc').orderBy('id'));
    return pagedResponse(page, toSummary);
  });

  app.get(SERVICE_REQUESTS_API.serviceRequest, {
    schema: { tags, summary: 'One request with its payload and messages', params: RequestParams, response: { 200: ServiceRequest } },
  }, async (request) => withMessages(db, await getRequest(db, request.params.clientId, request.params.requestId)));

  app.post(SERVICE_REQUESTS_API.serviceRequests, {
    schema: {
      tags, summary: 'Create a request as a draft; the type selects the payload schema (CPF, dates, cents)',
      params: RequestClientParams, body: RequestDraftBody, response: { 201: ServiceRequest },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const { clientId } = request.params;
    const body = request.body as RequestDraftBody;
    await checkPayload(db, clientId, body);
    const now = new Date();
    const id = randomUUID();
    await db.insertInto('brServiceRequests').values({
      id, clientId, reference: await nextReference(db, clientId, now), type: body.type, status: 'Draft',
      title: body.title?.trim() || defaultTitle(body), payload: JSON.stringify(body.payload), createdBy: principal.effectiveUserId,
      createdAt: now.toISOString(), updatedAt: now.toISOString(), submittedAt: null,
    }).execute();
    return reply.code(201).send(await withMessages(db, await getRequest(db, clientId, id)));
  });

  app.put(SERVICE_REQUESTS_API.serviceRequest, {
    schema: {
      tags, summary: 'Replace the payload (and title) while the request is a draft or the firm waits for the client',
      params: RequestParams, body: RequestDraftBody, response: { 200: ServiceRequest },
    },
  }, async (request) => {
    const { clientId, requestId } = request.params;
    const body = request.body as RequestDraftBody;
    const row = await getRequest(db, clientId, requestId);
    if (!EDITABLE_REQUEST_STATUSES.includes(row.status)) throw errors.error(409, 'REQUEST_NOT_EDITABLE', `A request in ${row.status} cannot be changed`);
    if (body.type !== row.type) throw errors.badRequest('REQUEST_TYPE_MISMATCH', `This request is a ${row.type}`);
    await checkPayload(db, clientId, body);
    const result = await db.updateTable('brServiceRequests')
      .set({ title: body.title?.trim() || row.title, payload: JSON.stringify(body.payload), updatedAt: new Date().toISOString() })
      .where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw errors.error(409, 'REQUEST_NOT_EDITABLE', 'The request changed meanwhile');
    return withMessages(db, await getRequest(db, clientId, requestId));
  });

  app.post(SERVICE_REQUESTS_API.serviceRequestSubmit, {
    schema: {
      tags, summary: 'Send the request to the firm (status WaitingForAnswer) from Draft, WaitingForCorrection or WaitingForClient',
      params: RequestParams, response: { 200: ServiceRequest },
    },
  }, async (request) => {
    const { clientId, requestId } = request.params;
    const row = await getRequest(db, clientId, requestId);
    await transition(db, row, 'client', 'WaitingForAnswer');
    return withMessages(db, await getRequest(db, clientId, requestId));
  });

  app.delete(SERVICE_REQUESTS_API.serviceRequest, {
    schema: { tags, summary: 'Discard a draft (requests sent to the firm stay)', params: RequestParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    const row = await getRequest(db, request.params.clientId, request.params.requestId);
    if (row.status !== 'Draft') throw errors.error(409, 'REQUEST_NOT_EDITABLE', 'Only drafts can be discarded');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('brServiceRequestMessages').where('requestId', '=', row.id).execute();
      await trx.deleteFrom('brServiceRequests').where('id', '=', row.id).where('status', '=', 'Draft').execute();
    });
    return reply.code(204).send(null);
  });

  app.get(SERVICE_REQUESTS_API.employees, {
    schema: {
      tags, summary: 'Employees of the client (pickers and the employee tooltip), by name; search by name or CPF',
      params: RequestClientParams, querystring: EmployeeListQuery, response: { 200: EmployeePage },
    },
  }, async (request) => {
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

  app.get(SERVICE_REQUESTS_API.employee, {
    schema: { tags, summary: 'One employee (tooltip: name, CPF, hire date, job position)', params: EmployeeParams, response: { 200: Employee } },
  }, async (request) => {
    const row = await db.selectFrom('brEmployees').select(['id', 'name', 'cpf', 'hireDate', 'jobPosition'])
      .where('id', '=', request.params.employeeId).where('clientId', '=', request.params.clientId).executeTakeFirst();
    if (!row) throw errors.notFound('EMPLOYEE_NOT_FOUND', 'No such employee');
    return row;
  });
};
