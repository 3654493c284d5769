import { fillPath } from '@portico/contract/api-paths';
import { auditRows, type DemoTestServer, EQUIPE, MARIA, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { TASKS_API as T, type TaskTemplate } from '../contract';

let t: DemoTestServer;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.tasks', 'common.documents', 'common.questionnaires'] });
}, 120_000);
afterAll(async () => { await t.server.stop(); });

const send = (email: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) =>
  t.call(email, { method, url, ...(payload ? { payload } : {}), ...(query ? { query } : {}) });
const one = (templateId: string) => fillPath(T.staffTemplate, { templateId });

const ORGANIZER = {
  title: '2026 tax organizer', dueDate: '2027-03-01',
  items: [{ description: 'W-2 forms of every employer' }, { description: 'Receipts of charitable donations', dueDate: '2027-02-15' }],
};

describe('task templates', () => {
  it('saves a document request as a named template of the firm, lists, reads, renames and deletes it, each write audited', async () => {
    const created = await send(STAFF, 'POST', T.staffTemplates, { kind: 'document-request', name: '  Yearly organizer ', body: ORGANIZER });
    expect(created.statusCode).toBe(201);
    const template = created.json() as TaskTemplate;
    expect(template).toMatchObject({ kind: 'document-request', name: 'Yearly organizer', body: ORGANIZER });

    const listed = (await send(STAFF, 'GET', T.staffTemplates, undefined, { kind: 'document-request' })).json().items;
    expect(listed.map((i: TaskTemplate) => i.name)).toContain('Yearly organizer');
    expect((await send(STAFF, 'GET', T.staffTemplates, undefined, { kind: 'questionnaire' })).json().items.map((i: TaskTemplate) => i.id)).not.toContain(template.id);
    expect((await send(STAFF, 'GET', one(template.id))).json().body).toEqual(ORGANIZER);

    const renamed = await send(STAFF, 'PATCH', one(template.id), { name: 'Organizer 2026' });
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Organizer 2026']);
    expect((await send(STAFF, 'GET', one(template.id))).json().name).toBe('Organizer 2026');

    expect((await send(STAFF, 'DELETE', one(template.id))).statusCode).toBe(204);
    expect((await send(STAFF, 'GET', one(template.id))).json().code).toBe('TASK_TEMPLATE_NOT_FOUND');
    for (const action of ['POST /api/tasks/v1/staff/templates', 'PATCH /api/tasks/v1/staff/templates/:templateId', 'DELETE /api/tasks/v1/staff/templates/:templateId']) {
      expect((await auditRows(t.server, action)).some((r) => r.statusCode < 300)).toBe(true);
    }
  });

  it("keeps a questionnaire's questions as its template", async () => {
    const body = { title: 'Client intake', questions: [{ key: 'married', label: 'Are you married?', type: 'yes_no', required: true }] };
    const created = await send(STAFF, 'POST', T.staffTemplates, { kind: 'questionnaire', name: 'Intake', body });
    expect(created.statusCode).toBe(201);
    expect((await send(STAFF, 'GET', one(created.json().id))).json().body).toEqual(body);
  });

  it('refuses a body its kind does not create tasks from, a kind that keeps no templates, and a name the firm uses', async () => {
    const folder = { ...ORGANIZER, items: [{ description: 'Statements', containerId: 'some-folder' }] };
    for (const payload of [
      { kind: 'document-request', name: 'No items', body: { title: 'Empty', items: [] } },
      { kind: 'document-request', name: 'With a folder', body: folder },
      { kind: 'document-request', name: 'Bad date', body: { ...ORGANIZER, dueDate: '2027-13-45' } },
      { kind: 'no-such-kind', name: 'Unknown', body: ORGANIZER },
    ]) {
      const refused = await send(STAFF, 'POST', T.staffTemplates, payload);
      expect([payload.name, refused.statusCode, refused.json().code]).toEqual([payload.name, 400, 'TASK_TEMPLATE_INVALID']);
    }
    expect((await send(STAFF, 'POST', T.staffTemplates, { kind: 'document-request', name: 'Twice', body: ORGANIZER })).statusCode).toBe(201);
    const again = await send(STAFF, 'POST', T.staffTemplates, { kind: 'document-request', name: 'Twice', body: ORGANIZER });
    expect([again.statusCode, again.json().code]).toEqual([409, 'TASK_TEMPLATE_NAME_TAKEN']);
    const other = (await send(STAFF, 'POST', T.staffTemplates, { kind: 'document-request', name: 'Other', body: ORGANIZER })).json();
    const clash = await send(STAFF, 'PATCH', one(other.id), { name: 'Twice' });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'TASK_TEMPLATE_NAME_TAKEN']);
  });

  it("shows another firm's staff nothing: not in its list, 404 to read, rename or delete; a client may not call it", async () => {
    const mine = (await send(STAFF, 'POST', T.staffTemplates, { kind: 'document-request', name: 'Northwind only', body: ORGANIZER })).json() as TaskTemplate;
    expect((await send(EQUIPE, 'GET', T.staffTemplates)).json().items.map((i: TaskTemplate) => i.id)).not.toContain(mine.id);
    // The same name is free in another firm.
    expect((await send(EQUIPE, 'POST', T.staffTemplates, { kind: 'document-request', name: 'Northwind only', body: ORGANIZER })).statusCode).toBe(201);
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Taken over' }], ['DELETE']] as const) {
      const answer = await send(EQUIPE, method, one(mine.id), payload);
      expect([method, answer.statusCode, answer.json().code]).toEqual([method, 404, 'TASK_TEMPLATE_NOT_FOUND']);
    }
    expect((await send(STAFF, 'GET', one(mine.id))).json().name).toBe('Northwind only');
    expect((await send(MARIA, 'GET', T.staffTemplates)).statusCode).toBe(403);
  });
});
