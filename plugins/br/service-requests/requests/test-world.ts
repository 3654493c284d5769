/**
 * The world of the frame, list and form tests: a fake service-request API (contract-checked) that keeps one
 * request, records the bodies it receives, and refuses a submit that breaks the rules as the server does.
 */
import { fireEvent, screen } from '@testing-library/react';
import { type PluginManifest, TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import { SERVICE_REQUESTS_API as P, RequestKind, type RequestStatus, type RequestType, type Rubric, type ServiceRequest } from '../contract';
import { ruleViolations } from '../rules';

export const EMPLOYEES = [
  { id: 'e1', name: 'Ana Beatriz Souza', cpf: '52998224725', hireDate: '2020-05-15', jobPosition: 'Padeira' },
  { id: 'e2', name: 'Bruno Lima', cpf: '11144477735', hireDate: '2022-01-10', jobPosition: 'Entregador' },
];
export const RUBRICS: Rubric[] = [
  { code: '150', description: 'Horas extras 50%', unit: 'hours', kind: 'earning' },
  { code: '300', description: 'Comissões', unit: 'value', kind: 'earning' },
];
const STAMP = '2026-11-02T12:00:00.000Z';

export function requestOf(type: RequestType, status: RequestStatus, payload: Record<string, unknown> = {}): ServiceRequest {
  return {
    id: 'r1', reference: 'SR-2026-0007', type, typeCode: RequestKind[type], status, title: type, createdAt: STAMP, updatedAt: STAMP,
    submittedAt: status === 'Draft' ? null : STAMP, payload: payload as ServiceRequest['payload'], messages: [],
  };
}

export function requestServer(initial: ServiceRequest | null = null, options: { delayMs?: number; verdict?: unknown[] } = {}) {
  let request = initial;
  const bodies: Array<{ method: string; body: { type: RequestType; payload: Record<string, unknown> } }> = [];
  const api = fakeApi({
    [`GET ${P.employees}`]: () => ({ items: EMPLOYEES, totalItems: EMPLOYEES.length, startIndex: 0, itemsPerPage: 500 }),
    [`GET ${P.rubrics}`]: () => ({ items: RUBRICS }),
    [`GET ${P.serviceRequest}`]: () => request,
    [`POST ${P.serviceRequests}`]: async ({ body }) => {
      if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
      const b = body as { type: RequestType; payload: Record<string, unknown> };
      bodies.push({ method: 'POST', body: b });
      request = requestOf(b.type, 'Draft', b.payload);
      return reply(201, request);
    },
    [`PUT ${P.serviceRequest}`]: ({ body }) => {
      const b = body as { type: RequestType; payload: Record<string, unknown> };
      bodies.push({ method: 'PUT', body: b });
      request = { ...request!, payload: b.payload as ServiceRequest['payload'] };
      return request;
    },
    [`POST ${P.serviceRequestSubmit}`]: () => {
      if (options.verdict) return reply(422, { code: 'RULE_VIOLATION', message: 'rules', violations: options.verdict });
      const violations = ruleViolations(request!.type, request!.payload as never, { today: '2026-11-02', isHoliday: () => false, rubrics: RUBRICS });
      if (violations.length) return reply(422, { code: 'RULE_VIOLATION', message: 'rules', violations });
      request = { ...request!, status: 'WaitingForAnswer', submittedAt: STAMP };
      return request;
    },
  });
  return { api, bodies, current: () => request };
}

export async function renderAction(manifest: PluginManifest, options: { api: ReturnType<typeof fakeApi>; query?: string; grants?: string[] }) {
  const kernel = await createTestKernel({ plugins: [manifest], api: options.api, language: 'en-us', grants: options.grants });
  kernel.get(TOKENS.Clients).setActive('c1');
  const route = (manifest as { route: string }).route;
  return { kernel, ...renderPlugin(manifest, { kernel, path: `/${route}${options.query ?? ''}` }) };
}

export const typeInto = (label: string | RegExp, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
