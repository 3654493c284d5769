import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { apiPath, fillPath } from '@portico/contract/api-paths';
import { demoPdf, featureDb } from '@portico/plugin-server';
import { EQUIPE, eventually, JOAO, MARIA, multipartBody, previewHeaders, STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { ACTIVITY_API, type ActivityPage, type ClientExport } from '../contract';
import { deviceOf, networkOf } from './sign-ins';
import { activityDb } from './tables';
import { purgeExpiredExports } from './exports';

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('us');
  clientId = t.mariaClients[0]!;
});
afterAll(async () => { await t.server.stop(); });

/** One session per person, so the reads themselves add no sign-ins between pages. */
const sessions = new Map<string, Record<string, string>>();
const events = async (email: string, query: Record<string, string> = {}, client = clientId) => {
  if (!sessions.has(email)) sessions.set(email, await t.server.headersFor(email));
  return t.server.app.inject({ method: 'GET', url: fillPath(ACTIVITY_API.events, { clientId: client }), query, headers: sessions.get(email) });
};
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The archive's entries and their contents, read back with yauzl. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => zip.openReadStream(entry, async (e, stream) => {
      if (e) return reject(e);
      const chunks: Buffer[] = [];
      for await (const c of stream as Readable) chunks.push(c as Buffer);
      out.set(entry.fileName, Buffer.concat(chunks));
      zip.readEntry();
    }));
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** Asks for the client's export as `email`, waits for the job, and reads the ZIP back. */
async function exportOf(server: DemoTestServer, email: string, client: string) {
  const asked = await server.call(email, { method: 'POST', url: fillPath(ACTIVITY_API.exports, { clientId: client }) });
  expect(asked.statusCode).toBe(202);
  const exportId = (asked.json() as ClientExport).id;
  const ready = await eventually(async () => {
    const latest = (await server.call(email, { method: 'GET', url: fillPath(ACTIVITY_API.exports, { clientId: client }) })).json().export as ClientExport;
    return latest.state === 'ready' && latest;
  });
  expect(ready.progress.done).toBe(ready.progress.total);
  const fileUrl = fillPath(ACTIVITY_API.exportFile, { clientId: client, exportId });
  const file = await server.call(email, { method: 'GET', url: fileUrl });
  expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/zip']);
  return { exportId, fileUrl, entries: await unzip(file.rawPayload) };
}

