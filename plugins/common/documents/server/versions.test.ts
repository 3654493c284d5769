import { apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { multipartBody, startTestServer, type TestServer } from '@portico/plugin-server/testing';

let server: TestServer;
let maria: Record<string, string>;
let carlos: Record<string, string>;
let mariaClient: string;
let carlosClient: string;
let folderId: string;

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  maria = await server.headersFor('maria@acme.example');
  carlos = await server.headersFor('carlos@multi.example');
  [mariaClient] = await server.clientIdsOf('maria@acme.example') as [string];
  [carlosClient] = await server.clientIdsOf('carlos@multi.example') as [string];
  folderId = (await get(apiPath('clientContactFolder', { clientId: mariaClient }), maria)).json().id;
});
afterAll(async () => { await server.stop(); });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, headers: maria, payload });
/** Uploads into maria's contact folder, or with `as` into the contact folder of that user's client. */
const upload = async (name: string, content: Buffer, onConflict?: 'replace', as?: { headers: Record<string, string>; clientId: string }) => {
  const body = multipartBody([{ name, content }]);
  const qs = new URLSearchParams({ ...(as ? {} : { containerId: folderId }), ...(onConflict ? { onConflict } : {}) }).toString();
  const { headers, clientId } = as ?? { headers: maria, clientId: mariaClient };
  const res = await server.app.inject({ method: 'POST', url: `${apiPath('uploads', { clientId })}?${qs}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(200);
  return res.json().success[0] as { id: string; name: string };
};
const versionsOf = async (documentId: string) =>
  (await get(apiPath('documentVersions', { clientId: mariaClient, documentId }), maria)).json().versions as Array<{ id: string; size: number; replacedDate: string; uploadedByStaff: boolean }>;
const downloadUrl = (documentId: string, versionId: string, as = maria, clientId = mariaClient) =>
  get(apiPath('documentVersionDownloadUrl', { clientId, documentId, versionId }), as);

/** A document replaced twice: three files, the first two kept as versions. */
async function replacedTwice(name: string) {
  const files = [demoPdf(`${name} first`), demoPdf(`${name} second, a little longer`), demoPdf(`${name} third`)];
  const doc = await upload(name, files[0]!);
  await upload(name, files[1]!, 'replace');
  await upload(name, files[2]!, 'replace');
  return { doc, files };
}

describe('versions of a replaced document', () => {
  it('lists the earlier files newest first, with their sizes and uploader', async () => {
    const { doc, files } = await replacedTwice('Statement 2025.pdf');
    const versions = await versionsOf(doc.id);
    expect(versions.map((v) => v.size)).toEqual([files[1]!.length, files[0]!.length]);
    expect(versions[0]!.replacedDate >= versions[1]!.replacedDate).toBe(true);
    expect(versions.every((v) => v.uploadedByStaff === false)).toBe(true);
  });

  it("downloads an earlier file's exact bytes under the document's name, through a token for that version only", async () => {
    const { doc, files } = await replacedTwice('P&L Statement 2025.pdf');
    const [second, first] = await versionsOf(doc.id);
    const issued = await downloadUrl(doc.id, first!.id);
    expect(issued.statusCode).toBe(200);
    const { url } = issued.json() as { url: string };
    expect(url.startsWith(apiPath('storageDocumentVersion', { id: doc.id, versionId: first!.id }))).toBe(true);

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, files[0]!)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('P&L Statement 2025.pdf')}`);

    // The token names one version: not the other one, not the current file.
    const token = new URL(url, 'http://portal.test').searchParams.get('token')!;
    const other = await get(`${apiPath('storageDocumentVersion', { id: doc.id, versionId: second!.id })}?token=${token}`);
    expect([other.statusCode, other.json().code]).toEqual([401, 'TOKEN_INVALID']);
    const current = await get(`${apiPath('storageDocument', { id: doc.id })}?token=${token}`);
    expect(current.statusCode).toBe(401);
  });

  it('answers 404 DOCUMENT_VERSION_NOT_FOUND for a version of another document', async () => {
    const { doc } = await replacedTwice('Payroll March.pdf');
    const plain = await upload('Payroll April.pdf', demoPdf('april'));
    const [version] = await versionsOf(doc.id);
    const res = await downloadUrl(plain.id, version!.id);
    expect([res.statusCode, res.json().code]).toEqual([404, 'DOCUMENT_VERSION_NOT_FOUND']);
    // A version id under another document in the storage URL is refused too, even with a token for it.
    const { url } = (await downloadUrl(doc.id, version!.id)).json() as { url: string };
    const moved = await get(url.replace(`/documents/${doc.id}/`, `/documents/${plain.id}/`));
    expect([moved.statusCode, moved.json().code]).toEqual([404, 'DOCUMENT_VERSION_NOT_FOUND']);
  });

  it("gives another client's user 404 and not a byte, whatever client he names", async () => {
    const { doc, files } = await replacedTwice('Bank letter.pdf');
    const [version] = await versionsOf(doc.id);
    const viaMariasClient = await downloadUrl(doc.id, version!.id, carlos);
    expect([viaMariasClient.statusCode, viaMariasClient.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const list = await get(apiPath('documentVersions', { clientId: carlosClient, documentId: doc.id }), carlos);
    expect([list.statusCode, list.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const viaHisClient = await downloadUrl(doc.id, version!.id, carlos, carlosClient);
    expect([viaHisClient.statusCode, viaHisClient.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    // His own document with maria's version id.
    const own = await upload('Bank letter.pdf', demoPdf('carlos'), undefined, { headers: carlos, clientId: carlosClient });
    const underOwn = await downloadUrl(own.id, version!.id, carlos, carlosClient);
    expect([underOwn.statusCode, underOwn.json().code]).toEqual([404, 'DOCUMENT_VERSION_NOT_FOUND']);
    // A token he gets for his session cannot be stretched to maria's version.
    const principal = await server.ctx.sessions.verify(carlos.authorization!.split(' ')[1]!);
    const { token } = await server.ctx.sessions.issueStorageToken(principal, version!.id);
    const download = await get(`${apiPath('storageDocumentVersion', { id: doc.id, versionId: version!.id })}?token=${token}`);
    expect([download.statusCode, download.json().code]).toEqual([404, 'DOCUMENT_VERSION_NOT_FOUND']);
    expect(download.rawPayload.includes(files[1]!)).toBe(false);
  });

  it("keeps a trashed document's versions out of reach until it is restored", async () => {
    const { doc, files } = await replacedTwice('Lease 2024.pdf');
    const [version] = await versionsOf(doc.id);
    const { url } = (await downloadUrl(doc.id, version!.id)).json() as { url: string };
    expect((await post(apiPath('trash', { clientId: mariaClient }), { documentIds: [doc.id] })).json().trashed).toEqual([doc.id]);

    const issued = await downloadUrl(doc.id, version!.id);
    expect([issued.statusCode, issued.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const list = await get(apiPath('documentVersions', { clientId: mariaClient, documentId: doc.id }), maria);
    expect(list.statusCode).toBe(404);
    // A URL issued before the delete stops working with it.
    const early = await get(url);
    expect([early.statusCode, early.json().code]).toEqual([404, 'DOCUMENT_VERSION_NOT_FOUND']);

    expect((await post(apiPath('trashRestore', { clientId: mariaClient }), { documentIds: [doc.id] })).json().restored).toHaveLength(1);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, files[1]!)).toBe(0);
  });
});
