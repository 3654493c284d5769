import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { BOXE_API, BOXE_EXPORT_HEADERS, BOXE_KINDS, type BoxeDocument, type BoxeDocumentPage, type BoxeExportLink } from '../contract';
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
const linkUrl = (kind: string, clientId = t.joaoClients[0]!) => fillPath(BOXE_API.boxeExportLink, { clientId, kind });
/** An export link asked for with a session, then the download it opens, with no session header (as the browser's own). */
const exportLink = async (kind: string, query: Record<string, string> = {}, headers?: Record<string, string>) => {
  const response = headers
    ? await t.server.app.inject({ method: 'GET', url: linkUrl(kind), query, headers })
    : await t.call(JOAO, { method: 'GET', url: linkUrl(kind), query });
  expect(response.statusCode).toBe(200);
  return response.json() as BoxeExportLink;
};
const download = (url: string) => t.server.app.inject({ method: 'GET', url });
const exported = async (kind: string, query: Record<string, string> = {}) => {
  const response = await download((await exportLink(kind, query)).url);
  expect(response.statusCode).toBe(200);
  return response;
};

/** Reads a ZIP with the system's unzip (an independent reader of what streamZip wrote). */
function withZip<T>(bytes: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'boxe-zip-'));
  try {
    writeFileSync(join(dir, 'export.zip'), bytes);
    return read(join(dir, 'export.zip'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** A ZIP's entry names, tested whole first; sorted unless asked for in the archive's order. */
const zipEntries = (bytes: Buffer, { sorted = true } = {}) => withZip(bytes, (file) => {
  execFileSync('unzip', ['-tq', file]);
  const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  return sorted ? names.sort() : names;
});
/** One entry's bytes as unzip extracts them. */
const zipEntry = (bytes: Buffer, name: string) => withZip(bytes, (file) => execFileSync('unzip', ['-p', file, name]));

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
    for (const url of [list(t.joaoClients[2]!, 'nfe'), linkUrl('nfe', t.joaoClients[2]!)]) {
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
    const foreignZip = await t.call(MARIA, { method: 'GET', url: linkUrl('cte') });
    expect(foreignZip.statusCode).toBe(404);
    expect((await t.server.app.inject({ method: 'GET', url: linkUrl('cte') })).statusCode).toBe(401);
    expect((await t.server.app.inject({ method: 'GET', url: list(t.joaoClients[0]!, 'nfe') })).statusCode).toBe(401);
    const mariaOwn = await t.call(MARIA, { method: 'GET', url: list(t.mariaClients[0]!, 'nfe') });
    expect([mariaOwn.statusCode, mariaOwn.json().code]).toEqual([403, 'BOXE_NOT_ENABLED']);
  });

  it('exports only with the BoxE.Export grant: no link without it, and a link made before it was taken away no longer opens', async () => {
    const before = await exportLink('nfe', { status: 'denied' });
    const joaoId = await t.server.userId(JOAO);
    await t.server.ctx.db.deleteFrom('userPermissions').where('userId', '=', joaoId).where('feature', '=', 'BoxE').execute();
    try {
      const denied = await t.call(JOAO, { method: 'GET', url: linkUrl('nfe') });
      expect([denied.statusCode, denied.json().code]).toEqual([403, 'BOXE_EXPORT_DENIED']);
      const stale = await download(before.url);
      expect([stale.statusCode, stale.json().code]).toEqual([403, 'BOXE_EXPORT_DENIED']);
    } finally {
      await t.server.ctx.db.insertInto('userPermissions').values({ userId: joaoId, feature: 'BoxE', resource: 'Export', grant: 'Granted' }).execute();
    }
    expect((await download(before.url)).statusCode).toBe(200);
  });

  it("refuses a link once its user no longer reaches the client (404) or the client's Box-E is off (403)", async () => {
    const link = await exportLink('nfe');
    const db = t.server.ctx.db;
    const [joaoId, clientId] = [await t.server.userId(JOAO), t.joaoClients[0]!];
    await db.deleteFrom('userClients').where('userId', '=', joaoId).where('clientId', '=', clientId).execute();
    try {
      const gone = await download(link.url);
      expect([gone.statusCode, gone.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    } finally {
      await db.insertInto('userClients').values({ userId: joaoId, clientId }).execute();
    }
    const switches = boxeDb(db).updateTable('brBoxeClients').where('clientId', '=', clientId);
    await switches.set({ lastToggle: 0 }).execute();
    try {
      const off = await download(link.url);
      expect([off.statusCode, off.json().code]).toEqual([403, 'BOXE_NOT_ENABLED']);
    } finally {
      await switches.set({ lastToggle: 1 }).execute();
    }
  });

  it("opens only the export it was made for: other filters, another client or store are refused (401), and so is a link past its time or its session's", async () => {
    const link = await exportLink('nfe', { status: 'authorised', search: 'ltda' });
    const url = new URL(link.url, 'http://portico.test');
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    const variant = (edit: (u: URL) => void) => {
      const copy = new URL(url);
      edit(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const refused = [
      variant((u) => u.searchParams.set('status', 'cancelled')),
      variant((u) => u.searchParams.delete('search')),
      variant((u) => u.searchParams.set('from', '2020-01-01')),
      variant((u) => u.searchParams.set('clientId', t.joaoClients[1]!)),
      variant((u) => { u.pathname = u.pathname.replace(/\/nfe$/, '/cte'); }),
      variant((u) => u.searchParams.set('token', `${u.searchParams.get('token')!.slice(0, -4)}AAAA`)),
    ];
    for (const other of refused) {
      const response = await download(other);
      expect([other, response.statusCode, response.json().code]).toEqual([other, 401, 'TOKEN_INVALID']);
    }
    expect((await download(variant((u) => u.searchParams.delete('token')))).statusCode).toBe(400);
    // The same filters in another order are the same export.
    expect((await download(variant((u) => { u.search = `?${new URLSearchParams([...u.searchParams].reverse())}`; }))).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(link.expiresAt).getTime() + 1000);
      const late = await download(link.url);
      expect([late.statusCode, late.json().code]).toEqual([401, 'TOKEN_INVALID']);
    } finally {
      vi.useRealTimers();
    }

    // A session ended (logout) or run out before the link did.
    const ends = [
      (sessionId: string) => t.server.ctx.sessions.revoke(sessionId),
      (sessionId: string) => t.server.ctx.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', sessionId).execute(),
    ];
    for (const end of ends) {
      const headers = await t.server.headersFor(JOAO);
      const own = await exportLink('nfe', {}, headers);
      expect((await download(own.url)).statusCode).toBe(200);
      await end((await t.server.ctx.sessions.verifyAuthorizationHeader(headers.authorization)).sessionId);
      const ended = await download(own.url);
      expect([ended.statusCode, ended.json().code]).toEqual([401, 'SESSION_REVOKED']);
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
    const response = await exported('nfe', filters);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers[BOXE_EXPORT_HEADERS.count]).toBe(String(expected.length));
    // The exact length, so the browser's download shows its progress.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(Number(response.headers[BOXE_EXPORT_HEADERS.estimatedBytes])).toBe(response.rawPayload.length);
    expect(zipEntries(response.rawPayload)).toEqual(expected.map((d) => `${month}/${d.role}/${d.accessKey}.xml`).sort());
    expect(new Set(expected.map((d) => d.role))).toEqual(new Set(['issued', 'received']));
    // In the archive's order, oldest first: each entry holds its XML's stored bytes exactly.
    const listed = zipEntries(response.rawPayload, { sorted: false });
    const byName = new Map(expected.map((d) => [`${month}/${d.role}/${d.accessKey}.xml`, d]));
    const days = listed.map((name) => byName.get(name)!.issuedAt);
    expect(days).toEqual([...days].sort());
    for (const name of listed) {
      const xml = await t.call(JOAO, { method: 'GET', url: docUrl(BOXE_API.boxeDocumentXml, 'nfe', byName.get(name)!.id) });
      expect(Buffer.compare(zipEntry(response.rawPayload, name), xml.rawPayload)).toBe(0);
    }
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
      const response = await exported('xml');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
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