describe("the client's Activity", () => {
  it("lists, newest first and paged, the firm's opening of a document and the person's own sign-ins with device and network", async () => {
    // A sign-in from a phone: the session family's root keeps its address and user agent.
    await t.server.ctx.sessions.create(await t.server.userId(MARIA), { source: { ip: '203.0.113.57', userAgent: IPHONE } });
    const body = multipartBody([{ name: 'Lease.pdf', content: demoPdf('lease') }]);
    const documentId = (await t.call(MARIA, { method: 'POST', url: apiPath('uploads', { clientId }), headers: body.headers, payload: body.payload })).json().success[0].id;
    const headers = await previewHeaders(t.server, STAFF, MARIA);
    const { url } = (await t.server.app.inject({ method: 'GET', url: apiPath('downloadUrl', { clientId, documentId }), headers })).json();
    expect((await t.server.app.inject({ method: 'GET', url: `${url}&purpose=view` })).statusCode).toBe(200);

    const page = (await events(MARIA)).json() as ActivityPage;
    const access = page.items.find((e) => e.kind === 'documentAccess');
    expect(access).toMatchObject({ action: 'view', document: { id: documentId, name: 'Lease.pdf' }, actor: { viaApiKey: false } });
    // The test's own session is a sign-in too, made on the first read: the newest besides it is the staff's view.
    expect(page.items.find((e) => e.kind !== 'signIn')).toBe(access);
    const signIn = page.items.find((e) => e.kind === 'signIn' && e.network !== null);
    expect(signIn).toMatchObject({ network: '203.0.113.x', device: { browser: 'Safari 17', os: 'iOS 17', type: 'mobile' } });
    const ats = page.items.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const one = (await events(MARIA, { itemsPerPage: '1' })).json() as ActivityPage;
    const two = (await events(MARIA, { itemsPerPage: '1', startIndex: '1' })).json() as ActivityPage;
    expect([one.items[0]!.id, two.items[0]!.id]).toEqual([page.items[0]!.id, page.items[1]!.id]);
    expect(one.totalItems).toBe(page.totalItems);
  });

  it("shows another client's contact and another firm's staff nothing", async () => {
    for (const email of [JOAO, EQUIPE]) {
      const answer = await events(email);
      expect([email, answer.statusCode]).toEqual([email, 404]);
    }
    const joaos = (await events(JOAO, {}, t.joaoClients[0]!)).json() as ActivityPage;
    expect(joaos.items.filter((e) => e.kind !== 'signIn')).toEqual([]);
    expect((await events(MARIA, { startIndex: '-1' })).statusCode).toBe(400);
  });

  it('builds the export in a job, one ZIP with the documents and tasks, for its requester only, and audits it', async () => {
    const { exportId, fileUrl, entries } = await exportOf(t, MARIA, clientId);
    const names = [...entries.keys()];
    expect(names, names.join(', ')).toContain('documents/Documents/Client Uploads/Lease.pdf');
    expect(entries.get('documents/Documents/Client Uploads/Lease.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Array.isArray(JSON.parse(entries.get('tasks.json')!.toString()))).toBe(true);
    expect(Array.isArray(JSON.parse(entries.get('invoices.json')!.toString()))).toBe(true);

    // Only its requester, for that client: the firm's preview of maria, and another user, get 404.
    expect((await t.server.app.inject({ method: 'GET', url: fileUrl, headers: await previewHeaders(t.server, STAFF, MARIA) })).statusCode).toBe(404);
    expect((await t.call(JOAO, { method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const audit = await t.server.ctx.db.selectFrom('auditLog').select('action').where('clientId', '=', clientId).where('action', 'like', '%/exports%').execute();
    expect(audit.map((a) => a.action).sort()).toEqual([`GET ${ACTIVITY_API.exportFile}`, `POST ${ACTIVITY_API.exports}`]);

    // Expired: the link answers 410.
    await activityDb(t.server.ctx.db).updateTable('activityExports').set({ expiresAt: '2000-01-01T00:00:00.000Z' }).execute();
    const gone = await t.call(MARIA, { method: 'GET', url: fileUrl });
    expect([gone.statusCode, gone.json().code]).toEqual([410, 'EXPORT_EXPIRED']);

    // Housekeeping removes the expired export and its file.
    const { blobId } = await activityDb(t.server.ctx.db).selectFrom('activityExports').select('blobId').where('id', '=', exportId).executeTakeFirstOrThrow();
    const { db, blobs, config } = t.server.ctx;
    expect(await purgeExpiredExports({ db, blobs, config, now: new Date() })).toBe(1);
    expect(await activityDb(db).selectFrom('activityExports').select('id').where('id', '=', exportId).execute()).toEqual([]);
    await expect(blobs.open(blobId!)).rejects.toThrow();
  });
});

/** The Brazilian features' tables the br export is checked against, as far as the test reads them. */
interface BrTables {
  documents: { clientId: string; name: string; deletedAt: string | null };
  brServiceRequests: { id: string; clientId: string; reference: string };
  brServiceRequestMessages: { requestId: string; body: string };
  brFiscalDocuments: { clientId: string; kind: string; fileId: string };
  brFiles: { id: string; content: Buffer };
}

describe("joao's export (br variant)", () => {
  let br: DemoTestServer;
  beforeAll(async () => { br = await startDemoTestServer('br'); });
  afterAll(async () => { await br.server.stop(); });

  it('holds his documents, his service requests with their threads and his Box-E fiscal XML', async () => {
    const client = br.joaoClients[0]!; // Clínica: Box-E on, requests with threads
    const body = multipartBody([{ name: 'Contrato social.pdf', content: demoPdf('contrato') }]);
    expect((await br.call(JOAO, { method: 'POST', url: apiPath('uploads', { clientId: client }), headers: body.headers, payload: body.payload })).statusCode).toBe(200);
    const { entries } = await exportOf(br, JOAO, client);
    const names = [...entries.keys()];
    const db = featureDb<BrTables>()(br.server.ctx.db);

    const documents = await db.selectFrom('documents').select('name').where('clientId', '=', client).where('deletedAt', 'is', null).execute();
    expect(names.filter((n) => n.startsWith('documents/')).map((n) => n.split('/').at(-1)).sort()).toEqual(documents.map((d) => d.name).sort());
    expect(names).toContain('documents/Documentos/Envios do Cliente/Contrato social.pdf'); // the br firm's folder names

    const requests = await db.selectFrom('brServiceRequests').select(['id', 'reference']).where('clientId', '=', client).execute();
    const messages = await db.selectFrom('brServiceRequestMessages').select(['requestId', 'body'])
      .where('requestId', 'in', requests.map((r) => r.id)).execute();
    expect(messages.length).toBeGreaterThan(0);
    const exported = JSON.parse(entries.get('requests.json')!.toString()) as { reference: string; thread: { body: string; fromFirm: boolean }[] }[];
    expect(exported.map((r) => r.reference).sort()).toEqual(requests.map((r) => r.reference).sort());
    for (const request of requests) {
      const thread = exported.find((r) => r.reference === request.reference)!.thread;
      expect(thread.map((m) => m.body).sort()).toEqual(messages.filter((m) => m.requestId === request.id).map((m) => m.body).sort());
    }
    expect(exported.some((r) => r.thread.some((m) => m.fromFirm))).toBe(true);

    const fiscal = await db.selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .select(['d.kind', 'f.content']).where('d.clientId', '=', client).execute();
    expect(fiscal.length).toBeGreaterThan(0);
    const xml = names.filter((n) => n.startsWith('fiscal/'));
    expect(xml.length).toBe(fiscal.length);
    expect(xml.map((n) => entries.get(n)!.toString('utf8')).sort()).toEqual(fiscal.map((f) => Buffer.from(f.content).toString('utf8')).sort());
    expect(new Set(xml.map((n) => n.split('/')[1]))).toEqual(new Set(fiscal.map((f) => f.kind)));
    expect(entries.get(xml[0]!)!.toString('utf8')).toMatch(/^<\?xml|^</);
  });

  it('leaves out the fiscal XML of a company whose Box-E is off', async () => {
    const { entries } = await exportOf(br, JOAO, br.joaoClients[2]!); // Transportes: Box-E off
    const names = [...entries.keys()];
    expect(names, names.join(', ')).toContain('requests.json');
    expect(names.filter((n) => n.startsWith('fiscal/'))).toEqual([]);
  });
});

describe('sign-in details', () => {
  it('masks the host part of the address and names what the user agent says', () => {
    expect(networkOf('198.51.100.23')).toBe('198.51.100.x');
    expect(networkOf('::ffff:198.51.100.23')).toBe('198.51.100.x');
    expect(networkOf('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(networkOf(null)).toBeNull();
    expect(deviceOf(null)).toEqual({ browser: null, os: null, type: null });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'))
      .toEqual({ browser: 'Chrome 126', os: 'Windows 10', type: 'desktop' });
  });
});
