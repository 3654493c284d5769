import { apiPath, fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { MARIA, multipartBody, STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { ENDPOINTS } from '../endpoints';
import { GRANT_NAMES } from '../permissions';
import { STAFF_DOCUMENTS_API } from '../staff-contract';

let t: DemoTestServer;
let clientId: string;
let uploadsFolder: string;
let mine: { id: string; name: string };
let trashed: { id: string; name: string };
let folder: { id: string };
let listedBefore: string[];

const [feature, resource] = GRANT_NAMES.dataRoom.split('.') as [string, string];
const grant = async (email: string) => {
  const userId = await t.server.userId(email);
  await t.server.ctx.db.insertInto('userPermissions').values({ userId, feature, resource, grant: 'Granted' }).execute();
};
const revoke = async (email: string) => {
  const userId = await t.server.userId(email);
  await t.server.ctx.db.deleteFrom('userPermissions').where('userId', '=', userId).where('feature', '=', feature).where('resource', '=', resource).execute();
};

const uploadAs = (email: string, name: string, query: Record<string, string> = {}) => {
  const body = multipartBody([{ name, content: demoPdf(name) }]);
  return t.call(email, {
    method: 'POST', url: apiPath('uploads', { clientId }), query: { containerId: uploadsFolder, ...query }, headers: body.headers, payload: body.payload,
  });
};

const namesInUploads = async () =>
  (await t.call(MARIA, { method: 'GET', url: apiPath('containerDocuments', { clientId, containerId: uploadsFolder }) })).json().documents
    .map((d: { name: string }) => d.name).sort() as string[];

beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.documents'] });
  clientId = t.mariaClients[0]!;
  uploadsFolder = (await t.call(MARIA, { method: 'GET', url: apiPath('clientContactFolder', { clientId }) })).json().id;
  // Before the grant: a document of maria's own, one in her trash, and a folder she made.
  mine = (await uploadAs(MARIA, 'Ledger 2025.pdf')).json().success[0];
  trashed = (await uploadAs(MARIA, 'Old ledger.pdf')).json().success[0];
  await t.call(MARIA, { method: 'POST', url: apiPath('trash', { clientId }), payload: { documentIds: [trashed.id] } });
  const root = (await t.call(MARIA, { method: 'GET', url: apiPath('roots', { clientId }) })).json().containers[0].id;
  folder = (await t.call(MARIA, { method: 'POST', url: apiPath('folders', { clientId }), payload: { containerId: root, name: 'Before the room' } })).json();
  listedBefore = await namesInUploads();
  await t.call(MARIA, { method: 'PUT', url: apiPath('documentMetadata', { clientId, documentId: mine.id }), payload: { items: [{ key: 'year', value: '2025' }] } });
});
afterAll(async () => { await t.server.stop(); });

/** Every change a client can ask of its documents, by the endpoint it goes to. */
const WRITES: Record<string, () => Parameters<DemoTestServer['call']>[1]> = {
  postUploads: () => {
    const body = multipartBody([{ name: 'New.pdf', content: demoPdf('new') }]);
    return { method: 'POST', url: apiPath('uploads', { clientId }), query: { containerId: uploadsFolder }, headers: body.headers, payload: body.payload };
  },
  postStorageUploads: () => {
    const body = multipartBody([{ name: 'New.pdf', content: demoPdf('new') }]);
    return { method: 'POST', url: apiPath('storageUploads', { id: uploadsFolder }), query: { clientId }, headers: body.headers, payload: body.payload };
  },
  postFolders: () => ({ method: 'POST', url: apiPath('folders', { clientId }), payload: { containerId: uploadsFolder, name: 'In the room' } }),
  patchFolder: () => ({ method: 'PATCH', url: apiPath('folder', { clientId, containerId: folder.id }), payload: { name: 'Renamed' } }),
  deleteFolder: () => ({ method: 'DELETE', url: apiPath('folder', { clientId, containerId: folder.id }) }),
  postTrash: () => ({ method: 'POST', url: apiPath('trash', { clientId }), payload: { documentIds: [mine.id] } }),
  postTrashRestore: () => ({ method: 'POST', url: apiPath('trashRestore', { clientId }), payload: { documentIds: [trashed.id] } }),
  putDocumentMetadata: () => ({ method: 'PUT', url: apiPath('documentMetadata', { clientId, documentId: mine.id }), payload: { items: [{ key: 'year', value: '2026' }] } }),
  deleteDocumentMetadataItem: () => ({ method: 'DELETE', url: apiPath('documentMetadataItem', { clientId, documentId: mine.id, key: 'year' }) }),
  postDocumentShareMail: () => ({ method: 'POST', url: apiPath('send', { clientId }), payload: { documentIds: [mine.id], recipients: ['buyer@example.com'] } }),
  postUploadNotification: () => ({ method: 'POST', url: apiPath('uploadNotification', { clientId }), payload: { documentIds: [mine.id] } }),
};
/** Client calls that change no document of the firm's: the user's own read marks, and a filter sent as a body. */
const NOT_CHANGES = ['putDocumentReadMark', 'postMetadataFilter'];

