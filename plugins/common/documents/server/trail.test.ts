import { apiPath, fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { EQUIPE, MARIA, multipartBody, previewHeaders, STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { RECEIPTS_API, type UploadReceipts } from '../receipts-contract';
import { documentsDb } from './tables';

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.documents', 'common.activity'] });
  clientId = t.mariaClients[0]!;
});
afterAll(async () => { await t.server.stop(); });

const mariaUploads = async (name: string) => {
  const body = multipartBody([{ name, content: demoPdf(name) }]);
  const answer = await t.call(MARIA, { method: 'POST', url: apiPath('uploads', { clientId }), headers: body.headers, payload: body.payload });
  expect(answer.statusCode).toBe(200);
  return answer.json().success[0].id as string;
};
/** What the portal does to open a document: a storage URL, then its bytes. */
const open = async (headers: Record<string, string>, documentId: string, purpose?: 'view') => {
  const { url } = (await t.server.app.inject({ method: 'GET', url: apiPath('downloadUrl', { clientId, documentId }), headers })).json();
  const file = await t.server.app.inject({ method: 'GET', url: purpose ? `${url}&purpose=${purpose}` : url });
  expect(file.statusCode).toBe(200);
};
const logOf = (documentId: string) => documentsDb(t.server.ctx.db).selectFrom('documentAccessLog').selectAll().where('documentId', '=', documentId).execute();
const receipt = async (documentId: string) =>
  ((await t.call(MARIA, { method: 'GET', url: fillPath(RECEIPTS_API.receipts, { clientId }), query: { ids: documentId } })).json() as UploadReceipts).receipts[0];

describe("the client's trail in the documents", () => {
  it("records the firm's opening (a preview's is the staff member's), not the client's own; the receipt shows the first", async () => {
    const documentId = await mariaUploads('Bank statement May.pdf');
    expect(await receipt(documentId)).toMatchObject({ documentId, firstOpenedAt: null });

    await open(await t.server.headersFor(MARIA), documentId);
    expect(await logOf(documentId)).toEqual([]);
    expect((await receipt(documentId))!.firstOpenedAt).toBeNull();

    await open(await previewHeaders(t.server, STAFF, MARIA), documentId, 'view');
    const log = await logOf(documentId);
    expect(log.map((l) => [l.actorUserId, l.action, l.clientId])).toEqual([[await t.server.userId(STAFF), 'view', clientId]]);
    expect((await receipt(documentId))!.firstOpenedAt).toBe(log[0]!.at);

    // The staff download route (also an API key's) records a download; the receipt keeps the first opening.
    const content = await t.call(STAFF, { method: 'GET', url: fillPath(RECEIPTS_API.staffContent, { clientId, documentId }) });
    expect([content.statusCode, content.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect((await logOf(documentId)).map((l) => l.action).sort()).toEqual(['download', 'view']);
    expect((await receipt(documentId))!.firstOpenedAt).toBe(log[0]!.at);
  });

  it("gives no receipt of the firm's own uploads, refuses bad ids, and another firm's staff get nothing", async () => {
    const firms = await documentsDb(t.server.ctx.db).selectFrom('documents').select('id').where('clientId', '=', clientId).where('uploadedByStaff', '=', 1).execute();
    if (firms[0]) expect(await receipt(firms[0].id)).toBeUndefined();
    const bad = await t.call(MARIA, { method: 'GET', url: fillPath(RECEIPTS_API.receipts, { clientId }), query: { ids: 'a,,b' } });
    expect(bad.statusCode).toBe(400);
    const documentId = await mariaUploads('Payroll June.pdf');
    const other = await t.call(EQUIPE, { method: 'GET', url: fillPath(RECEIPTS_API.staffContent, { clientId, documentId }) });
    expect(other.statusCode).toBe(404);
    expect(await logOf(documentId)).toEqual([]);
  });
});
