import fs from 'node:fs';
import { sql } from 'kysely';
import { fillPath } from '@portico/contract/api-paths';
import { EQUIPE, eventually, JOAO } from '@portico/plugin-server/testing';
import { NOTIFICATIONS_API } from '../../../common/notifications/server';
import { MANIFEST_API } from '../contract';
import { DISTRIBUTION_RULES, runDistribution, type DistributionDeps } from './distribution';
import { manifestServices } from './services';
import { sendEventJob } from './submissions';
import { manifestDb } from './tables';
import { cancellationOf, distributedProcNFe, FISCAL_FIXTURE_DIR, fixture, summaryOf } from './testing/distribution-fixtures';
import { startConnectedServer, type ConnectedServer } from './testing/connected-server';
import { NFE_SCHEMA_DIR } from './testing/sefaz-simulator';

/** The recipient of da__nfe_cancelada_55_new.xml: joao's first company takes its CNPJ. */
const CLIENT_CNPJ = '10702368000155';
const CANCELLED_KEY = '35210258716523000119550000000573661346317847';
const SUMMARY_FILE = 'nfelib__42210775277525000178550030000266631762885493-procNFe.xml';
const SUMMARY_KEY = '42210775277525000178550030000266631762885493';
const LATER_FILE = 'nfelib__42211275277525000178550030000276771368212013-procNFe.xml';
const LATER_KEY = '42211275277525000178550030000276771368212013';
const MINUTE = 60_000;
const ready = fs.existsSync(FISCAL_FIXTURE_DIR) && fs.existsSync(NFE_SCHEMA_DIR);

let t: ConnectedServer;
let deps: DistributionDeps;
const warnings: string[] = [];
const log = { info: () => {}, warn: (details: object, message: string) => { warnings.push(`${message} ${JSON.stringify(details)}`); } };
// The test's clock: the distribution is run at these instants, never the wall clock's (the schedule is off).
const start = new Date();
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const nfeCalls = () => t.sefaz.distribution.received.filter((r) => r.service === 'nfe');
const stateOf = (service: 'nfe' | 'cte' = 'nfe') => manifestDb(t.server.ctx.db).selectFrom('brManifestDistribution').selectAll()
  .where('clientId', '=', t.joaoClients[0]!).where('service', '=', service).executeTakeFirstOrThrow();
const listed = async (accessKey: string) => (await t.call(JOAO, {
  method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: t.joaoClients[0]!, accessKey },
})).json().items[0];

beforeAll(async () => {
  if (!ready) return;
  // The stand-in hands out 2 documents a call (SEFAZ: 50), so that three take two calls.
  t = await startConnectedServer({ cnpj: CLIENT_CNPJ, distributionBatch: 2 });
  const db = manifestDb(t.server.ctx.db);
  const services = manifestServices(t.server.ctx);
  deps = { ctx: t.server.ctx, db, services, sendJob: sendEventJob(db, services) };
});
afterAll(async () => { await t?.stop(); });

