import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, MARIA, startDemoTestServer } from '@portico/plugin-server/testing';
import { DASHBOARD_API, type WaitingList } from '../contract';

let t: DemoTestServer;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.dashboard', 'common.documents', 'common.tasks', 'common.invoices'] });
}, 120_000);
afterAll(async () => { await t.server.stop(); });

describe('waiting for you, in the us variant', () => {
  it("lists maria's open tasks and her invoice, dated and opening at their addresses, from the us variant's features", async () => {
    const res = await t.call(MARIA, { method: 'GET', url: fillPath(DASHBOARD_API.waiting, { clientId: t.mariaClients[0]! }) });
    expect(res.statusCode).toBe(200);
    const { items, unavailable } = res.json() as WaitingList;
    expect(unavailable).toEqual([]);
    const tasks = items.filter((i) => i.featureId === 'common.tasks');
    expect(tasks.map((i) => i.title)).toEqual(expect.arrayContaining([expect.stringMatching(/tax return documents$/), expect.stringMatching(/^Invoice \d{4}-\d{4}$/)]));
    for (const task of tasks) expect(task).toMatchObject({ kind: 'task', dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), link: `/tasks/${task.id}` });
    // Only the us variant's features list anything: no Brazilian kind.
    for (const item of items) expect(['common.tasks', 'common.dashboard']).toContain(item.featureId);
  });

  it("answers 404 for another user's client", async () => {
    const res = await t.call(JOAO, { method: 'GET', url: fillPath(DASHBOARD_API.waiting, { clientId: t.mariaClients[0]! }) });
    expect(res.statusCode).toBe(404);
  });
});
