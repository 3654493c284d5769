import { randomUUID } from 'node:crypto';
import { MARIA, STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../../notifications/server';
import { alertNewDevices } from './new-device';
import { deviceFamily } from './sign-ins';
import { activityDb } from './tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us'); });
afterAll(async () => { await t.server.stop(); });

const CHROME_WINDOWS = (v: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A new person like `like` (a client contact or a staff member), with no sign-in yet. */
async function newPerson(like: string): Promise<{ id: string; email: string }> {
  const db = t.server.ctx.db;
  const row = await db.selectFrom('users').selectAll().where('email', '=', like).executeTakeFirstOrThrow();
  const person = { id: randomUUID(), email: `${randomUUID().slice(0, 8)}@new-device.example` };
  await db.insertInto('users').values({ ...row, ...person, contactId: null }).execute();
  const clients = await db.selectFrom('userClients').select('clientId').where('userId', '=', row.id).execute();
  if (clients.length) await db.insertInto('userClients').values(clients.map((c) => ({ userId: person.id, clientId: c.clientId }))).execute();
  return person;
}

const signIn = (userId: string, userAgent: string) => t.server.ctx.sessions.create(userId, { source: { ip: '203.0.113.9', userAgent } });
const alerts = async (email: string) => ((await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '50' } })).json() as
  { items: Array<{ category: string; link: string; clientId: string | null; params: Record<string, string> }> }).items.filter((i) => i.category === 'newDeviceSignIn');

describe('a sign-in from a new device', () => {
  it('names the browser family and system, versions left out', () => {
    expect(deviceFamily(CHROME_WINDOWS(120))).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(deviceFamily(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(deviceFamily(null)).toBeNull();
    expect(deviceFamily('curl')).toBeNull();
  });

  for (const [who, like] of [['a client', MARIA], ['a staff member', STAFF]] as const) {
    it(`tells ${who} once of a second sign-in from a new device, not of the first ever nor of the same device again`, async () => {
      const person = await newPerson(like);
      await signIn(person.id, CHROME_WINDOWS(120));
      await alertNewDevices(t.server.ctx);
      expect(await alerts(person.email)).toEqual([]);
      // Chrome updated on the same Windows: the same device.
      await signIn(person.id, CHROME_WINDOWS(121));
      await alertNewDevices(t.server.ctx);
      expect(await alerts(person.email)).toEqual([]);
      await signIn(person.id, IPHONE);
      await alertNewDevices(t.server.ctx);
      // The next run goes on after the sign-ins this one looked at: none to look at, nobody told again.
      expect(await alertNewDevices(t.server.ctx)).toEqual({ examined: 0, told: 0 });
      // Runs that overlap look at the same sign-ins again (here: the watermark gone): the notice's key tells once.
      await activityDb(t.server.ctx.db).deleteFrom('activitySignInWatermark').execute();
      expect(await alertNewDevices(t.server.ctx)).toMatchObject({ told: 0 });
      const told = await alerts(person.email);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ link: '/activity', clientId: null, params: { browser: 'Safari', os: 'iOS', time: expect.stringMatching(/\d/) } });
      expect(told[0]!.params).not.toHaveProperty('client');
      // Only that person hears of it.
      expect((await alerts(like)).filter((i) => i.params.time === told[0]!.params.time && i.params.os === 'iOS')).toEqual([]);
    });
  }

  it('lists the category in the preferences of clients and staff alike', async () => {
    for (const email of [MARIA, STAFF]) {
      const { items } = (await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json() as { items: Array<{ category: string }> };
      expect(items.map((i) => i.category)).toContain('newDeviceSignIn');
    }
  });
});
