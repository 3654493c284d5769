import { SERVICE_REQUESTS_API, canTransition, REQUEST_STATUSES, RequestKind } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { demoCpf } from '@portico/br-kit/server';
import { auditRows, type DemoTestServer, JOAO, MARIA, previewHeaders, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { todayInSaoPaulo } from '../rules/dates';
import { getRequest, transition } from './queries';
import type { Principal } from '@portico/plugin-server';
import { serviceRequestsDb } from './tables';
import { serviceRequestsWaiting } from './waiting';

let t: DemoTestServer;
let clientId: string;
let employeeCpf: string;
let employees: string[];
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.service-requests'] });
  clientId = t.joaoClients[0]!;
  employees = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employees, { clientId }) })).json().items.map((e: { cpf: string }) => e.cpf);
  employeeCpf = employees[0]!;
});
afterAll(async () => { await t.server.stop(); });

const list = (query: Record<string, string> = {}) => t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }), query });
const create = (payload: object, email = JOAO) => t.call(email, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }), payload });
const one = (requestId: string) => fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId });
const get = (requestId: string) => t.call(JOAO, { method: 'GET', url: one(requestId) });
const put = (requestId: string, payload: object) => t.call(JOAO, { method: 'PUT', url: one(requestId), payload });
const submit = (requestId: string) => t.call(JOAO, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequestSubmit, { clientId, requestId }) });
const message = (requestId: string, body: string) =>
  t.call(JOAO, { method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequestMessages, { clientId, requestId }), payload: { body } });
