import { HTTPError } from 'ky';
import { call, type HttpClient } from '@portico/plugin';
import { ENDPOINTS, type RequestDraftBody, type RequestKind, type ServiceRequestSummary } from '../contract';
import type { RuleViolation } from '../rules';

/** A failed call: the API's stable code (translated as errors.<code>), for RULE_VIOLATION the fields, and the reasons. */
export class RequestApiError extends Error {
  override name = 'RequestApiError';
  constructor(readonly code: string, readonly violations: RuleViolation[] = [], readonly reasons: string[] = []) {
    super(code);
  }
}

async function failure(error: unknown): Promise<RequestApiError> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { code?: string; violations?: RuleViolation[]; errors?: Array<{ reason: string }> };
      if (typeof body.code === 'string') return new RequestApiError(body.code, body.violations ?? [], (body.errors ?? []).map((e) => e.reason));
    } catch {
      // not a JSON error body
    }
    return new RequestApiError('INTERNAL_ERROR');
  }
  return new RequestApiError(error instanceof TypeError ? 'NETWORK_ERROR' : 'INTERNAL_ERROR');
}

/** A call whose failure becomes a RequestApiError (its API code and violations). */
export const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw await failure(error);
  }
};

export interface RequestPage { items: ServiceRequestSummary[]; totalItems: number }

/** The service-request calls of one client company; every failure is a RequestApiError. */
export function requestsApi(http: HttpClient, clientId: string) {
  const one = (requestId: string) => ({ params: { clientId, requestId } });
  return {
    list: (view: RequestKind, startIndex = 0, itemsPerPage = 50): Promise<RequestPage> =>
      guarded(() => call(http, ENDPOINTS.getServiceRequests, { params: { clientId }, query: { view, startIndex, itemsPerPage } })),
    get: (requestId: string) => guarded(() => call(http, ENDPOINTS.getServiceRequest, one(requestId))),
    create: (body: RequestDraftBody) => guarded(() => call(http, ENDPOINTS.postServiceRequests, { params: { clientId }, body })),
    update: (requestId: string, body: RequestDraftBody) => guarded(() => call(http, ENDPOINTS.putServiceRequest, { ...one(requestId), body })),
    discard: (requestId: string) => guarded(() => call(http, ENDPOINTS.deleteServiceRequest, one(requestId))),
    submit: (requestId: string) => guarded(() => call(http, ENDPOINTS.postServiceRequestSubmit, one(requestId))),
    answer: (requestId: string, body: string) =>
      guarded(() => call(http, ENDPOINTS.postServiceRequestMessages, { ...one(requestId), body: { body } })),
    attachment: (requestId: string, attachmentId: string) =>
      guarded(() => call(http, ENDPOINTS.getServiceRequestAttachment, { params: { clientId, requestId, attachmentId } })),
    rubrics: () => guarded(() => call(http, ENDPOINTS.getRubrics, { params: { clientId } })),
    employees: () => guarded(() => call(http, ENDPOINTS.getEmployees, { params: { clientId }, query: { itemsPerPage: 500 } })),
  };
}
export type RequestsApi = ReturnType<typeof requestsApi>;
