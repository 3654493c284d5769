import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { BOXE_API, BOXE_EXPORT_HEADERS, BOXE_KINDS, type BoxeDocument, type BoxeDocumentPage } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, MARIA, startDemoTestServer } from '@portico/plugin-server/testing';
import { isValidNfeAccessKey } from '@portico/br-kit';
import { decodeAccessKey } from '../access-key';
import { DEMO_DOCUMENTS_PER_STORE, storeDemoDocument } from './seed';
import { demoDocument } from './demo-documents';
import { boxeDb } from './tables';

/** The month's last day, YYYY-MM-DD: the demo data's months move with today's date, and not every one has a 31st. */
const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.boxe'] }); });
afterAll(async () => { await t.server.stop(); });

const list = (clientId: string, kind: string) => fillPath(BOXE_API.boxeDocuments, { clientId, kind });
const page = async (kind: string, query: Record<string, string> = {}, clientId = t.joaoClients[0]!) => {
  const response = await t.call(JOAO, { method: 'GET', url: list(clientId, kind), query });
  expect(response.statusCode).toBe(200);
  return response.json() as BoxeDocumentPage;
};
const docUrl = (path: string, kind: string, documentId: string, clientId = t.joaoClients[0]!) => fillPath(path, { clientId, kind, documentId });

/** Lists a ZIP's entries with the system's unzip (an independent reader of what streamZip wrote). */
function zipEntries(bytes: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'boxe-zip-'));
  try {
    writeFileSync(join(dir, 'export.zip'), bytes);
    execFileSync('unzip', ['-tq', join(dir, 'export.zip')]);
    return execFileSync('zipinfo', ['-1', join(dir, 'export.zip')], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Box-E access', () => {
  it("is enabled for the firm that ordered it and not for maria's firm", async () => {
    expect((await t.call(JOAO, { method: 'GET', url: BOXE_API.boxeCompany })).json()).toMatchObject({ enabled: true });
    expect((await t.call(MARIA, { method: 'GET', url: BOXE_API.boxeCompany })).json()).toEqual({ enabled: false, orderedAt: null });
  });

  it("reports each client's lastToggle and hides other users' clients", async () => {
    const [on, , off] = t.joaoClients;
    expect((await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeClient, { clientId: on! }) })).json().lastToggle).toBe(true);
    expect((await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeClient, { clientId: off! }) })).json().lastToggle).toBe(false);
    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(BOXE_API.boxeClient, { clientId: on! }) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
  });

  it("refuses a client whose Box-E is off (403), another user's client (404, no bytes) and no session (401)", async () => {
    for (const url of [list(t.joaoClients[2]!, 'nfe'), fillPath(BOXE_API.boxeExport, { clientId: t.joaoClients[2]!, kind: 'nfe' })]) {
      const off = await t.call(JOAO, { method: 'GET', url });
      expect([off.statusCode, off.json().code]).toEqual([403, 'BOXE_NOT_ENABLED']);
    }
    const target = (await page('cte')).items[0]!;
    for (const path of [BOXE_API.boxeDocumentXml, BOXE_API.boxeDocumentPdf]) {
      const foreign = await t.call(MARIA, { method: 'GET', url: docUrl(path, 'cte', target.id) });
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
      expect(foreign.body).not.toContain('<?xml');
      const anonymous = await t.server.app.inject({ method: 'GET', url: docUrl(path, 'cte', target.id) });
      expect(anonymous.statusCode).toBe(401);
    }
    const foreignZip = await t.call(MARIA, { method: 'GET', url: fillPath(BOXE_API.boxeExport, { clientId: t.joaoClients[0]!, kind: 'cte' }) });
    expect(foreignZip.statusCode).toBe(404);
    expect((await t.server.app.inject({ method: 'GET', url: list(t.joaoClients[0]!, 'nfe') })).statusCode).toBe(401);
    const mariaOwn = await t.call(MARIA, { method: 'GET', url: list(t.mariaClients[0]!, 'nfe') });
    expect([mariaOwn.statusCode, mariaOwn.json().code]).toEqual([403, 'BOXE_NOT_ENABLED']);
  });

  it('exports only with the BoxE.Export grant', async () => {
    const url = fillPath(BOXE_API.boxeExport, { clientId: t.joaoClients[0]!, kind: 'nfe' });
    expect((await t.call(JOAO, { method: 'GET', url, query: { status: 'denied' } })).statusCode).toBe(200);
    const joaoId = await t.server.userId(JOAO);
    await t.server.ctx.db.deleteFrom('userPermissions').where('userId', '=', joaoId).where('feature', '=', 'BoxE').execute();
    try {
      const denied = await t.call(JOAO, { method: 'GET', url });
      expect([denied.statusCode, denied.json().code]).toEqual([403, 'BOXE_EXPORT_DENIED']);
    } finally {
      await t.server.ctx.db.insertInto('userPermissions').values({ userId: joaoId, feature: 'BoxE', resource: 'Export', grant: 'Granted' }).execute();
    }
  });
});

