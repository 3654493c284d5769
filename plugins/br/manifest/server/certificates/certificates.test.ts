import { sql } from 'kysely';
import { fillPath } from '@portico/contract/api-paths';
import { auditRows, EQUIPE, JOAO } from '@portico/plugin-server/testing';
import { MANIFEST_API } from '../../contract';
import { makeTestA1 } from '../testing/a1-certificates';
import { startConnectedServer, type ConnectedServer } from '../testing/connected-server';
import { manifestDb } from '../tables';
import { notifyExpiringCertificates } from '../expiry';

let t: ConnectedServer;
beforeAll(async () => { t = await startConnectedServer(); });
afterAll(async () => { await t.stop(); });

describe("client companies' A1 certificates", () => {
  it('takes a good e-CNPJ from staff: the facts are listed, the stored bytes are neither the PFX nor its key', async () => {
    const staffList = (await t.call(EQUIPE, { method: 'GET', url: MANIFEST_API.staffCertificates })).json();
    const mine = staffList.items.find((i: { clientId: string }) => i.clientId === t.joaoClients[0]);
    expect(mine.certificate).toMatchObject({ holder: 'EMPRESA DO JOAO LTDA', cnpj: t.cnpj, expired: false, usable: true });
    expect(JSON.stringify(staffList)).not.toContain('PRIVATE KEY');

    const clients = (await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestClients })).json();
    expect(clients.items.find((c: { clientId: string }) => c.clientId === t.joaoClients[0])).toMatchObject({
      certificate: { holder: 'EMPRESA DO JOAO LTDA', cnpj: t.cnpj }, sending: 'ready', environment: 'homologation',
    });

    const row = await manifestDb(t.server.ctx.db).selectFrom('brManifestCertificates').selectAll().where('clientId', '=', t.joaoClients[0]!).executeTakeFirstOrThrow();
    const stored = Buffer.from(row.sealedKey!);
    expect(stored.includes(t.a1.pfx.subarray(0, 48))).toBe(false);
    expect(stored.toString('latin1')).not.toContain('PRIVATE KEY');
    expect(stored.toString('latin1')).not.toContain(t.a1.password);
    expect(row.uploadedBy).toBe(await t.server.userId(EQUIPE));
  });

  it('refuses a wrong password, an expired certificate, another company\'s CNPJ and one that may not sign, each with its code', async () => {
    const client = t.joaoClients[0]!;
    const expired = makeTestA1(t.ca, { cnpj: t.cnpj, validDays: -1 });
    const foreign = makeTestA1(t.ca, { cnpj: '99888777000166' });
    const noSigning = makeTestA1(t.ca, { cnpj: t.cnpj, noSigning: true });
    const cases: Array<[Buffer, string, string]> = [
      [t.a1.pfx, 'not the password', 'CERTIFICATE_PASSWORD_WRONG'],
      [expired.pfx, expired.password, 'CERTIFICATE_EXPIRED'],
      [foreign.pfx, foreign.password, 'CERTIFICATE_CNPJ_MISMATCH'],
      [noSigning.pfx, noSigning.password, 'CERTIFICATE_KEY_USAGE'],
      [Buffer.from('plain text, not a PFX'), 'x', 'CERTIFICATE_UNREADABLE'],
    ];
    for (const [pfx, password, code] of cases) {
      const res = await t.uploadA1(client, pfx, password);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    // The good one stays.
    const row = await manifestDb(t.server.ctx.db).selectFrom('brManifestCertificates').select('serialNumber').where('clientId', '=', client).executeTakeFirstOrThrow();
    expect(row.serialNumber).toBe((await t.call(EQUIPE, { method: 'GET', url: MANIFEST_API.staffCertificates })).json()
      .items.find((i: { clientId: string }) => i.clientId === client).certificate.serialNumber);
    const audit = await auditRows(t.server, `PUT ${MANIFEST_API.staffCertificate}`);
    expect(audit.filter((a) => a.outcome === 'refused')).toHaveLength(cases.length);
  });

  it('is staff-only and for the firm\'s own clients', async () => {
    const byClient = await t.uploadA1(t.joaoClients[0]!, t.a1.pfx, t.a1.password).then(() =>
      t.call(JOAO, { method: 'PUT', url: fillPath(MANIFEST_API.staffCertificate, { clientId: t.joaoClients[0]! }), payload: { pfx: t.a1.pfx.toString('base64'), password: t.a1.password } }));
    expect([byClient.statusCode, byClient.json().code]).toEqual([403, 'STAFF_ONLY']);
    const stranger = await t.uploadA1('no-such-client', t.a1.pfx, t.a1.password);
    expect(stranger.statusCode).toBe(404);
  });

  it('writes neither the PFX nor its password to the log', () => {
    const log = t.logs.join('');
    expect(log).toContain(MANIFEST_API.staffCertificates.split('/staff')[0]);
    expect(log).not.toContain(t.a1.password);
    expect(log).not.toContain(t.a1.pfx.toString('base64').slice(0, 40));
  });
});

