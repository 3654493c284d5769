import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPath } from '@portico/contract/api-paths';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, multipartBody, startDemoTestServer } from '@portico/plugin-server/testing';
import { BOXE_API, type BoxeIntakeResult } from '../../contract';
import { boxeDb } from '../tables';

/** The real fiscal XML beside the checkout (../shared/fixtures/fiscal); CI has it, a bare clone may not. */
const FIXTURES = join(process.cwd(), '../shared/fixtures/fiscal');
const present = existsSync(FIXTURES);
if (!present) console.warn(`Skipping the fiscal intake fixtures: ${FIXTURES} is absent`);
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/**
 * What a fixture says of itself, read with regular expressions over its text: a second reading, independent of
 * the intake's parser, for the row to be compared with.
 */
function readByHand(bytes: Buffer) {
  const declared = /encoding="([^"]+)"/.exec(bytes.subarray(0, 100).toString('latin1'))?.[1]?.toLowerCase();
  const text = (declared === 'iso-8859-1' ? bytes.toString('latin1') : bytes.toString('utf8')).replace(/^\uFEFF/, '');
  const first = (re: RegExp, within = text) => re.exec(within)?.[1] ?? '';
  const emit = first(/<emit>([\s\S]*?)<\/emit>/);
  const money = first(/<(?:vNF|vTPrest|vCFe)>([0-9.]+)</);
  const [units, fraction = ''] = money.split('.');
  const issued = first(/<dhEmi>(\d{4}-\d\d-\d\d)/) || first(/<dEmi>(\d{8})</).replace(/(\d{4})(\d\d)(\d\d)/, '$1-$2-$3');
  return {
    accessKey: first(/<inf(?:NFe|Cte|CFe)\b[^>]*\bId="(?:NFe|CTe|CFe)?([0-9A-Z]{44})"/),
    model: first(/<mod>(\d+)</),
    number: String(Number(first(/<(?:nNF|nCT|nCFe)>(\d+)</))),
    emitterCnpj: first(/<(?:CNPJ|CPF)>([0-9A-Z]+)</, emit),
    emitterName: first(/<xNome>([^<]*)</, emit).trim(),
    issuedAt: issued,
    amountCents: Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)),
    status: /<tpEvento>110111</.test(text) || /<cStat>101</.test(text) ? 'cancelled' : 'authorised',
  };
}

/** Fixtures the intake refuses, each for the reason a reader of the file finds in it. */
const REFUSED: Record<string, string> = {
  // Check digit wrong (5 where the key's body gives 1; 9 for 8; 0 for 1; 7 for 4; 2 for 7).
  'da__nfe_mod55-nfe-veiculo.xml': 'BOXE_INTAKE_KEY_INVALID',
  'nfe__nfce_com_qrcode.xml': 'BOXE_INTAKE_KEY_INVALID',
  'nfelib__35170799999999999999670000000000261309301440-cte-of.xml': 'BOXE_INTAKE_KEY_INVALID',
  'nfelib__43120178408960000182570010000000041000000047-cte.xml': 'BOXE_INTAKE_KEY_INVALID',
  'nfelib__35190602427026001207570040000522031000522035-cte-multimodal.xml': 'BOXE_INTAKE_KEY_INVALID',
  // cUF 94 and month 73: no such key.
  'da__tests_xml_nfe.xml': 'BOXE_INTAKE_KEY_INVALID',
  // Schema skeletons: Id="string".
  'nfe__procNFe_v4.00.xsd.xml': 'BOXE_INTAKE_KEY_INVALID',
  'nfe__procNFe_PL_010C_cnpjalfa.xml': 'BOXE_INTAKE_KEY_INVALID',
  // The key names issuer 07933914000154, the document 00127786000102.
  'nfelib__nfe_reforma_tributaria.xml': 'BOXE_INTAKE_KEY_MISMATCH',
  // Signed but never authorised: no protocol.
  'da__nfe_mod55-nfe_3.xml': 'BOXE_INTAKE_NOT_AUTHORISED',
  'nfe__2017nfe_antiga_v310.xml': 'BOXE_INTAKE_NOT_AUTHORISED',
  'nfelib__51160624686092000173570010000000031000000020-cte.XML': 'BOXE_INTAKE_NOT_AUTHORISED',
  // An nfeProc without its protNFe (and an Id without the "NFe" prefix, which the intake forgives).
  'nfelib__NFe35200159594315000157550010000000012062777161.xml': 'BOXE_INTAKE_NOT_AUTHORISED',
  // Events whose documents are not among the fixtures.
  'da__nfe_110110-53181011028793000173550010000066701204276800-1-procEventoNfe.xml': 'BOXE_INTAKE_DOCUMENT_NOT_STORED',
  'da__nfe_proccce.xml': 'BOXE_INTAKE_DOCUMENT_NOT_STORED',
  'sat__cfecanc-autorizado.xml': 'BOXE_INTAKE_DOCUMENT_NOT_STORED',
};