describe('Box-E stores', () => {
  it('holds every kind with keys of its model, decoded by their layout', async () => {
    for (const kind of BOXE_KINDS) {
      const all = await page(kind, { itemsPerPage: '500' });
      expect(all.totalItems).toBe(DEMO_DOCUMENTS_PER_STORE);
      if (kind === 'xml') {
        expect(all.items.every((d) => d.accessKey === null && /^\d{50}\.xml$/.test(d.fileName))).toBe(true);
        continue;
      }
      for (const d of all.items) {
        expect(isValidNfeAccessKey(d.accessKey!)).toBe(true);
        const parts = decodeAccessKey(d.accessKey!)!;
        expect([parts.model, String(Number(parts.number)), parts.cnpj]).toEqual([d.model, d.number, d.emitterCnpj]);
        expect(parts.layout).toBe(kind === 'cfe' ? 'cfe' : 'nfe');
      }
    }
    // CF-e SAT is an archive: nothing issued after 31 December 2025.
    expect((await page('cfe', { from: '2026-01-01' })).totalItems).toBe(0);
  });

  it('pages, sorts and totals the filtered set', async () => {
    const all = await page('nfe', { itemsPerPage: '500' });
    expect(all.items.map((d) => d.issuedAt)).toEqual(all.items.map((d) => d.issuedAt).sort().reverse());
    expect(all.totalAmountCents).toBe(all.items.reduce((s, d) => s + d.amountCents, 0));
    const second = await page('nfe', { startIndex: '30', itemsPerPage: '30' });
    expect([second.items.length, second.totalItems]).toEqual([DEMO_DOCUMENTS_PER_STORE - 30, DEMO_DOCUMENTS_PER_STORE]);
    expect(second.items.map((d) => d.id)).toEqual(all.items.slice(30).map((d) => d.id));

    const byAmount = await page('nfe', { sort: 'amountCents', direction: 'asc', itemsPerPage: '500' });
    expect(byAmount.items.map((d) => d.amountCents)).toEqual(all.items.map((d) => d.amountCents).sort((a, b) => a - b));
    const byNumber = await page('nfe', { sort: 'number', direction: 'desc', itemsPerPage: '500' });
    expect(byNumber.items.map((d) => Number(d.number))).toEqual(all.items.map((d) => Number(d.number)).sort((a, b) => b - a));
    const byIssuer = await page('nfe', { sort: 'emitterName', itemsPerPage: '500' });
    expect(byIssuer.items.map((d) => d.emitterName)).toEqual(all.items.map((d) => d.emitterName).sort());
  });

  it('filters by period, issuer, status, key and quick search', async () => {
    const all = (await page('nfe', { itemsPerPage: '500' })).items;
    const expectIds = (result: BoxeDocumentPage, want: (d: BoxeDocument) => boolean) => {
      const expected = all.filter(want);
      expect(expected.length).toBeGreaterThan(0);
      expect(result.items.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
      expect(result.totalAmountCents).toBe(expected.reduce((s, d) => s + d.amountCents, 0));
    };
    const month = all[5]!.issuedAt.slice(0, 7);
    expectIds(await page('nfe', { from: `${month}-01`, to: lastDayOf(month), itemsPerPage: '500' }), (d) => d.issuedAt.startsWith(month));
    expectIds(await page('nfe', { issuer: 'laticínios', itemsPerPage: '500' }), (d) => d.emitterName.startsWith('Laticínios'));
    const supplier = all.find((d) => d.role === 'received')!;
    expectIds(await page('nfe', { issuer: supplier.emitterCnpj.slice(0, 8), itemsPerPage: '500' }), (d) => d.emitterCnpj === supplier.emitterCnpj);
    expectIds(await page('nfe', { status: 'authorised', itemsPerPage: '500' }), (d) => d.status === 'authorised');
    expectIds(await page('nfe', { accessKey: all[3]!.accessKey! }), (d) => d.id === all[3]!.id);
    expectIds(await page('nfe', { search: all[7]!.accessKey!.slice(25, 40), itemsPerPage: '500' }), (d) => d.accessKey!.includes(all[7]!.accessKey!.slice(25, 40)));
    expectIds(await page('nfe', { search: 'bom preço', itemsPerPage: '500' }), (d) => d.recipientName === 'Mercado Bom Preço Ltda' || d.emitterName === 'Mercado Bom Preço Ltda');
  });

  it('refuses bad filters with a stable code', async () => {
    const url = list(t.joaoClients[0]!, 'nfe');
    for (const query of [{ cnpj: '123' }, { status: 'lost' }, { sort: 'content' }, { colour: 'red' }, { accessKey: '1234' }] as Array<Record<string, string>>) {
      const bad = await t.call(JOAO, { method: 'GET', url, query });
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const range = await t.call(JOAO, { method: 'GET', url, query: { from: '2026-02-01', to: '2026-01-01' } });
    expect([range.statusCode, range.json().code]).toEqual([400, 'DATE_RANGE_INVALID']);
    expect((await t.call(JOAO, { method: 'GET', url: url.replace('/nfe/', '/pdf/') })).statusCode).toBe(400);
  });
});

describe('Box-E downloads', () => {
  it('downloads the stored XML bytes exactly, and 404 for a document of another store', async () => {
    const target = (await page('nfe')).items[1]!;
    const xml = await t.call(JOAO, { method: 'GET', url: docUrl(BOXE_API.boxeDocumentXml, 'nfe', target.id) });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain(`${target.accessKey}.xml`);
    const stored = await boxeDb(t.server.ctx.db).selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .select('f.content').where('d.id', '=', target.id).executeTakeFirstOrThrow();
    expect(Buffer.compare(xml.rawPayload, Buffer.from(stored.content))).toBe(0);
    const wrongKind = await t.call(JOAO, { method: 'GET', url: docUrl(BOXE_API.boxeDocumentXml, 'cte', target.id) });
    expect([wrongKind.statusCode, wrongKind.json().code]).toEqual([404, 'BOXE_DOCUMENT_NOT_FOUND']);
  });

  it('generates the printable form of each kind from the XML', async () => {
    for (const [kind, width, title] of [['nfe', 595, 'DANFE'], ['nfce', 227, 'DANFE NFC-e'], ['cte', 595, 'DACTE'], ['cfe', 227, 'Extrato CF-e SAT']] as const) {
      const target = (await page(kind)).items[0]!;
      const response = await t.call(JOAO, { method: 'GET', url: docUrl(BOXE_API.boxeDocumentPdf, kind, target.id) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe(`${title} ${target.accessKey}`);
      expect(Math.round(pdf.getPage(0).getWidth())).toBe(width);
    }
    const generic = (await page('xml')).items[0]!;
    const none = await t.call(JOAO, { method: 'GET', url: docUrl(BOXE_API.boxeDocumentPdf, 'xml', generic.id) });
    expect([none.statusCode, none.json().code]).toEqual([400, 'BOXE_NO_PRINTABLE']);
  });

  it('exports the filtered set as a ZIP laid out <month>/<role>/<key>.xml with the stored bytes', async () => {
    const all = (await page('nfe', { itemsPerPage: '500' })).items;
    const month = all[4]!.issuedAt.slice(0, 7);
    const filters = { from: `${month}-01`, to: lastDayOf(month) };
    const expected = all.filter((d) => d.issuedAt.startsWith(month));
    const response = await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeExport, { clientId: t.joaoClients[0]!, kind: 'nfe' }), query: filters });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers[BOXE_EXPORT_HEADERS.count]).toBe(String(expected.length));
    expect(Number(response.headers[BOXE_EXPORT_HEADERS.estimatedBytes])).toBe(response.rawPayload.length);
    expect(zipEntries(response.rawPayload)).toEqual(expected.map((d) => `${month}/${d.role}/${d.accessKey}.xml`).sort());
    expect(new Set(expected.map((d) => d.role))).toEqual(new Set(['issued', 'received']));
    // Stored entries: each XML's bytes appear verbatim in the archive.
    const one = await t.call(JOAO, { method: 'GET', url: docUrl(BOXE_API.boxeDocumentXml, 'nfe', expected[0]!.id) });
    expect(response.rawPayload.includes(one.rawPayload)).toBe(true);
  });

  it('exports stored files under clean entry names, whatever they were uploaded as, with the exact size announced', async () => {
    const db = boxeDb(t.server.ctx.db);
    const [hostile, unicode] = (await page('xml', { itemsPerPage: '500' })).items;
    const fileIdOf = async (id: string) => (await db.selectFrom('brFiscalDocuments').select('fileId').where('id', '=', id).executeTakeFirstOrThrow()).fileId;
    const rename = (fileId: string, fileName: string) => db.updateTable('brFiles').set({ fileName }).where('id', '=', fileId).execute();
    const renamed = [[await fileIdOf(hostile!.id), hostile!.fileName], [await fileIdOf(unicode!.id), unicode!.fileName]] as const;
    await rename(renamed[0][0], '../../../../tmp/zip-slip.xml');
    await rename(renamed[1][0], 'relatório\u202eLMX.exe\u0007.xml');
    try {
      const response = await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeExport, { clientId: t.joaoClients[0]!, kind: 'xml' }) });
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers[BOXE_EXPORT_HEADERS.estimatedBytes])).toBe(response.rawPayload.length);
      const names = zipEntries(response.rawPayload);
      expect(names).toContain(`${hostile!.issuedAt.slice(0, 7)}/${hostile!.role}/.._.._.._.._tmp_zip-slip.xml`);
      expect(response.rawPayload.includes(Buffer.from(`${unicode!.issuedAt.slice(0, 7)}/${unicode!.role}/relatórioLMX.exe.xml`))).toBe(true);
      for (const name of names) expect(name.split('/').filter((segment) => segment === '..' || segment === '')).toEqual([]);
      expect(response.rawPayload.includes(Buffer.from('/tmp/zip-slip'))).toBe(false);
    } finally {
      for (const [fileId, fileName] of renamed) await rename(fileId, fileName);
    }
  });
});

