/**
 * The employee-event form tests' world: a fake service-request API with two employees that creates, saves and
 * submits one request, refusing a submit that breaks the domain rules as the server does (422 RULE_VIOLATION).
 */
import { fireEvent, screen } from '@testing-library/react';
import { type PluginManifest, TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import { SERVICE_REQUESTS_API as P, RequestKind, type RequestPayloads, type RequestType, type ServiceRequest } from '../contract';
import { ruleViolations } from '../rules';
import { holidayCheck } from '../rules/calendar';

export const EMPLOYEES = [
  { id: 'e1', name: 'Carla Mendes Rocha', cpf: '52998224725', hireDate: '2024-03-10', jobPosition: 'Atendente' },
  { id: 'e2', name: 'Ana Beatriz Souza', cpf: '11144477735', hireDate: '2020-05-15', jobPosition: 'Padeira' },
];
/** The day the tests live in (fake Date): Sunday 01/11/2026. */
export const TODAY = '2026-11-01';

type Body = { type: RequestType; payload: Record<string, unknown> };

export function requestServer() {
  let request: ServiceRequest | null = null;
  let held: Body | null = null;
  let submitted: Body | undefined;
  const stamp = `${TODAY}T12:00:00.000Z`;
  const api = fakeApi({
    [`GET ${P.employees}`]: () => ({ items: EMPLOYEES, totalItems: EMPLOYEES.length, startIndex: 0, itemsPerPage: 500 }),
    [`POST ${P.serviceRequests}`]: ({ body }) => {
      held = body as Body;
      request = {
        id: 'r1', reference: 'SR-2026-0007', type: held.type, typeCode: RequestKind[held.type], status: 'Draft', title: held.type,
        createdAt: stamp, updatedAt: stamp, submittedAt: null, payload: held.payload as ServiceRequest['payload'], messages: [],
      };
      return reply(201, request);
    },
    [`PUT ${P.serviceRequest}`]: ({ body }) => {
      held = body as Body;
      request = { ...request!, payload: held.payload as ServiceRequest['payload'] };
      return request;
    },
    [`POST ${P.serviceRequestSubmit}`]: () => {
      const employee = EMPLOYEES.find((e) => e.cpf === held!.payload.cpf);
      const violations = ruleViolations(held!.type, held!.payload as Partial<RequestPayloads[RequestType]>, { today: TODAY, isHoliday: holidayCheck(), employee });
      if (violations.length) return reply(422, { code: 'RULE_VIOLATION', message: 'The request breaks the rules of its type', violations });
      submitted = held!;
      request = { ...request!, status: 'WaitingForAnswer', submittedAt: stamp };
      return request;
    },
  });
  return { api, submitted: () => submitted };
}

/** Renders the form of `manifest` for client c1 once its heading and the employees are in. */
export async function openForm(manifest: PluginManifest, heading: string) {
  const server = requestServer();
  const kernel = await createTestKernel({ plugins: [manifest], api: server.api, language: 'en-us' });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(manifest, { kernel, path: `/actions/${(manifest as { route: string }).route}` });
  await screen.findByRole('heading', { name: heading }, { timeout: 10_000 });
  await screen.findByRole('option', { name: /Carla Mendes Rocha/ });
  return server;
}

/** Types into the input labelled `label` (masked date inputs format what they get). */
export const typeInto = (label: string | RegExp, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
export const chooseIn = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
