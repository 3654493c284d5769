import { insertFile } from '@portico/br-kit/server';
import { demoPdf, featureDb } from '@portico/plugin-server';
import { type DemoTestServer, EQUIPE, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API, type NotificationTables } from '../../../common/notifications/server';
import type { CndIssuer, CndStatus } from '../contract';
import { notifyCndCertificates } from './notices';
import { cndDb } from './tables';

const DAY_MS = 86_400_000;
// Noon in Brasília: the day of the fake clock is the day the certificates count by.
const start = new Date('2031-06-02T15:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * DAY_MS);
const isoDay = (n: number) => day(n).toISOString().slice(0, 10);

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.cnd', 'common.notifications'] }); });
afterAll(async () => { await t.server.stop(); });

describe('notices of clearance certificates, day by day on a fake clock', () => {
  it("tell the company's contacts and the firm's staff 30 and 7 days before one expires and once of a positive one, never twice, none after a renewal", async () => {
    const clientId = t.joaoClients[0]!;
    const db = cndDb(t.server.ctx.db);
    const agencyOf = (issuer: CndIssuer) => db.selectFrom('brCndAgencies').select(['id', 'name']).where('issuer', '=', issuer).orderBy('id').executeTakeFirstOrThrow();
    const [federal, fgts, municipal] = [await agencyOf('ReceitaFederalPgfn'), await agencyOf('Fgts'), await agencyOf('Municipal')];
    // Each crawled on its day of the fake clock (years after the demo's): the newest of its agency is the one that counts.
    const mine = new Set<string>();
    const record = async (agencyId: string, status: CndStatus, crawledOn: number, expiresOn: number) => {
      const fileId = await insertFile(db, { fileName: 'CND.pdf', mimeType: 'application/pdf', content: demoPdf('CND') });
      const id = crypto.randomUUID();
      await db.insertInto('brCndHistory').values({
        id, clientId, agencyId, crawledAt: day(crawledOn).toISOString(), status, certificateNumber: `CND-${id.slice(0, 8)}`,
        issuedAt: isoDay(crawledOn), expiresAt: isoDay(expiresOn), fileId,
      }).execute();
      mine.add(id);
      return id;
    };
    const expiring = await record(federal.id, 'Negativa', -140, 40);
    const renewedEarly = await record(fgts.id, 'PositivaComEfeitosDeNegativa', -10, 35);
    const positive = await record(municipal.id, 'Positiva', 0, 60);
    const [joao, equipe] = [await t.server.userId(JOAO), await t.server.userId(EQUIPE)];

    const told = new Map<string, string[]>();
    const seen = new Set<string>();
    for (let n = 0; n <= 50; n += 1) {
      // Renewed: the FGTS one before its 7-day notice, the federal one after it.
      if (n === 20) await record(fgts.id, 'Negativa', 20, 200);
      if (n === 36) await record(federal.id, 'Negativa', 36, 216);
      await notifyCndCertificates(t.server.ctx, day(n));
      // A second run the same day tells nobody again.
      expect(await notifyCndCertificates(t.server.ctx, day(n))).toBe(0);
      const rows = await featureDb<NotificationTables>()(t.server.ctx.db).selectFrom('commonNotifications').select(['id', 'userId', 'category', 'eventKey', 'link', 'params'])
        .where('clientId', '=', clientId).where('eventKey', 'like', 'cnd-%').where('userId', 'in', [joao, equipe]).execute();
      // The scheduled run, on the real clock, tells of the demo's certificates: only this test's are counted.
      for (const row of rows.filter((r) => !seen.has(r.id) && mine.has(r.eventKey.split(':')[1]!))) {
        seen.add(row.id);
        const { count } = JSON.parse(row.params) as { count?: number };
        told.set(`day ${n}`, [...told.get(`day ${n}`) ?? [], `${row.userId === joao ? 'joao' : 'equipe'} ${row.category} ${row.eventKey}${count === undefined ? '' : ` (${count})`} ${row.link}`].sort());
      }
    }
    const both = (key: string, count?: number) => [
      `equipe clientClearanceCertificate ${key}${count === undefined ? '' : ` (${count})`} /staff/certificates`,
      `joao clearanceCertificate ${key}${count === undefined ? '' : ` (${count})`} /home/cnd/${clientId}`,
    ];
    expect(Object.fromEntries(told)).toEqual({
      'day 0': both(`cnd-positive:${positive}`),
      'day 5': both(`cnd-expiring:${renewedEarly}:30`, 30),
      'day 10': both(`cnd-expiring:${expiring}:30`, 30),
      'day 33': both(`cnd-expiring:${expiring}:7`, 7),
    });

    const [mail] = await t.server.ctx.db.selectFrom('outbox').select('subject').where('purpose', '=', 'common.notifications.mail')
      .where('recipients', '=', JSON.stringify([JOAO])).where('subject', 'like', `%${federal.name}%vence em 7 dias%`).execute();
    expect(mail?.subject).toContain(`A certidão negativa (CND) de ${federal.name} de`);
  });

  it('are among the preferences of the portal that has CND, each for its audience', async () => {
    const categories = async (email: string) => (await t.call(email, { method: 'GET', url: NOTIFICATIONS_API.preferences })).json().items
      .map((p: { category: string }) => p.category) as string[];
    expect(await categories(JOAO)).toContain('clearanceCertificate');
    expect(await categories(JOAO)).not.toContain('clientClearanceCertificate');
    expect(await categories(EQUIPE)).toContain('clientClearanceCertificate');
    const [schedule] = await t.server.ctx.db.selectFrom('jobSchedules').select('kind').where('kind', '=', 'br.cnd.notices').execute();
    expect(schedule).toEqual({ kind: 'br.cnd.notices' });
  });
});