describe('Box-E store totals', () => {
  it('stay exact, filtered or not, as a document is added, changed and removed', async () => {
    const db = boxeDb(t.server.ctx.db);
    const clientId = t.joaoClients[1]!;
    // What the page says beside a count of the store itself.
    const totals = async (query: Record<string, string> = {}): Promise<[number, number]> => {
      const { totalItems, totalAmountCents } = await page('nfe', query, clientId);
      return [totalItems, totalAmountCents];
    };
    const counted = async (status?: string): Promise<[number, number]> => {
      let q = db.selectFrom('brFiscalDocuments').where('clientId', '=', clientId).where('kind', '=', 'nfe');
      if (status) q = q.where('status', '=', status as 'authorised');
      const row = await q.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amountCents').as('cents')]).executeTakeFirstOrThrow();
      return [Number(row.n), Number(row.cents ?? 0)];
    };
    const authorised = { status: 'authorised' };
    const [documents, cents] = await totals();
    expect([documents, cents]).toEqual(await counted());
    const [authorisedDocuments, authorisedCents] = await totals(authorised);
    expect([authorisedDocuments, authorisedCents]).toEqual(await counted('authorised'));

    const client = await db.selectFrom('clients').select(['id', 'name', 'cnpj']).where('id', '=', clientId).executeTakeFirstOrThrow();
    const added = demoDocument(client as Parameters<typeof demoDocument>[0], 'nfe', 9_999, new Date('2026-01-15T12:00:00Z'), new Date('2026-01-16T12:00:00Z'));
    await storeDemoDocument(db, { ...added, row: { ...added.row, status: 'authorised', amountCents: 12_345 } });
    expect(await totals()).toEqual([documents + 1, cents + 12_345]);
    expect(await totals(authorised)).toEqual([authorisedDocuments + 1, authorisedCents + 12_345]);

    await db.updateTable('brFiscalDocuments').set({ status: 'cancelled', amountCents: 10_000 }).where('id', '=', added.row.id).execute();
    expect(await totals()).toEqual([documents + 1, cents + 10_000]);
    expect(await totals(authorised)).toEqual([authorisedDocuments, authorisedCents]);
    expect(await totals({ status: 'cancelled' })).toEqual(await counted('cancelled'));

    await db.deleteFrom('brFiscalDocuments').where('id', '=', added.row.id).execute();
    expect(await totals()).toEqual([documents, cents]);
    expect(await totals(authorised)).toEqual([authorisedDocuments, authorisedCents]);
    expect(await totals()).toEqual(await counted());
  });
});
