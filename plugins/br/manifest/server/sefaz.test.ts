import { sql } from 'kysely';
import { fillPath } from '@portico/contract/api-paths';
import { eventually, JOAO } from '@portico/plugin-server/testing';
import { MANIFEST_API } from '../contract';
import { startConnectedServer, type ConnectedServer } from './testing/connected-server';
import { manifestDb } from './tables';
import { sendingState } from './submissions';
import { sefazSettings } from './sefaz/settings';

let t: ConnectedServer;
let keys: string[];
beforeAll(async () => {
  t = await startConnectedServer();
  // Pending, authorised NF-e of joao's first company, within both deadlines first.
  keys = (await manifestDb(t.server.ctx.db).selectFrom('brManifestDocuments').select('accessKey')
    .where('clientId', '=', t.joaoClients[0]!).where('status', '=', 'Pending').where('nfeStatus', '=', 'Authorized')
    .orderBy('authorizedAt', 'desc').execute()).map((r) => r.accessKey);
});
afterAll(async () => { await t.stop(); });

const post = (accessKey: string, payload: object) =>
  t.call(JOAO, { method: 'POST', url: fillPath(MANIFEST_API.manifestEvents, { accessKey }), payload });
const events = async (accessKey: string) =>
  (await t.call(JOAO, { method: 'GET', url: fillPath(MANIFEST_API.manifestEvents, { accessKey }) })).json();