describe.skipIf(!ready)('Distribuição DF-e from the stand-in (real fixtures of ../shared/fixtures/fiscal)', () => {
  it('fetches a summary, a procNFe and its cancellation; each reaches the manifest list and Box-E with its status', async () => {
    const cancelled = fixture('da__nfe_cancelada_55_new.xml');
    t.sefaz.distribution.publish('nfe', CLIENT_CNPJ, summaryOf(fixture(SUMMARY_FILE)), distributedProcNFe(cancelled), cancellationOf(cancelled));
    await runDistribution(deps, at(0), log);

    // Two calls: 138 with NSU 1–2 (ultNSU 2 < maxNSU 3), then 138 with NSU 3; each schema-valid, over mutual TLS.
    expect(nfeCalls().map((c) => [c.ultNSU, c.cStat, c.schemaErrors, c.envelopeOk, c.peerCn])).toEqual([
      ['000000000000000', 138, null, true, `EMPRESA DO JOAO LTDA:${CLIENT_CNPJ}`],
      ['000000000000002', 138, null, true, `EMPRESA DO JOAO LTDA:${CLIENT_CNPJ}`],
    ]);
    expect(nfeCalls()[0]!.distDFeInt).toContain(`<tpAmb>2</tpAmb><CNPJ>${CLIENT_CNPJ}</CNPJ>`);
    const cte = t.sefaz.distribution.received.filter((r) => r.service === 'cte');
    expect(cte.map((c) => [c.ultNSU, c.cStat, c.schemaErrors, c.envelopeOk])).toEqual([['000000000000000', 137, null, true]]);
    // ultNSU reached maxNSU: the next call waits an hour.
    expect(await stateOf()).toMatchObject({ lastNsu: '000000000000003', maxNsu: '000000000000003', cStat: 138, nextCallAt: at(60).toISOString() });
    expect(warnings).toEqual([]);

    expect(await listed(SUMMARY_KEY)).toMatchObject({
      status: 'Pending', nfeStatus: 'Authorized', emitterName: 'Fornos LTDA', emitterCnpj: '75277525000178', amountCents: 9_570_068, xmlAvailable: false,
    });
    expect(await listed(CANCELLED_KEY)).toMatchObject({ status: 'Pending', nfeStatus: 'Cancelled', emitterName: 'FIMATEC TEXTIL LTDA' });

    const boxe = await t.server.ctx.db.selectFrom('brFiscalDocuments' as never).select(['accessKey', 'status', 'role'] as never)
      .where('clientId' as never, '=', t.joaoClients[0]! as never).where('accessKey' as never, 'in', [CANCELLED_KEY, SUMMARY_KEY] as never).execute() as Array<{ accessKey: string; status: string; role: string }>;
    // The summary is no document Box-E keeps; the procNFe is, cancelled by its event, which Box-E attached.
    expect(boxe).toEqual([{ accessKey: CANCELLED_KEY, status: 'cancelled', role: 'received' }]);
    const events = await sql<{ code: string }>`select e.code from br_boxe_events e join br_fiscal_documents d on d.id = e.document_id where d.access_key = ${CANCELLED_KEY}`
      .execute(t.server.ctx.db);
    expect(events.rows).toEqual([{ code: '110111' }]);

    // Staff see where the client's distribution stands.
    const staff = (await t.call(EQUIPE, { method: 'GET', url: MANIFEST_API.staffCertificates })).json();
    expect(staff.items.find((i: { clientId: string }) => i.clientId === t.joaoClients[0]).distribution).toEqual([
      { service: 'nfe', lastNsu: '000000000000003', maxNsu: '000000000000003', cStat: 138, reason: 'Documento(s) localizado(s)', calledAt: at(0).toISOString(), nextCallAt: at(60).toISOString() },
      { service: 'cte', lastNsu: '000000000000000', maxNsu: '000000000000000', cStat: 137, reason: 'Nenhum documento localizado', calledAt: at(0).toISOString(), nextCallAt: at(60).toISOString() },
    ]);
  });

  it('a batch that comes again changes nothing', async () => {
    const before = await manifestDb(t.server.ctx.db).selectFrom('brManifestDocuments').select(['accessKey', 'nfeStatus', 'status'])
      .where('clientId', '=', t.joaoClients[0]!).orderBy('accessKey').execute();
    // SEFAZ asked again from NSU 0 (consNSU-like repeat): the same three documents.
    await manifestDb(t.server.ctx.db).updateTable('brManifestDistribution').set({ lastNsu: '000000000000000', nextCallAt: null })
      .where('clientId', '=', t.joaoClients[0]!).where('service', '=', 'nfe').execute();
    await runDistribution(deps, at(1), log);
    expect(nfeCalls()).toHaveLength(4);
    const after = await manifestDb(t.server.ctx.db).selectFrom('brManifestDocuments').select(['accessKey', 'nfeStatus', 'status'])
      .where('clientId', '=', t.joaoClients[0]!).orderBy('accessKey').execute();
    expect(after).toEqual(before);
    expect(await listed(CANCELLED_KEY)).toMatchObject({ nfeStatus: 'Cancelled' });
  });

  it('after 137 (nothing new) the next call waits an hour', async () => {
    const calls = nfeCalls().length;
    await runDistribution(deps, at(30), log);
    expect(nfeCalls()).toHaveLength(calls);
    await runDistribution(deps, at(61), log);
    expect(nfeCalls().slice(calls).map((c) => [c.ultNSU, c.cStat])).toEqual([['000000000000003', 137]]);
    expect(await stateOf()).toMatchObject({ cStat: 137, lastNsu: '000000000000003', nextCallAt: at(121).toISOString() });
    await runDistribution(deps, at(120), log);
    expect(nfeCalls()).toHaveLength(calls + 1);
    await runDistribution(deps, at(121), log);
    expect(nfeCalls()).toHaveLength(calls + 2);
  });

  it(`after 656 (consumo indevido) it backs off ${DISTRIBUTION_RULES.blockedWaitMs / 3_600_000} hours, past SEFAZ's one-hour block`, async () => {
    t.sefaz.distribution.blockNext(1);
    const calls = nfeCalls().length;
    await runDistribution(deps, at(181), log);
    expect(nfeCalls().slice(calls).map((c) => c.cStat)).toEqual([656]);
    expect(await stateOf()).toMatchObject({ cStat: 656, reason: 'Rejeicao: Consumo Indevido', lastNsu: '000000000000003', nextCallAt: at(301).toISOString() });
    await runDistribution(deps, at(241), log);
    expect(nfeCalls()).toHaveLength(calls + 1);
    // The staff's "fetch this key" waits too.
    const blocked = await t.call(EQUIPE, {
      method: 'POST', url: fillPath(MANIFEST_API.staffFetchKey, { clientId: t.joaoClients[0]! }), payload: { accessKey: CANCELLED_KEY },
    });
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'SEFAZ_DISTRIBUTION_BLOCKED']);
    await runDistribution(deps, at(301), log);
    expect(nfeCalls().slice(calls + 1).map((c) => c.cStat)).toEqual([137]);
  });

  it("gives Ciência by itself for a new summary when the firm asks, in its administrator's name; nothing conclusive", async () => {
    const options = await t.call(EQUIPE, { method: 'PUT', url: MANIFEST_API.options, payload: { autoCiencia: true, clientCertificateUpload: false } });
    expect(options.json()).toEqual({ autoCiencia: true, clientCertificateUpload: false });
    t.sefaz.distribution.publish('nfe', CLIENT_CNPJ, summaryOf(fixture(LATER_FILE)));
    await runDistribution(deps, at(362), log);
    const sent = await eventually(async () => t.sefaz.received.find((r) => r.chNFe === LATER_KEY));
    expect([sent.tpEvento, sent.schemaErrors, sent.signatureValid]).toEqual(['210210', null, true]);
    const document = await eventually(async () => {
      const d = await listed(LATER_KEY);
      return d?.status === 'Aware' && d;
    });
    expect(document).toMatchObject({ nfeStatus: 'Authorized', xmlAvailable: false });
    const submissions = await manifestDb(t.server.ctx.db).selectFrom('brManifestSubmissions as s').innerJoin('brManifestDocuments as d', 'd.id', 's.documentId')
      .select(['s.code', 's.requestedBy', 's.state']).where('d.accessKey', '=', LATER_KEY).execute();
    expect(submissions).toEqual([{ code: 210210, requestedBy: await t.server.userId(EQUIPE), state: 'Registered' }]);
    // Summaries already on the list got none.
    expect(t.sefaz.received.filter((r) => [SUMMARY_KEY, CANCELLED_KEY].includes(r.chNFe))).toEqual([]);
    await t.call(EQUIPE, { method: 'PUT', url: MANIFEST_API.options, payload: { autoCiencia: false, clientCertificateUpload: false } });
  });

  it("fetches one key for staff (consChNFe, schema-valid) without moving the NSU, and refuses a malformed key", async () => {
    const url = fillPath(MANIFEST_API.staffFetchKey, { clientId: t.joaoClients[0]! });
    const before = (await stateOf()).lastNsu;
    const res = await t.call(EQUIPE, { method: 'POST', url, payload: { accessKey: SUMMARY_KEY } });
    expect(res.json()).toEqual({ cStat: 138, reason: 'Documento(s) localizado(s)', documents: 1 });
    expect(nfeCalls().at(-1)).toMatchObject({ chNFe: SUMMARY_KEY, ultNSU: undefined, schemaErrors: null });
    expect((await stateOf()).lastNsu).toBe(before);
    const bad = await t.call(EQUIPE, { method: 'POST', url, payload: { accessKey: `${SUMMARY_KEY.slice(0, 43)}0` } });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'NFE_ACCESS_KEY_INVALID']);
    const byClient = await t.call(JOAO, { method: 'POST', url, payload: { accessKey: SUMMARY_KEY } });
    expect(byClient.statusCode).toBe(403);
  });

  it("tells the firm's staff once of a failed call, however often it fails at the same NSU; 137, 138 and 656 tell nobody", async () => {
    const failures = async () => ((await t.call(EQUIPE, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '50' } })).json() as
      { items: Array<{ category: string; link: string; params: Record<string, string> }> }).items.filter((i) => i.category === 'intakeFailed' && i.params.variant === 'distribution');
    expect(await failures()).toEqual([]);
    t.sefaz.dropNext(1);
    await runDistribution(deps, at(10_000), log);
    t.sefaz.dropNext(1);
    await runDistribution(deps, at(10_000 + DISTRIBUTION_RULES.unreachableWaitMs / MINUTE), log);
    const told = await failures();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/staff/client-certificates', params: { service: 'NFE' } });
  });

  it('is scheduled as a job of the queue', async () => {
    const row = await t.server.ctx.db.selectFrom('job_schedules' as never).selectAll().where('kind' as never, '=', 'br.manifest.distribution' as never).executeTakeFirst();
    expect(row).toBeTruthy();
  });
});