/** The violations a submit of this draft answers (none: it went to the firm). */
async function violationsOf(body: object) {
  const res = await submit((await create(body)).json().id);
  return res.statusCode === 200 ? [] : res.json().violations;
}
const thisMonth = todayInSaoPaulo().slice(0, 7);
const general = { subject: 'Guia do FGTS', category: 'Payroll', message: 'Como emitir a guia do FGTS Digital?' };
const address = { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const admission = (over: object) => ({ type: 'Employee', payload: {
  name: 'Gabriel Nunes', cpf: demoCpf('321654987'), pis: '12345678901', ctps: '1234567', birthDate: '1995-03-10', sex: 'M', education: '07',
  address, hireDate: '2030-01-02', jobPosition: 'Auxiliar administrativo', cbo: '411005', salaryCents: 250_000, weeklyHours: 44,
  contractType: 'Indefinite', ...over } });
const intern = (over: object) => ({ type: 'Intern', payload: {
  name: 'Lia Estagiária', cpf: demoCpf('555666777'), birthDate: '2004-07-07', startDate: '2030-02-01', endDate: '2031-01-31',
  level: 'Higher', mandatory: false, alternating: false, disability: false, institutionName: 'Universidade Federal', institutionCnpj: '11222333000181',
  supervisorName: 'Marta Supervisora', supervisorCpf: demoCpf('888999000'), insurancePolicy: 'AP-2030-1', stipendCents: 120_000, weeklyHours: 30, ...over } });

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

  it('saves a draft while incomplete and checks everything on submit (422 RULE_VIOLATION per field)', async () => {
    const created = await create({ type: 'Generic', payload: {} });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect([draft.status, draft.type, draft.typeCode, draft.reference]).toEqual(['Draft', 'Generic', 15, expect.stringMatching(/^SR-\d{4}-\d{4}$/)]);
    const partial = await put(draft.id, { type: 'Generic', payload: { subject: 'Guia do FGTS', message: 'Como emi' } });
    expect([partial.statusCode, partial.json().payload]).toEqual([200, { subject: 'Guia do FGTS', message: 'Como emi' }]);
    const refused = await submit(draft.id);
    expect([refused.statusCode, refused.json().code, refused.json().violations]).toEqual([422, 'RULE_VIOLATION', [{ field: 'category', code: 'REQUIRED' }]]);
    expect((await get(draft.id)).json().status).toBe('Draft');
    await put(draft.id, { type: 'Generic', payload: { ...general, message: 'Como emi' } });
    expect((await submit(draft.id)).json().violations).toEqual([{ field: 'message', code: 'MESSAGE_TOO_SHORT', params: { count: 10 } }]);
    await put(draft.id, { type: 'Generic', payload: general });
    const submitted = (await submit(draft.id)).json();
    expect([submitted.status, typeof submitted.submittedAt, submitted.title]).toEqual(['WaitingForAnswer', 'string', 'Guia do FGTS']);
    const again = await submit(draft.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'REQUEST_NOT_EDITABLE']);
    const edit = await put(draft.id, { type: 'Generic', payload: general });
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'REQUEST_NOT_EDITABLE']);
    const discard = await t.call(JOAO, { method: 'DELETE', url: one(draft.id) });
    expect([discard.statusCode, discard.json().code]).toEqual([409, 'REQUEST_NOT_EDITABLE']);
  });

  it('moves through the firm\'s answers; the client answer sends it back after the submit checks', async () => {
    const db = serviceRequestsDb(t.server.ctx.db);
    const id = (await create({ type: 'Generic', payload: general })).json().id;
    await submit(id);
    const notYet = await message(id, 'Mais um detalhe: o prazo é sexta.');
    expect([notYet.statusCode, notYet.json().status, notYet.json().messages.length]).toEqual([201, 'WaitingForAnswer', 1]);

    await transition(db, await getRequest(db, clientId, id), 'firm', 'WaitingForClient', { author: 'Horizonte Contabilidade', body: 'Qual competência?' });
    const answered = (await message(id, 'Outubro.')).json();
    expect([answered.status, answered.messages.map((m: { fromFirm: boolean; author: string }) => [m.fromFirm, m.author])])
      .toEqual(['WaitingForAnswer', [[false, 'João Silva'], [true, 'Horizonte Contabilidade'], [false, 'João Silva']]]);

    await transition(db, await getRequest(db, clientId, id), 'firm', 'WaitingForCorrection', { author: 'Horizonte Contabilidade', body: 'Corrija a descrição.' });
    await put(id, { type: 'Generic', payload: { ...general, message: 'curta' } });
    const stillWrong = await message(id, 'Corrigido.');
    expect([stillWrong.statusCode, stillWrong.json().violations[0].code]).toEqual([422, 'MESSAGE_TOO_SHORT']);
    expect((await get(id)).json().status).toBe('WaitingForCorrection');
    await put(id, { type: 'Generic', payload: general });
    expect((await submit(id)).json().status).toBe('WaitingForAnswer');

    const stale = await getRequest(db, clientId, id);
    await transition(db, stale, 'firm', 'Replied');
    // A second move from the same (now outdated) state loses.
    await expect(transition(db, stale, 'firm', 'WaitingForClient')).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    const replied = await message(id, 'Obrigado!');
    expect([replied.statusCode, replied.json().code]).toEqual([409, 'MESSAGE_NOT_ALLOWED']);
    const draftId = (await create({ type: 'Generic', payload: {} })).json().id;
    expect((await message(draftId, 'Olá')).json().code).toBe('MESSAGE_NOT_ALLOWED');
    expect((await t.call(JOAO, { method: 'DELETE', url: one(draftId) })).statusCode).toBe(204);
  });

  it("lists neither a draft that holds nothing nor another person's draft", async () => {
    const db = serviceRequestsDb(t.server.ctx.db);
    const listed = async () => ((await list({ itemsPerPage: '100' })).json().items as Array<{ id: string }>).map((r) => r.id);
    const empty = (await create({ type: 'Employee', payload: { address: {} } })).json().id;
    const typed = (await create({ type: 'Generic', payload: { subject: 'Férias coletivas' } })).json().id;
    const emptied = (await create({ type: 'Generic', payload: { subject: 'Rascunho' } })).json().id;
    await put(emptied, { type: 'Generic', payload: { subject: ' ' } });
    const theirs = (await create({ type: 'Generic', payload: { subject: 'De outra pessoa' } })).json().id;
    await db.updateTable('brServiceRequests').set({ createdBy: await t.server.userId(MARIA) }).where('id', '=', theirs).execute();
    const ids = await listed();
    expect(ids).toContain(typed);
    expect(ids.filter((id) => [empty, emptied, theirs].includes(id))).toEqual([]);
    const drafts = (await list({ view: String(RequestKind.Draft) })).json();
    expect(drafts.totalItems).toBe(drafts.items.length);
    expect(drafts.items.map((r: { id: string }) => r.id)).toContain(typed);
  });

  it("discards the caller's own drafts only, each attempt audited", async () => {
    const db = serviceRequestsDb(t.server.ctx.db);
    const discard = (requestId: string) => t.call(JOAO, { method: 'DELETE', url: one(requestId) });
    const mine = (await create({ type: 'Generic', payload: { subject: 'Descartar' } })).json().id;
    const theirs = (await create({ type: 'Generic', payload: { subject: 'Não é meu' } })).json().id;
    await db.updateTable('brServiceRequests').set({ createdBy: await t.server.userId(MARIA) }).where('id', '=', theirs).execute();
    const refused = await discard(theirs);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'REQUEST_NOT_YOURS']);
    expect((await get(theirs)).statusCode).toBe(200);
    expect((await discard(mine)).statusCode).toBe(204);
    expect((await get(mine)).json().code).toBe('REQUEST_NOT_FOUND');
    const audit = await auditRows(t.server, 'DELETE /api/service-requests/v1/clients/:clientId/requests/:requestId');
    expect(audit.filter((a) => a.clientId === clientId).map((a) => [a.outcome, a.statusCode])).toEqual(expect.arrayContaining([['success', 204], ['refused', 403]]));
  });

  it('titles a request about an employee with the name, not the CPF', async () => {
    const [cpf] = employees;
    const { name } = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.employees, { clientId }), query: { search: cpf! } })).json().items[0];
    const id = (await create({ type: 'NoticeVacation', payload: { cpf } })).json().id;
    expect((await get(id)).json().title).toBe(name);
    const item = (await list({ view: String(RequestKind.NoticeVacation), itemsPerPage: '100' })).json().items.find((r: { id: string }) => r.id === id);
    expect(item.title).toBe(name);
    // A title the client gave stays.
    const titled = (await create({ type: 'NoticeVacation', title: 'Férias de dezembro', payload: { cpf } })).json();
    expect(titled.title).toBe('Férias de dezembro');
    // Sent back by the firm, it waits for the client on the dashboard under the name too.
    const db = serviceRequestsDb(t.server.ctx.db);
    await transition(db, await getRequest(db, clientId, id), 'client', 'WaitingForAnswer');
    await transition(db, await getRequest(db, clientId, id), 'firm', 'WaitingForCorrection');
    const joao = await t.server.userId(JOAO);
    const waiting = await serviceRequestsWaiting({ db: t.server.ctx.db, principal: { userId: joao, effectiveUserId: joao } as Principal, clientId, now: new Date() });
    expect(waiting.find((w) => w.id === id)?.title).toMatch(new RegExp(` · ${name}$`));
  });

  it('publishes the firm\'s rubrics with their unit', async () => {
    const rubrics = (await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.rubrics, { clientId }) })).json().items;
    expect(rubrics.find((r: { code: string }) => r.code === '150')).toEqual({ code: '150', description: 'Horas extras 50%', unit: 'hours', kind: 'earning' });
    expect(new Set(rubrics.map((r: { unit: string }) => r.unit))).toEqual(new Set(['hours', 'value']));
  });

  it('payroll entries: rubric known, hours or value by its unit, one line per employee and rubric, competence, CPFs', async () => {
    const [ana, bruno, carla] = employees;
    const lines = [{ cpf: ana, rubricCode: '150', minutes: 630 }, { cpf: bruno, rubricCode: '300', amountCents: 45_000 }, { cpf: carla, rubricCode: '520', amountCents: 1_250 }];
    const payroll = (entries: object[], competence = thisMonth) => ({ type: 'PayrollEntry', payload: { competence, payRun: 'Monthly', entries } });
    expect(await violationsOf(payroll([{ cpf: ana, rubricCode: '999', amountCents: 1 }]))).toEqual([{ field: 'entries.0.rubricCode', code: 'RUBRIC_UNKNOWN' }]);
    expect(await violationsOf(payroll([{ cpf: ana, rubricCode: '150', amountCents: 100 }]))).toEqual([{ field: 'entries.0.minutes', code: 'HOURS_REQUIRED' }]);
    expect(await violationsOf(payroll([{ cpf: ana, rubricCode: '300', minutes: 60 }]))).toEqual([{ field: 'entries.0.amountCents', code: 'VALUE_REQUIRED' }]);
    expect(await violationsOf(payroll([lines[0]!, lines[0]!]))).toEqual([{ field: 'entries.1.rubricCode', code: 'DUPLICATE_LINE' }]);
    expect(await violationsOf(payroll(lines, '2099-01'))).toEqual([{ field: 'competence', code: 'COMPETENCE_TOO_FAR' }]);
    expect(await violationsOf(payroll([{ ...lines[0]!, cpf: demoCpf('987654321') }]))).toEqual([{ field: 'entries.0.cpf', code: 'EMPLOYEE_NOT_FOUND' }]);
    expect(await violationsOf(payroll([{ ...lines[0]!, cpf: `${ana!.slice(0, 10)}${(Number(ana!.slice(10)) + 1) % 10}` }]))).toEqual([{ field: 'entries.0.cpf', code: 'CPF_INVALID' }]);
    expect(await violationsOf(payroll([]))).toEqual([{ field: 'entries', code: 'INVALID' }]);
    expect(await violationsOf(payroll(lines))).toEqual([]);
  });

  it('employee registration (S-2200): 44 hours, age 16, contract end by type', async () => {
    expect(await violationsOf(admission({ weeklyHours: 45 }))).toEqual([{ field: 'weeklyHours', code: 'WEEKLY_HOURS_ABOVE', params: { count: 44 } }]);
    expect(await violationsOf(admission({ birthDate: '2015-01-01' }))).toEqual([{ field: 'birthDate', code: 'WORKER_UNDERAGE', params: { count: 16 } }]);
    expect(await violationsOf(admission({ contractType: 'Experience' }))).toEqual([{ field: 'contractEndDate', code: 'CONTRACT_END_REQUIRED' }]);
    // From 2 January, the 90th day is 1 April.
    expect(await violationsOf(admission({ contractType: 'Experience', contractEndDate: '2030-04-02' })))
      .toEqual([{ field: 'contractEndDate', code: 'EXPERIENCE_TOO_LONG', params: { count: 90 } }]);
    expect(await violationsOf(admission({ contractType: 'Experience', contractEndDate: '2030-04-01' }))).toEqual([]);
    expect(await violationsOf(admission({ contractEndDate: '2030-03-31' }))).toEqual([{ field: 'contractEndDate', code: 'CONTRACT_END_NOT_ALLOWED' }]);
    expect(await violationsOf(admission({ address: { ...address, zipCode: '0131010' } }))).toEqual([{ field: 'address.zipCode', code: 'INVALID' }]);
    expect(await violationsOf(admission({ pis: undefined, ctps: undefined }))).toEqual([]);
  });

  it('intern registration (Lei 11.788/2008): hours by level, two years unless PcD, stipend, institution CNPJ', async () => {
    expect(await violationsOf(intern({ level: 'Higher', weeklyHours: 35 }))).toEqual([{ field: 'weeklyHours', code: 'INTERN_WEEKLY_HOURS_ABOVE', params: { count: 30 } }]);
    expect(await violationsOf(intern({ level: 'Higher', weeklyHours: 40, alternating: true }))).toEqual([]);
    expect(await violationsOf(intern({ level: 'Special', weeklyHours: 25, alternating: true }))).toEqual([{ field: 'weeklyHours', code: 'INTERN_WEEKLY_HOURS_ABOVE', params: { count: 20 } }]);
    expect(await violationsOf(intern({ endDate: '2032-02-02' }))).toEqual([{ field: 'endDate', code: 'INTERNSHIP_TOO_LONG', params: { count: 2 } }]);
    expect(await violationsOf(intern({ endDate: '2032-02-02', disability: true }))).toEqual([]);
    expect(await violationsOf(intern({ stipendCents: 0 }))).toEqual([{ field: 'stipendCents', code: 'STIPEND_REQUIRED' }]);
    expect(await violationsOf(intern({ stipendCents: 0, mandatory: true }))).toEqual([]);
    expect(await violationsOf(intern({ institutionCnpj: '11222333000180' }))).toEqual([{ field: 'institutionCnpj', code: 'CNPJ_INVALID' }]);
  });

  it('partner registration: a sócio holds a share, starts after birth', async () => {
    const partner = (over: object) => ({ type: 'Taxpayer', payload: {
      name: 'Paula Sócia', cpf: demoCpf('222333444'), birthDate: '1980-05-05', entryDate: '2030-01-02', category: '723', jobPosition: 'Sócia administradora',
      proLaboreCents: 500_000, shareBasisPoints: 5_000, ...over } });
    expect(await violationsOf(partner({}))).toEqual([]);
    expect(await violationsOf(partner({ shareBasisPoints: 0 }))).toEqual([{ field: 'shareBasisPoints', code: 'PARTNER_SHARE_REQUIRED' }]);
    expect(await violationsOf(partner({ shareBasisPoints: 0, category: '722' }))).toEqual([]);
    expect(await violationsOf(partner({ entryDate: '1970-01-01' }))).toEqual([{ field: 'entryDate', code: 'ENTRY_BEFORE_BIRTH' }]);
  });

  it('general request: a due date that has passed', async () => {
    expect(await violationsOf({ type: 'Generic', payload: { ...general, dueDate: '2020-01-01' } })).toEqual([{ field: 'dueDate', code: 'DUE_DATE_IN_PAST' }]);
  });

  it('refuses drafts outside the contract and a change of type', async () => {
    for (const payload of [{ type: 'Generic', payload: 'text' }, { type: 'Nope', payload: {} }, { type: 'Generic', payload: { 'bad key': 1 } }]) {
      const res = await create(payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const draft = (await create({ type: 'Generic', payload: {} })).json();
    const switched = await put(draft.id, { type: 'PayrollEntry', payload: {} });
    expect([switched.statusCode, switched.json().code]).toEqual([400, 'REQUEST_TYPE_MISMATCH']);
  });

  it('ServiceRequest.Denied refuses everything; Employee, Intern and Partner gate their registrations', async () => {
    const db = serviceRequestsDb(t.server.ctx.db);
    const joao = await t.server.userId(JOAO);
    const setGrant = async (resource: string, on: boolean) => {
      await db.deleteFrom('userPermissions').where('userId', '=', joao).where('feature', '=', 'ServiceRequest').where('resource', '=', resource).execute();
      if (on) await db.insertInto('userPermissions').values({ userId: joao, feature: 'ServiceRequest', resource, grant: 'Granted' }).execute();
    };
    try {
      for (const [resource, type] of [['Employee', 'Employee'], ['Intern', 'Intern'], ['Partner', 'Taxpayer']] as const) {
        expect((await create({ type, payload: {} })).statusCode).toBe(201);
        await setGrant(resource, false);
        const refused = await create({ type, payload: {} });
        expect([refused.statusCode, refused.json().code]).toEqual([403, 'REQUEST_TYPE_NOT_ALLOWED']);
        expect((await create({ type: 'Generic', payload: {} })).statusCode).toBe(201);
        await setGrant(resource, true);
      }
      await setGrant('Denied', true);
      for (const res of [await list(), await create({ type: 'Generic', payload: {} }), await t.call(JOAO, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.rubrics, { clientId }) })]) {
        expect([res.statusCode, res.json().code]).toEqual([403, 'SERVICE_REQUESTS_DENIED']);
      }
    } finally {
      await setGrant('Denied', false);
    }
  });

  it('keeps other users out (404) and refuses writes in a preview, audited', async () => {
    const [any] = (await list()).json().items;
    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(SERVICE_REQUESTS_API.serviceRequest, { clientId, requestId: any.id }) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const foreignCreate = await create({ type: 'Generic', payload: general }, MARIA);
    expect(foreignCreate.statusCode).toBe(404);
    const headers = await previewHeaders(t.server, STAFF, JOAO);
    const res = await t.server.app.inject({ method: 'POST', url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }), headers, payload: { type: 'Generic', payload: general } });
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
