import { HTTPError } from 'ky';
import { fillPath } from '@portico/contract/api-paths';
import type { HttpClient } from '@portico/plugin';
import {
  SERVICE_REQUESTS_API as PATHS, type Employee, type RequestDraftBody, type RequestKind, type Rubric, type ServiceRequest,
  type ServiceRequestSummary,
} from '../contract';
import type { RuleViolation } from '../rules';

/** A failed call: the API's stable code (translated as errors.<code>) and, for RULE_VIOLATION, the fields. */
export class RequestApiError extends Error {
  override name = 'RequestApiError';
  constructor(readonly code: string, readonly violations: RuleViolation[] = []) {
    super(code);
  }
}

async function failure(error: unknown): Promise<RequestApiError> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { code?: string; violations?: RuleViolation[] };
      if (typeof body.code === 'string') return new RequestApiError(body.code, body.violations ?? []);
    } catch {
      // not a JSON error body
    }
    return new RequestApiError('INTERNAL_ERROR');
  }
  return new RequestApiError(error instanceof TypeError ? 'NETWORK_ERROR' : 'INTERNAL_ERROR');
}

const call = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw await failure(error);
  }
};

export interface RequestPage { items: ServiceRequestSummary[]; totalItems: number }

/** The service-request calls of one client company; every failure is a RequestApiError. */
export function requestsApi(http: HttpClient, clientId: string) {
  const one = (requestId: string) => fillPath(PATHS.serviceRequest, { clientId, requestId });
  return {
    list: (view: RequestKind, startIndex = 0, itemsPerPage = 50) =>
      call(() => http.get<RequestPage>(fillPath(PATHS.serviceRequests, { clientId }), { searchParams: { view, startIndex, itemsPerPage } })),
    get: (requestId: string) => call(() => http.get<ServiceRequest>(one(requestId))),
    create: (body: RequestDraftBody) => call(() => http.post<ServiceRequest>(fillPath(PATHS.serviceRequests, { clientId }), body)),
    update: (requestId: string, body: RequestDraftBody) => call(() => http.put<ServiceRequest>(one(requestId), body)),
    discard: (requestId: string) => call(() => http.delete(one(requestId))),
    submit: (requestId: string) => call(() => http.post<ServiceRequest>(fillPath(PATHS.serviceRequestSubmit, { clientId, requestId }))),
    answer: (requestId: string, body: string) =>
      call(() => http.post<ServiceRequest>(fillPath(PATHS.serviceRequestMessages, { clientId, requestId }), { body })),
    rubrics: () => call(() => http.get<{ items: Rubric[] }>(fillPath(PATHS.rubrics, { clientId }))),
    employees: () => call(() => http.get<{ items: Employee[] }>(fillPath(PATHS.employees, { clientId }), { searchParams: { itemsPerPage: 500 } })),
  };
}
export type RequestsApi = ReturnType<typeof requestsApi>;
