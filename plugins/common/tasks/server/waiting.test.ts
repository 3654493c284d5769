import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { tasksDb } from './tables';

/** The dashboard's list (common.dashboard's contract, which a feature outside it does not import). */
const WAITING = '/api/dashboard/v1/clients/:clientId/waiting';

let t: DemoTestServer;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['common.tasks', 'common.documents', 'common.dashboard'] });
}, 120_000);
afterAll(async () => { await t.server.stop(); });

describe("tasks in the dashboard's waiting list", () => {
  it("lists joao's seeded document request with its due date and the task's address, and not once it is the firm's", async () => {
    const clientId = t.joaoClients[0]!;
    const waiting = async () => (await t.call(JOAO, { method: 'GET', url: fillPath(WAITING, { clientId }) })).json();
    const item = (await waiting()).items.find((i: { featureId: string }) => i.featureId === 'common.tasks');
    expect(item).toMatchObject({ kind: 'task', title: 'Documentos do fechamento mensal', dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), link: expect.stringMatching(/^\/tasks\//) });
    await tasksDb(t.server.ctx.db).updateTable('commonTasks').set({ state: 'submitted' }).where('id', '=', item.id).execute();
    // joao's other tasks (his signature, invoice, questionnaire) stay; this one, now the firm's, leaves the list.
    expect((await waiting()).items.some((i: { id: string }) => i.id === item.id)).toBe(false);
  });
});