describe('recipient events registered with SEFAZ (the stand-in)', () => {
  it('sends Ciência then Confirmação signed, schema-valid, over mutual TLS, and shows the authority\'s protocols', async () => {
    const key = keys[0]!;
    const ciencia = await t.register(key, { code: 210210 });
    expect(ciencia.statusCode).toBe(202);
    expect(ciencia.body.submission).toMatchObject({ state: 'Queued', protocol: null });
    const confirmation = await t.register(key, { code: 210200 });
    const received = t.sefaz.received.filter((r) => r.chNFe === key);
    expect(received.map((r) => [r.tpEvento, r.nSeqEvento, r.cnpj, r.schemaErrors, r.signatureValid])).toEqual([
      ['210210', '1', t.cnpj, null, true],
      ['210200', '1', t.cnpj, null, true],
    ]);
    expect(received.every((r) => r.peerCn === `EMPRESA DO JOAO LTDA:${t.cnpj}` && r.envEvento.includes('<tpAmb>2</tpAmb>'))).toBe(true);
    const history = confirmation.body.events;
    expect(history.items.map((e: { code: number }) => e.code)).toEqual([210210, 210200]);
    expect(history.items.every((e: { protocol: string }) => /^891\d{12}$/.test(e.protocol))).toBe(true);
    expect(history.submissions).toEqual([]);
    expect(confirmation.body.document).toMatchObject({ status: 'Confirmed', xmlAvailable: true });
  });

  it("keeps a refusal's code and text (596) and marks nothing registered", async () => {
    const key = keys[1]!;
    t.sefaz.answerNext({ cStat: 596, xMotivo: 'Rejeicao: Evento apresentado apos o prazo permitido para o evento: [10 dias]' });
    const res = await t.register(key, { code: 210210 });
    expect(res.body.events.items).toEqual([]);
    expect(res.body.events.submissions).toMatchObject([{ code: 210210, state: 'Rejected', cStat: 596, protocol: null, reason: expect.stringContaining('[10 dias]') }]);
    expect(res.body.document).toMatchObject({ status: 'Pending', xmlAvailable: false });
    // Refused is not registered: the same event may be sent again, with the same sequence.
    const again = await t.register(key, { code: 210210 });
    expect(again.body.events.items).toMatchObject([{ code: 210210, sequence: 1 }]);
  });

  it('counts 573 (duplicate) as registered, without a protocol it did not give', async () => {
    const key = keys[2]!;
    t.sefaz.answerNext({ cStat: 573, xMotivo: 'Rejeicao: Duplicidade de evento' });
    const res = await t.register(key, { code: 210220 });
    expect(res.body.events.items).toEqual([]);
    expect(res.body.events.submissions).toMatchObject([{ state: 'Registered', cStat: 573, protocol: null }]);
    expect(res.body.document.status).toBe('Unknown');
  });

  it('retries an event SEFAZ could not be reached for, showing it queued meanwhile, and sends it once per click', async () => {
    const key = keys[3]!;
    t.sefaz.dropNext(1);
    const [first, second] = await Promise.all([post(key, { code: 210210 }), post(key, { code: 210210 })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const queued = await eventually(async () => (await events(key)).submissions.find((s: { lastError: string | null }) => s.lastError));
    expect(queued).toMatchObject({ state: 'Queued', attempts: 1 });
    // The back-off's wait, passed at once: the queue's clock, not the test's.
    await sql`update jobs set run_after = ${new Date().toISOString()} where kind = 'br.manifest.send-event'`.execute(t.server.ctx.db);
    const done = await eventually(async () => {
      const list = await events(key);
      return list.items.length > 0 && list;
    });
    expect(done.items).toMatchObject([{ code: 210210, protocol: expect.stringMatching(/^\d{15}$/) }]);
    expect(t.sefaz.received.filter((r) => r.chNFe === key)).toHaveLength(1);
    const row = await manifestDb(t.server.ctx.db).selectFrom('brManifestSubmissions').select('attempts').where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(2);
  });

  it('refuses to queue what cannot be sent: a company whose certificate has no key', async () => {
    const other = await manifestDb(t.server.ctx.db).selectFrom('brManifestDocuments').select('accessKey')
      .where('clientId', '=', t.joaoClients[1]!).where('status', '=', 'Pending').where('nfeStatus', '=', 'Authorized').executeTakeFirstOrThrow();
    const res = await post(other.accessKey, { code: 210210 });
    expect([res.statusCode, res.json().code]).toEqual([409, 'NFE_NO_CERTIFICATE']);
  });
});

describe('whether events can be sent', () => {
  const connected = { sefaz: sefazSettings({ PORTICO_SEFAZ: '1' }), sealer: {} as never };
  it('says not connected first, then no certificate, then expired', () => {
    expect(sendingState({ ...connected, sefaz: sefazSettings({}) }, { sealedKey: Buffer.alloc(1), validUntil: '2099-01-01' }, '2026-12-02')).toBe('notConnected');
    expect(sendingState(connected, { sealedKey: null, validUntil: '2099-01-01' }, '2026-12-02')).toBe('noCertificate');
    expect(sendingState(connected, undefined, '2026-12-02')).toBe('noCertificate');
    expect(sendingState(connected, { sealedKey: Buffer.alloc(1), validUntil: '2026-12-01' }, '2026-12-02')).toBe('certificateExpired');
    expect(sendingState(connected, { sealedKey: Buffer.alloc(1), validUntil: '2026-12-02' }, '2026-12-02')).toBe('ready');
  });
  it('is homologação unless production is configured', () => {
    expect(sefazSettings({})).toMatchObject({ connected: false, tpAmb: 2, eventUrl: expect.stringContaining('hom1.nfe.fazenda.gov.br') });
    expect(sefazSettings({ PORTICO_SEFAZ_ENVIRONMENT: 'production' })).toMatchObject({ tpAmb: 1, eventUrl: expect.stringContaining('www.nfe.fazenda.gov.br') });
    expect(sefazSettings({ PORTICO_SEFAZ: '1' })).toMatchObject({
      distributing: true,
      distributionUrls: { nfe: 'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx', cte: 'https://hom1.cte.fazenda.gov.br/CTeDistribuicaoDFe/CTeDistribuicaoDFe.asmx' },
    });
    expect(sefazSettings({ PORTICO_SEFAZ_ENVIRONMENT: 'production' }).distributionUrls.nfe).toBe('https://www1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx');
    // Not connected, or left to other software: no distribution.
    expect([sefazSettings({}).distributing, sefazSettings({ PORTICO_SEFAZ: '1', PORTICO_SEFAZ_DISTRIBUTION: '0' }).distributing]).toEqual([false, false]);
  });
});
