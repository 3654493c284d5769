import { apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { multipartBody, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { TRASH_RETENTION_DAYS } from '@portico/contract/documents';
import { purgeExpiredTrash } from './trash-purge';
import { documentsDb } from './tables';

let server: TestServer;
let clientId: string;
let headers: Record<string, string>;
let folderId: string;

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  headers = await server.headersFor('maria@acme.example');
  folderId = (await server.app.inject({ method: 'GET', url: apiPath('clientContactFolder', { clientId }), headers })).json().id;
});
afterAll(async () => { await server.stop(); });

const upload = async (name: string, label: string, onConflict?: string) => {
  const body = multipartBody([{ name, content: demoPdf(label) }]);
  const qs = new URLSearchParams({ containerId: folderId, ...(onConflict ? { onConflict } : {}) }).toString();
  const res = await server.app.inject({ method: 'POST', url: `${apiPath('uploads', { clientId })}?${qs}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(200);
  return res.json().success[0] as { id: string };
};
const deletedDaysAgo = (id: string, days: number) => documentsDb(server.ctx.db).updateTable('documents')
  .set({ deletedAt: new Date(Date.now() - days * 86_400_000).toISOString() }).where('id', '=', id).execute();
const blobOf = async (id: string) => (await documentsDb(server.ctx.db).selectFrom('documents').select('blobId').where('id', '=', id).executeTakeFirstOrThrow()).blobId;
const exists = (blobId: string) => server.ctx.blobs.open(blobId).then((s) => { s.destroy(); return true; }, () => false);

describe('the trash after its retention period', () => {
  it('purges documents deleted before it, with their versions and files; keeps those within it and live ones', async () => {
    const expired = await upload('Old statement.pdf', 'v1');
    await upload('Old statement.pdf', 'v2', 'replace');
    const db = documentsDb(server.ctx.db);
    const versionBlobs = (await db.selectFrom('documentVersions').select('blobId').where('documentId', '=', expired.id).execute()).map((v) => v.blobId);
    expect(versionBlobs).toHaveLength(1);
    const expiredBlob = await blobOf(expired.id);
    const recent = await upload('Recent receipt.pdf', 'r');
    const live = await upload('Live invoice.pdf', 'l');
    await deletedDaysAgo(expired.id, TRASH_RETENTION_DAYS + 1);
    await deletedDaysAgo(recent.id, TRASH_RETENTION_DAYS - 1);

    expect(await purgeExpiredTrash({ ...server.ctx, now: new Date() })).toBe(1);

    const left = (await db.selectFrom('documents').select('id').where('id', 'in', [expired.id, recent.id, live.id]).execute()).map((d) => d.id);
    expect(left.sort()).toEqual([recent.id, live.id].sort());
    expect(await db.selectFrom('documentVersions').select('id').where('documentId', '=', expired.id).execute()).toEqual([]);
    expect(await exists(expiredBlob)).toBe(false);
    expect(await exists(versionBlobs[0]!)).toBe(false);
    expect(await exists(await blobOf(recent.id))).toBe(true);
    // A second run has nothing left to do.
    expect(await purgeExpiredTrash({ ...server.ctx, now: new Date() })).toBe(0);
  });
});
