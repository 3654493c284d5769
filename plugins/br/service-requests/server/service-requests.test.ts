import { SERVICE_REQUESTS_API, canTransition, REQUEST_STATUSES, RequestKind } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { JOAO, MARIA, STAFF, auditRows, previewHeaders, startDemoTestServer, type DemoTestServer } from '@portico/server/kit/test-support';
import { demoCpf } from '@portico/server/kit/demo-numbers';
import { getRequest, transition } from './queries';
import { serviceRequestsDb } from './tables';

let t: DemoTestServer;
let clientId: string;
let employeeCpf: string;
beforeAll(async () => {
  t = await startDemoTestServer('br');
  clientId = t.joaoClients[0]!;
  employeeCpf = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employees, { clientId }) })).json().items[0].cpf;
});
afterAll(async () => { await t.server.stop(); });

const list = (query: Record<string, string> = {}) => t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }), query });
const create = (payload: object, email = JOAO) => t.call(email, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }), payload });
const vacation = (cpf: string) => ({
  type: 'NoticeVacation', payload: { cpf, startDate: '2030-01-10', days: 20, soldDays: 10, advanceThirteenth: true },
});

describe('service requests', () => {
  it('seeds a request in every status and filters by status, type and RequestKind view', async () => {
    const all = (await list()).json();
    expect(new Set(all.items.map((r: { status: string }) => r.status))).toEqual(new Set(REQUEST_STATUSES));
    const replied = (await list({ status: 'Replied' })).json();
    expect(replied.items.every((r: { status: string }) => r.status === 'Replied')).toBe(true);
    const waiting = (await list({ view: String(RequestKind.WaitingForAnAnswer) })).json();
    expect(waiting.items.map((r: { status: string }) => r.status)).toEqual(['WaitingForAnswer']);
    const generic = (await list({ view: String(RequestKind.Generic) })).json();
    expect(generic.items.map((r: { type: string; typeCode: number }) => [r.type, r.typeCode])).toEqual([['Generic', 15]]);
    const contradiction = await list({ view: String(RequestKind.Draft), status: 'Replied' });
    expect([contradiction.statusCode, contradiction.json().code]).toEqual([400, 'FILTER_INVALID']);
    const paged = (await list({ startIndex: '0', itemsPerPage: '2' })).json();
    expect([paged.items.length, paged.totalItems]).toEqual([2, all.totalItems]);
  });

  it('shows the firm\'s reply in the conversation', async () => {
    const [replied] = (await list({ status: 'Replied' })).json().items;
    const one = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: replied.id }) })).json();
    expect(one.messages[0]).toMatchObject({ fromFirm: true, author: 'Horizonte Contabilidade' });
  });

  it('creates a draft with a typed payload, updates it, submits it, then refuses edits and a second submit', async () => {
    const created = await create({ ...vacation(employeeCpf), title: 'Férias de janeiro' });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect([draft.status, draft.type, draft.typeCode, draft.reference]).toEqual(['Draft', 'NoticeVacation', 7, expect.stringMatching(/^SR-\d{4}-\d{4}$/)]);
    const url = fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: draft.id });
    const updated = await t.call(JOAO, { method: 'PUT', url, payload: { ...vacation(employeeCpf), payload: { ...vacation(employeeCpf).payload, days: 30, soldDays: 0 } } });
    expect([updated.statusCode, updated.json().payload.days, updated.json().title]).toEqual([200, 30, 'Férias de janeiro']);

    const submitUrl = fillPath(SERVICE_REQUESTS_API.serviceRequestSubmit, { clientId, requestId: draft.id });
    const submitted = (await t.call(JOAO, { method: 'POST', url: submitUrl })).json();
    expect([submitted.status, typeof submitted.submittedAt]).toEqual(['WaitingForAnswer', 'string']);
    const again = await t.call(JOAO, { method: 'POST', url: submitUrl });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ILLEGAL_TRANSITION']);
    const edit = await t.call(JOAO, { method: 'PUT', url, payload: vacation(employeeCpf) });
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'REQUEST_NOT_EDITABLE']);
    const discard = await t.call(JOAO, { method: 'DELETE', url });
    expect([discard.statusCode, discard.json().code]).toEqual([409, 'REQUEST_NOT_EDITABLE']);
  });

  it('moves through the firm\'s answers and back to the firm on resubmission', async () => {
    const draft = (await create(vacation(employeeCpf))).json();
    await t.call(JOAO, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequestSubmit, { clientId, requestId: draft.id }) });
    const row = await getRequest(serviceRequestsDb(t.server.ctx.db), clientId, draft.id);
    await transition(serviceRequestsDb(t.server.ctx.db), row, 'firm', 'WaitingForCorrection', { author: 'Horizonte Contabilidade', body: 'Informe o início correto.' });
    const corrected = await t.call(JOAO, { method: 'PUT', url: fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: draft.id }), payload: vacation(employeeCpf) });
    expect(corrected.statusCode).toBe(200);
    const resubmitted = (await t.call(JOAO, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequestSubmit, { clientId, requestId: draft.id }) })).json();
    expect([resubmitted.status, resubmitted.messages.length]).toEqual(['WaitingForAnswer', 1]);
    const stale = await getRequest(serviceRequestsDb(t.server.ctx.db), clientId, draft.id);
    await transition(serviceRequestsDb(t.server.ctx.db), stale, 'firm', 'Replied');
    // A second move from the same (now outdated) state loses.
    await expect(transition(serviceRequestsDb(t.server.ctx.db), stale, 'firm', 'WaitingForClient')).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    const replied = await t.call(JOAO, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequestSubmit, { clientId, requestId: draft.id }) });
    expect([replied.statusCode, replied.json().code]).toEqual([409, 'ILLEGAL_TRANSITION']);
  });

  it('validates payloads: schema, CPF check digits, known employee, date order, type change', async () => {
    const badCpf = `${employeeCpf.slice(0, 9)}${(Number(employeeCpf.slice(9)) + 1) % 100}`.padEnd(11, '0');
    const cases: Array<[object, string]> = [
      [{ type: 'NoticeVacation', payload: { cpf: employeeCpf, startDate: '2030-01-10', days: 31, soldDays: 0, advanceThirteenth: false } }, 'VALIDATION_FAILED'],
      [{ ...vacation(employeeCpf), payload: { ...vacation(employeeCpf).payload, salary: 1 } }, 'VALIDATION_FAILED'],
      [{ type: 'Employee', payload: { name: 'Teste', cpf: employeeCpf, birthDate: '2000-01-01', hireDate: '2030-01-01', jobPosition: 'x', salaryCents: 150.5, weeklyHours: 44 } }, 'VALIDATION_FAILED'],
      [vacation(badCpf), 'CPF_INVALID'],
      [vacation('52998224725'.replace(/^5/, '1').slice(0, 9) + '00'), 'CPF_INVALID'],
      [{ type: 'EmployeeLeave', payload: { cpf: employeeCpf, startDate: '2030-02-10', endDate: '2030-02-01', reason: 'Sickness' } }, 'DATE_RANGE_INVALID'],
    ];
    for (const [payload, code] of cases) {
      const res = await create(payload);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    // A valid CPF of someone who is not on this client's payroll.
    const stranger = await create(vacation(demoCpf('987654321')));
    expect([stranger.statusCode, stranger.json().code]).toEqual([400, 'EMPLOYEE_NOT_FOUND']);
    const draft = (await create({ type: 'Generic', payload: { subject: 'Dúvida', message: 'Como emitir a guia?' } })).json();
    const switched = await t.call(JOAO, { method: 'PUT', url: fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: draft.id }), payload: vacation(employeeCpf) });
    expect([switched.statusCode, switched.json().code]).toEqual([400, 'REQUEST_TYPE_MISMATCH']);
    expect((await t.call(JOAO, { method: 'DELETE', url: fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: draft.id }) })).statusCode).toBe(204);
  });

  it('keeps other users out (404) and refuses writes in a preview, audited', async () => {
    const [any] = (await list()).json().items;
    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: any.id }) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const foreignCreate = await create(vacation(employeeCpf), MARIA);
    expect(foreignCreate.statusCode).toBe(404);
    const headers = await previewHeaders(t.server, STAFF, JOAO);
    const res = await t.server.app.inject({ method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }), headers, payload: vacation(employeeCpf) });
    expect([res.statusCode, res.json().code]).toEqual([403, 'PREVIEW_READ_ONLY']);
    const audit = await auditRows(t.server, 'POST /api/service-requests/v1/clients/:clientId/requests');
    expect(audit.some((a) => a.outcome === 'refused' && a.clientId === clientId && a.subjectUserId !== a.actorUserId)).toBe(true);
  });

  it('lists employees for pickers and the tooltip, searchable by name or CPF', async () => {
    const byName = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employees, { clientId }), query: { search: 'RI' } })).json();
    expect(byName.items.map((e: { name: string }) => e.name)).toEqual(['Ana Beatriz Souza', 'Elaine Ribeiro Costa']);
    const byCpf = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employees, { clientId }), query: { search: `${employeeCpf.slice(0, 3)}.${employeeCpf.slice(3, 6)}` } })).json();
    expect(byCpf.items[0].cpf).toBe(employeeCpf);
    const one = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employee, { clientId, employeeId: byName.items[0].id }) })).json();
    expect(Object.keys(one).sort()).toEqual(['cpf', 'hireDate', 'id', 'jobPosition', 'name']);
    const other = await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employee, { clientId: t.joaoClients[1]!, employeeId: byName.items[0].id }) });
    expect([other.statusCode, other.json().code]).toEqual([404, 'EMPLOYEE_NOT_FOUND']);
  });
});

describe('status model', () => {
  it('lets the client send and the firm answer, nothing else', () => {
    expect(canTransition('client', 'Draft', 'WaitingForAnswer')).toBe(true);
    expect(canTransition('client', 'Replied', 'WaitingForAnswer')).toBe(false);
    expect(canTransition('client', 'WaitingForAnswer', 'Replied')).toBe(false);
    expect(canTransition('firm', 'WaitingForAnswer', 'Replied')).toBe(true);
    expect(canTransition('firm', 'Draft', 'Replied')).toBe(false);
  });
});