describe('A1 expiry notices', () => {
  const DAY = 86_400_000;
  const noticesOf = async (clientId: string) => (await sql<{ userId: string; category: string; eventKey: string; params: string }>`
    select user_id as "userId", category, event_key as "eventKey", params from common_notifications
    where event_key like ${`certificate-expiring:${clientId}:%`} order by event_key, category, user_id`.execute(t.server.ctx.db)).rows;

  it("tell the company's contacts and the firm's staff 30 and then 7 days before, once each", async () => {
    const client = t.joaoClients[0]!;
    const { validUntil, serialNumber } = await manifestDb(t.server.ctx.db).selectFrom('brManifestCertificates').select(['validUntil', 'serialNumber'])
      .where('clientId', '=', client).executeTakeFirstOrThrow();
    const daysBefore = (days: number) => new Date(Date.parse(`${validUntil}T12:00:00Z`) - days * DAY);
    expect(await notifyExpiringCertificates(t.server.ctx, daysBefore(31))).toBe(0);
    const first = await notifyExpiringCertificates(t.server.ctx, daysBefore(30));
    const joao = await t.server.userId(JOAO);
    const equipe = await t.server.userId(EQUIPE);
    const after30 = await noticesOf(client);
    expect(after30.filter((n) => n.userId === joao)).toMatchObject([{ category: 'certificateExpiring', eventKey: `certificate-expiring:${client}:${serialNumber}:30` }]);
    expect(after30.filter((n) => n.userId === equipe)).toMatchObject([{ category: 'clientCertificateExpiring' }]);
    expect(JSON.parse(after30[0]!.params)).toMatchObject({ count: 30, validUntilDate: validUntil });
    expect(first).toBe(after30.length);
    // The days between and a second run the same day tell nobody again.
    expect(await notifyExpiringCertificates(t.server.ctx, daysBefore(30))).toBe(0);
    expect(await notifyExpiringCertificates(t.server.ctx, daysBefore(12))).toBe(0);
    expect(await notifyExpiringCertificates(t.server.ctx, daysBefore(7))).toBe(first);
    expect(await notifyExpiringCertificates(t.server.ctx, daysBefore(3))).toBe(0);
    expect((await noticesOf(client)).map((n) => n.eventKey.split(':').at(-1))).toEqual([...after30.map(() => '30'), ...after30.map(() => '7')]);
  });
});

describe("a company's own upload of its A1", () => {
  it("is refused (403 CERTIFICATE_CLIENT_UPLOAD_FORBIDDEN) until the firm allows it, then checked and sealed as staff's, audited", async () => {
    const clientId = t.joaoClients[0]!;
    const url = fillPath(MANIFEST_API.clientCertificate, { clientId });
    const payload = { pfx: t.a1.pfx.toString('base64'), password: t.a1.password };
    const allowed = async () => (await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestClients, query: { clientId } })).json().items[0].certificateUpload;
    const uploadedAt = async () => (await manifestDb(t.server.ctx.db).selectFrom('brManifestCertificates').select(['uploadedAt', 'uploadedBy'])
      .where('clientId', '=', clientId).executeTakeFirstOrThrow());
    const before = await uploadedAt();

    const refused = await t.call(JOAO, { method: 'PUT', url, payload });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CERTIFICATE_CLIENT_UPLOAD_FORBIDDEN']);
    expect(await uploadedAt()).toEqual(before);
    expect(await allowed()).toBe(false);
    // Only the firm's administrators set it.
    const byClient = await t.call(JOAO, { method: 'PUT', url: MANIFEST_API.options, payload: { autoCiencia: false, clientCertificateUpload: true } });
    expect(byClient.statusCode).toBe(403);
    const set = await t.call(EQUIPE, { method: 'PUT', url: MANIFEST_API.options, payload: { autoCiencia: false, clientCertificateUpload: true } });
    expect(set.json()).toEqual({ autoCiencia: false, clientCertificateUpload: true });
    expect(await allowed()).toBe(true);

    const wrong = await t.call(JOAO, { method: 'PUT', url, payload: { ...payload, password: 'not the password' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'CERTIFICATE_PASSWORD_WRONG']);
    expect(await uploadedAt()).toEqual(before);
    const saved = await t.call(JOAO, { method: 'PUT', url, payload });
    expect([saved.statusCode, saved.json()]).toMatchObject([200, { holder: 'EMPRESA DO JOAO LTDA', usable: true }]);
    expect((await uploadedAt()).uploadedBy).toBe(await t.server.userId(JOAO));
    const stranger = await t.call(JOAO, { method: 'PUT', url: fillPath(MANIFEST_API.clientCertificate, { clientId: 'no-such-client' }), payload });
    expect(stranger.statusCode).toBe(404);

    const audit = await auditRows(t.server, `PUT ${MANIFEST_API.clientCertificate}`);
    expect(audit.map((a) => a.outcome).sort()).toEqual(['refused', 'refused', 'refused', 'success']);
    await t.call(EQUIPE, { method: 'PUT', url: MANIFEST_API.options, payload: { autoCiencia: false, clientCertificateUpload: false } });
  });
});