describe('a data room (ClientCenterDrive.ForceDataRoom)', () => {
  it("covers every change a client's session can ask of the documents: a new write endpoint must be refused or named here", () => {
    const clientWrites = Object.entries(ENDPOINTS).filter(([, e]) => e.access === 'session' && e.method !== 'GET').map(([name]) => name);
    expect(clientWrites.sort()).toEqual([...Object.keys(WRITES), ...NOT_CHANGES].sort());
  });

  it('refuses each change with 403 DOCUMENTS_READ_ONLY and changes nothing', async () => {
    await grant(MARIA);
    try {
      const outboxBefore = (await t.server.ctx.db.selectFrom('outbox').select('id').execute()).length;
      for (const [name, request] of Object.entries(WRITES)) {
        const res = await t.call(MARIA, request());
        expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'DOCUMENTS_READ_ONLY']);
      }
      // A new version (replace) and keep-both are uploads too.
      for (const onConflict of ['replace', 'keepBoth']) {
        const res = await uploadAs(MARIA, mine.name, { onConflict });
        expect([onConflict, res.statusCode, res.json().code]).toEqual([onConflict, 403, 'DOCUMENTS_READ_ONLY']);
      }
      expect(await namesInUploads()).toEqual(listedBefore);
      const versions = (await t.call(MARIA, { method: 'GET', url: apiPath('documentVersions', { clientId, documentId: mine.id }) })).json().versions;
      expect(versions).toEqual([]);
      const trash = (await t.call(MARIA, { method: 'GET', url: apiPath('trash', { clientId }) })).json().documents;
      expect(trash.map((d: { document: { id: string } }) => d.document.id)).toEqual([trashed.id]);
      const folders = (await t.call(MARIA, { method: 'GET', url: apiPath('containers', { clientId }) })).json().containers;
      expect(folders.find((c: { id: string }) => c.id === folder.id)?.name).toBe('Before the room');
      const metadata = (await t.call(MARIA, { method: 'GET', url: apiPath('documentMetadata', { clientId, documentId: mine.id }) })).json().items;
      expect(metadata).toEqual([{ key: 'year', value: '2025' }]);
      expect((await t.server.ctx.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore);
    } finally {
      await revoke(MARIA);
    }
  });

  it('still lists and downloads', async () => {
    await grant(MARIA);
    try {
      expect(await namesInUploads()).toContain(mine.name);
      const issued = await t.call(MARIA, { method: 'GET', url: apiPath('downloadUrl', { clientId, documentId: mine.id }) });
      expect(issued.statusCode).toBe(200);
      const download = await t.server.app.inject({ method: 'GET', url: issued.json().url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(demoPdf(mine.name))).toBe(true);
    } finally {
      await revoke(MARIA);
    }
  });

  it('without the grant the same client changes documents as before', async () => {
    const res = await uploadAs(MARIA, 'After the room.pdf');
    expect(res.statusCode).toBe(200);
    const renamed = await t.call(MARIA, WRITES.patchFolder!());
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Renamed']);
  });

  it('never restricts firm staff: granted, they upload as the firm, and a staff member with the client in their own area changes it', async () => {
    await grant(STAFF);
    try {
      const body = multipartBody([{ name: 'Engagement letter.pdf', content: demoPdf('letter') }]);
      const firmUpload = await t.call(STAFF, {
        method: 'POST', url: fillPath(STAFF_DOCUMENTS_API.uploads, { clientId }), query: { containerId: uploadsFolder }, headers: body.headers, payload: body.payload,
      });
      expect(firmUpload.statusCode).toBe(200);
      const staffId = await t.server.userId(STAFF);
      await t.server.ctx.db.insertInto('userClients').values({ userId: staffId, clientId }).execute();
      try {
        const own = await uploadAs(STAFF, 'Staff in the client area.pdf');
        expect(own.statusCode).toBe(200);
      } finally {
        await t.server.ctx.db.deleteFrom('userClients').where('userId', '=', staffId).where('clientId', '=', clientId).execute();
      }
    } finally {
      await revoke(STAFF);
    }
  });
});