/** Fixtures that are another fixture's document again (the same key), here with its cancellation inside. */
const SAME_KEY_AS: Record<string, string> = { 'da__nfe_mod55-nfe_1.xml': 'da__nfe_mod55-nfe.xml' };

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.boxe', 'br.manifest'] });
  clientId = t.joaoClients[0]!;
}, 900_000);
afterAll(async () => { await t?.server.stop(); });

const db = () => boxeDb(t.server.ctx.db);
const post = async (files: Array<{ name: string; content: Buffer }>, email = EQUIPE) => {
  const body = multipartBody(files);
  return t.call(email, { method: 'POST', url: fillPath(BOXE_API.boxeIntake, { clientId }), headers: body.headers, payload: body.payload });
};
const intake = async (files: Array<{ name: string; content: Buffer }>) => {
  const response = await post(files);
  expect(response.statusCode).toBe(200);
  return response.json().results as BoxeIntakeResult[];
};
/** The client is the fixture's issuer: the documents are real, the client's CNPJ is the test's to choose. */
const becomeIssuerOf = (cnpj: string) => db().updateTable('clients').set({ cnpj }).where('id', '=', clientId).execute();
/** Takes a document the first test stored out of the client's store again, so that a later test stores it anew. */
const forget = (accessKey: string) => db().deleteFrom('brFiscalDocuments').where('clientId', '=', clientId).where('accessKey', '=', accessKey).execute();
const row = (id: string) => db().selectFrom('brFiscalDocuments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe.skipIf(!present)('the intake of real fiscal XML', () => {
  it('stores every fixture with the row its XML holds, or refuses it with its code; a second time is a duplicate', async () => {
    const names = readdirSync(FIXTURES).sort();
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      const bytes = fixture(name);
      const hand = readByHand(bytes);
      if (hand.emitterCnpj) await becomeIssuerOf(hand.emitterCnpj);
      const [result] = await intake([{ name, content: bytes }]);
      if (REFUSED[name]) {
        expect(result, name).toMatchObject({ fileName: name, outcome: 'refused', code: REFUSED[name] });
        continue;
      }
      expect(result, name).toMatchObject({ fileName: name, outcome: SAME_KEY_AS[name] ? 'duplicate' : 'stored', accessKey: hand.accessKey });
      const stored = await row(result!.documentId!);
      expect(stored, name).toMatchObject({
        accessKey: hand.accessKey, model: hand.model, number: hand.number, emitterCnpj: hand.emitterCnpj,
        issuedAt: hand.issuedAt, amountCents: hand.amountCents, status: hand.status, role: 'issued',
      });
      expect(stored.emitterName.replace(/\s+/g, ' '), name).toBe(hand.emitterName.replace(/\s+/g, ' '));
      if (SAME_KEY_AS[name]) continue; // its row is the first file's, now cancelled (checked above); its bytes are the first's
      const file = await db().selectFrom('brFiles').select('content').where('id', '=', stored.fileId).executeTakeFirstOrThrow();
      expect(Buffer.from(file.content).equals(bytes), `${name}: the stored bytes are the bytes sent`).toBe(true);
      const [again] = await intake([{ name, content: bytes }]);
      expect(again, name).toMatchObject({ outcome: 'duplicate', documentId: result!.documentId });
    }
  }, 900_000);

  it('reads a few rows as a person reads them off the XML: vNF, not the products; the CT-e OS taker; the CF-e SAT serial', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      // vNF 581.55; the products are 166.65 + … and the NF-e was cancelled by a 110111 event while protNFe says 100.
      ['da__nfe_cancelada_55_new.xml', { kind: 'nfe', number: '57366', series: '0', emitterCnpj: '58716523000119', recipientCnpj: '10702368000155', issuedAt: '2021-02-04', amountCents: 58_155, status: 'cancelled' }],
      // protCTe cStat 101, vTPrest 4840.42, issued 2021-02-08 at 03:00 Brasília time.
      ['da__cte_24210231626841000132570010000007811746401259.xml', { kind: 'cte', model: '57', number: '781', emitterCnpj: '31626841000132', issuedAt: '2021-02-08', amountCents: 484_042, status: 'cancelled' }],
      ['da__cteos_cte_hom_com_prot.xml', { kind: 'cte', model: '67', number: '8', recipientCnpj: '01234567890', amountCents: 10_000, status: 'authorised' }],
      // vCFe 654.32, SAT 900004019, dEmi 20150912.
      ['sat__cfe-teste-assinado.xml', { kind: 'cfe', model: '59', series: '900004019', emitterCnpj: '08723218000186', recipientCnpj: '16716114000172', issuedAt: '2015-09-12', amountCents: 65_432 }],
    ];
    for (const [name, expected] of cases) {
      await becomeIssuerOf(readByHand(fixture(name)).emitterCnpj);
      const [result] = await intake([{ name, content: fixture(name) }]);
      expect(await row(result!.documentId!), name).toMatchObject(expected);
    }
  });

  it('gives the recipient the role received, and a received NF-e reaches the manifest list', async () => {
    const name = 'nfelib__41170706117473000150550010000463202612756525-procNFe.xml';
    await becomeIssuerOf('27373722000148');
    await forget('41170706117473000150550010000463202612756525');
    const [result] = await intake([{ name, content: fixture(name) }]);
    expect(await row(result!.documentId!)).toMatchObject({ role: 'received', recipientCnpj: '27373722000148' });
    const listed = await t.server.ctx.db.selectFrom('br_manifest_documents' as never).selectAll().where('access_key' as never, '=', result!.accessKey! as never).execute();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'Pending', nfeStatus: 'Authorized', amountCents: 8_490 });
  });

  it("refuses another company's document without storing it", async () => {
    await becomeIssuerOf('11222333000181');
    const name = 'nfe__2017protocoled.xml';
    const before = await db().selectFrom('brFiles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const [result] = await intake([{ name, content: fixture(name) }]);
    expect(result).toMatchObject({ outcome: 'refused', code: 'BOXE_INTAKE_NOT_CLIENT_DOCUMENT' });
    const after = await db().selectFrom('brFiles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('attaches a cancellation event to its document and marks it cancelled (the CF-e SAT CFeCanc too)', async () => {
    // The event cancels 35150908…0360539948: the sale is the SAT fixture with that key, its number changed to fit.
    const sale = fixture('sat__cfe-teste-assinado.xml').toString('utf8').replace('CFe35150908723218000186599000040190000007972068', 'CFe35150908723218000186599000040190000360539948')
      .replace(/<nCFe>\d+<\/nCFe>/, '<nCFe>000036</nCFe>');
    await becomeIssuerOf('08723218000186');
    const [stored] = await intake([{ name: 'sale.xml', content: Buffer.from(sale) }]);
    expect(stored).toMatchObject({ outcome: 'stored' });
    const [cancel] = await intake([{ name: 'cancel.xml', content: fixture('sat__cfecanc-autorizado.xml') }]);
    expect(cancel).toMatchObject({ outcome: 'attached', documentId: stored!.documentId, event: '110111' });
    expect((await row(stored!.documentId!)).status).toBe('cancelled');
    const [again] = await intake([{ name: 'cancel.xml', content: fixture('sat__cfecanc-autorizado.xml') }]);
    expect(again).toMatchObject({ outcome: 'duplicate', documentId: stored!.documentId });
  });

  it('takes a ZIP of several files, answering each entry, and refuses a bomb and what is not XML', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boxe-intake-'));
    try {
      const names = ['nfelib__35180834128745000152550010000474281920007498-nfe.xml', 'nfelib__35180834128745000152550010000476051695511860-nfe.xml'];
      execFileSync('cp', [...names.map((n) => join(FIXTURES, n)), dir]);
      execFileSync('zip', ['-q', join(dir, 'lote.zip'), ...names], { cwd: dir });
      execFileSync('sh', ['-c', `head -c 3000000 /dev/zero > bomb.xml && zip -q bomb.zip bomb.xml`], { cwd: dir });
      // The same bomb claiming 100 bytes in both its headers: read no further than the claim, and refused.
      const liar = readFileSync(join(dir, 'bomb.zip'));
      liar.writeUInt32LE(100, 22);
      liar.writeUInt32LE(100, liar.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
      await becomeIssuerOf('34128745000152');
      for (const n of names) await forget(n.slice(8, 52));
      const results = await intake([
        { name: 'lote.zip', content: readFileSync(join(dir, 'lote.zip')) },
        { name: 'bomb.zip', content: readFileSync(join(dir, 'bomb.zip')) },
        { name: 'liar.zip', content: liar },
        { name: 'notes.txt', content: Buffer.from('not a fiscal document') },
        { name: 'html.xml', content: Buffer.from('<html><body>hi</body></html>') },
      ]);
      expect(results.map((r) => [r.fileName, r.outcome, r.code])).toEqual([
        [`lote.zip/${names[0]}`, 'stored', undefined],
        [`lote.zip/${names[1]}`, 'stored', undefined],
        ['bomb.zip/bomb.xml', 'refused', 'BOXE_INTAKE_TOO_LARGE'],
        ['liar.zip/bomb.xml', 'refused', 'BOXE_INTAKE_ZIP_INVALID'],
        ['notes.txt', 'refused', 'BOXE_INTAKE_NOT_XML'],
        ['html.xml', 'refused', 'BOXE_INTAKE_UNKNOWN_KIND'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decodes an ISO-8859-1 file as its declaration says, and refuses a check digit that is wrong', async () => {
    const name = 'nfe__2017protocoled.xml';
    const utf8 = fixture(name).toString('utf8').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    await becomeIssuerOf(readByHand(fixture(name)).emitterCnpj);
    await forget(readByHand(fixture(name)).accessKey);
    const latin1 = Buffer.from(utf8, 'latin1');
    const [result] = await intake([{ name, content: latin1 }]);
    expect(result).toMatchObject({ outcome: 'stored' });
    expect((await row(result!.documentId!)).emitterName).toBe(readByHand(fixture(name)).emitterName);
    const key = readByHand(fixture(name)).accessKey;
    const wrong = key.slice(0, 43) + String((Number(key[43]) + 1) % 10);
    const [refused] = await intake([{ name: 'wrong.xml', content: Buffer.from(utf8.replaceAll(key, wrong)) }]);
    expect(refused).toMatchObject({ outcome: 'refused', code: 'BOXE_INTAKE_KEY_INVALID' });
  });

  it('is staff only, audited, and 400 NO_FILES without a file', async () => {
    expect((await post([{ name: 'a.xml', content: Buffer.from('<a/>') }], JOAO)).statusCode).toBe(403);
    const none = await post([]);
    expect([none.statusCode, none.json().code]).toEqual([400, 'NO_FILES']);
    const audited = (await auditRows(t.server, `POST ${BOXE_API.boxeIntake}`)).filter((r) => r.statusCode === 200);
    expect(audited.length).toBeGreaterThan(0);
    expect(audited[0]).toMatchObject({ clientId, actorUserId: await t.server.userId(EQUIPE) });
  });
});
