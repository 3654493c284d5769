import { randomUUID } from 'node:crypto';
import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, EQUIPE, multipartBody, startDemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../../../../common/notifications/server';
import { BOXE_API } from '../../contract';

let t: DemoTestServer;
/** A staff member of another firm: hears nothing of this firm's intake. */
const OTHER_FIRM_STAFF = 'staff@other-firm.example';
beforeAll(async () => {
  t = await startDemoTestServer('br');
  const db = t.server.ctx.db;
  const firm = await db.selectFrom('firms').selectAll().where('id', '=', (await db.selectFrom('users').select('firmId').where('email', '=', EQUIPE).executeTakeFirstOrThrow()).firmId).executeTakeFirstOrThrow();
  const otherFirmId = (await db.selectFrom('firms').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id as number + 1;
  await db.insertInto('firms').values({ ...firm, id: otherFirmId, name: 'Other firm' }).execute();
  const equipe = await db.selectFrom('users').selectAll().where('email', '=', EQUIPE).executeTakeFirstOrThrow();
  await db.insertInto('users').values({ ...equipe, id: randomUUID(), email: OTHER_FIRM_STAFF, firmId: otherFirmId, contactId: null }).execute();
}, 900_000);
afterAll(async () => { await t?.server.stop(); });

const intake = (files: Array<{ name: string; content: Buffer }>) => {
  const body = multipartBody(files);
  return t.call(EQUIPE, { method: 'POST', url: fillPath(BOXE_API.boxeIntake, { clientId: t.joaoClients[0]! }), headers: body.headers, payload: body.payload });
};
const told = async (email: string) => ((await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '50' } })).json() as
  { items: Array<{ category: string; link: string; clientId: string | null; params: Record<string, string | number> }> }).items.filter((i) => i.category === 'intakeFailed');

describe("the staff's notice of a failed intake", () => {
  it("tells the firm's staff once of the files an intake refused, and no other firm's", async () => {
    const files = [{ name: 'not-xml.txt', content: Buffer.from('hello') }, { name: 'also-not.txt', content: Buffer.from('world') }];
    expect((await intake(files)).json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'refused']);
    // The same refusals again (a retry): told once.
    await intake(files);
    const items = await told(EQUIPE);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ link: '/staff/box-e-intake', clientId: t.joaoClients[0], params: { variant: 'intake', count: 2, client: expect.any(String) } });
    expect(await told(OTHER_FIRM_STAFF)).toEqual([]);
  });

  it('lists the category in the staff preferences of a portal running Box-E', async () => {
    const { items } = (await t.call(EQUIPE, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json() as { items: Array<{ category: string }> };
    expect(items.map((i) => i.category)).toContain('intakeFailed');
  });
});
