import { API, fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, MARIA, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { TASK_METADATA, TASKS_API } from '../../tasks';
import { QUESTION_METADATA, QUESTIONNAIRES_API as Q } from '../contract';
import { questionnairesDb } from './tables';

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.tasks', 'common.documents', 'common.questionnaires'] });
  clientId = t.mariaClients[0]!;
}, 120_000);
afterAll(async () => { await t.server.stop(); });

const at = (template: string, params: Record<string, string> = {}) => fillPath(template, { clientId, ...params });
const put = (taskId: string, answers: object) => t.call(MARIA, { method: 'PUT', url: at(Q.answers, { taskId }), payload: { answers } });

const FORM = {
  title: 'Payroll questions',
  questions: [
    { key: 'employees', label: 'Do you have employees?', type: 'yes_no', required: true },
    { key: 'how_many', label: 'How many?', type: 'number', required: true, showIf: { key: 'employees', equals: 'yes' } },
    { key: 'since', label: 'Since when?', type: 'date' },
    { key: 'states', label: 'States', type: 'several_choices', options: ['CA', 'NY', 'TX'] },
    { key: 'contract', label: 'A contract', type: 'file' },
  ],
};

describe('questionnaires', () => {
  it("shows maria's seeded organizer half filled: its answers saved, in progress", async () => {
    const tasks = (await t.call(MARIA, { method: 'GET', url: at(TASKS_API.tasks) })).json().items;
    const seeded = tasks.find((x: { kind: string }) => x.kind === 'questionnaire');
    expect(seeded).toMatchObject({ state: 'in_progress', progress: { done: 2, total: 2 } });
    const q = (await t.call(MARIA, { method: 'GET', url: at(Q.questionnaire, { taskId: seeded.id }) })).json();
    expect(q.answers).toEqual({ moved: false, filing: 'Single' });
  });

  it('refuses an inconsistent composition; reading a new one creates no draft; answers save as she goes and the condition decides what is required', async () => {
    const bad = await t.call(STAFF, { method: 'POST', url: at(Q.staffQuestionnaires), payload: { title: 'x', questions: [{ key: 'a', label: 'A', type: 'one_choice', options: ['only'] }] } });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'QUESTIONNAIRE_INVALID']);
    const made = await t.call(STAFF, { method: 'POST', url: at(Q.staffQuestionnaires), payload: FORM });
    expect(made.statusCode).toBe(201);
    const taskId = made.json().task.id as string;
    const opened = (await t.call(MARIA, { method: 'GET', url: at(Q.questionnaire, { taskId }) })).json();
    expect(opened).toMatchObject({ answers: {}, answersSavedAt: null, task: { state: 'open' } });
    expect(await questionnairesDb(t.server.ctx.db).selectFrom('commonQuestionnaireAnswers').select('key').where('taskId', '=', taskId).execute()).toEqual([]);

    expect((await put(taskId, { how_many: 'three' })).json().code).toBe('ANSWER_INVALID');
    expect((await put(taskId, { nope: 1 })).json().code).toBe('QUESTION_NOT_FOUND');
    expect((await put(taskId, { states: ['CA', 'FL'] })).json().code).toBe('ANSWER_INVALID');
    const first = await put(taskId, { employees: true, states: ['CA'] });
    expect(first.json()).toMatchObject({ task: { state: 'in_progress', progress: { done: 1, total: 2 } }, answers: { employees: true, states: ['CA'] } });
    const early = await t.call(MARIA, { method: 'POST', url: at(TASKS_API.submit, { taskId }) });
    expect([early.statusCode, early.json().code]).toEqual([409, 'ITEMS_INCOMPLETE']);
    // "No" hides the follow-up: nothing more is required.
    await put(taskId, { employees: false, states: null });
    const saved = (await t.call(MARIA, { method: 'GET', url: at(Q.questionnaire, { taskId }) })).json();
    expect(saved.answers).toEqual({ employees: false });
    const submitted = await t.call(MARIA, { method: 'POST', url: at(TASKS_API.submit, { taskId }) });
    expect(submitted.json()).toMatchObject({ state: 'submitted' });
    expect((await put(taskId, { since: '2020-01-01' })).json().code).toBe('TASK_NOT_EDITABLE');
    const staff = (await t.call(STAFF, { method: 'GET', url: at(Q.staffQuestionnaire, { taskId }) })).json();
    expect(staff.answers).toEqual({ employees: false });
    expect((await t.call(STAFF, { method: 'POST', url: at(TASKS_API.staffAccept, { taskId }) })).json()).toMatchObject({ state: 'done' });
    expect(await auditRows(t.server, `PUT ${Q.answers}`)).not.toHaveLength(0);
  });

  it('takes a file answer only for a document uploaded for that question', async () => {
    const taskId = (await t.call(STAFF, { method: 'POST', url: at(Q.staffQuestionnaires), payload: FORM })).json().task.id as string;
    const folder = (await t.call(MARIA, { method: 'GET', url: at(Q.questionnaire, { taskId }) })).json().uploadFolderId as string;
    const upload = async (metadata: Record<string, string>) => (await t.call(MARIA, {
      method: 'POST', url: at(API.uploads), query: { containerId: folder, onConflict: 'keepBoth', taskMetadata: JSON.stringify(metadata) },
      ...multipartBody([{ name: 'contract.pdf', content: demoPdf('contract'), type: 'application/pdf' }]),
    })).json().success[0].id as string;
    const other = await upload({ [TASK_METADATA.task]: taskId, [QUESTION_METADATA]: 'since' });
    expect((await put(taskId, { contract: other })).json().code).toBe('DOCUMENT_NOT_FOR_QUESTION');
    const right = await upload({ [TASK_METADATA.task]: taskId, [QUESTION_METADATA]: 'contract' });
    const answer = (await put(taskId, { contract: right })).json();
    expect(answer).toMatchObject({ answers: { contract: right }, files: { contract: 'contract (2).pdf' } });
  });
});
