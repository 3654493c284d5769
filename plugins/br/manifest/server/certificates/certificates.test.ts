import { fillPath } from '@portico/contract/api-paths';
import { auditRows, EQUIPE, JOAO } from '@portico/plugin-server/testing';
import { MANIFEST_API } from '../../contract';
import { makeTestA1 } from '../testing/a1-certificates';
import { startConnectedServer, type ConnectedServer } from '../testing/connected-server';
import { manifestDb } from '../tables';

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
