import { API, STORAGE_TOKEN_PARAM } from '@portico/contract/api-paths';
import type {
  Container, ContainerList, CreateFolderRequest, Document, DocumentPage, DocumentSearchPage, DocumentVersion, DocumentVersionList, DownloadUrlResponse, MetadataFilterRequest, MetadataFilterResponse,
  ReadMark, ReadMarks,
  MetadataItem, MetadataResponse, RestoreRequest, RestoreResult, SendRequest, SendResult, SetMetadataRequest, TrashedDocument, TrashList,
  TrashRequest, TrashResult, UploadConstraints,
  UploadResult,
} from '@portico/contract/documents';
import type { ErrorBody, ErrorCode } from '@portico/contract/errors';
import type { MailErrorCode } from '@portico/contract/mail';
import type { DATA_ROOM_ERROR_CODES, ShareErrorCode } from '@portico/contract/documents';
import { errorReply, fakeApi, type FakeApi, type FakeCall, type FakeReply, reply } from '@portico/plugin/testing';
import { CONSTRAINTS, CONTAINERS } from './fixtures';
import { nameKey } from '@portico/contract/file-names';
import { compareNames, foldForSearch } from '../model/name-order';
import { RECEIPTS_API, type UploadReceipts } from '../receipts-contract';

export interface FakeDocumentsServer {
  containers: Container[];
  documents: Document[];
  constraints: UploadConstraints;
  contactFolderId: string;
  metadata: Map<string, MetadataItem[]>;
  /** When the firm first opened a client's upload (its receipt); absent: not yet. */
  firstOpened: Map<string, string>;
  /** Every call the fake API answered (documents and storage), in order. */
  readonly calls: FakeCall[];
  /** Replace an answer: return a reply to short-circuit, or undefined for the default. */
  override?: (call: FakeCall) => FakeReply | undefined;
  /** Milliseconds before an upload's half-way progress event and again before the answer. */
  uploadDelayMs: number;
  /** Decides each uploaded file's fate; default stores it. */
  uploadOutcome: (name: string) => { status: number; body: UploadResult | ErrorBody };
  /** Document ids marked read (ClientCenter_ShowClientDocsReadToggle). */
  readMarks: Set<string>;
  /** Earlier files by document id, newest first. */
  versions: Map<string, DocumentVersion[]>;
  /** The trash (GET trash); a restore moves an entry back into `documents`. */
  trashed: TrashedDocument[];
  /** The fake API the kernel meets; hand it to createTestKernel({ api }). */
  readonly api: FakeApi;
}

export const errorResponse = (code: ErrorCode | MailErrorCode | ShareErrorCode | (typeof DATA_ROOM_ERROR_CODES)[number], status: number) => errorReply(status, code);

function page(docs: Document[], query: URLSearchParams): DocumentPage {
  const limit = Number(query.get('limit') ?? 200);
  const offset = Number(query.get('offset') ?? 0);
  const slice = docs.slice(offset, offset + limit);
  return {
    documents: slice, limit, offset,
    total: query.get('includeTotal') === 'true' ? docs.length : null,
    nextOffset: offset + limit < docs.length ? offset + limit : null,
  };
}

let uploaded = 0;
function storedDocument(server: FakeDocumentsServer, name: string, containerId: string): Document {
  uploaded += 1;
  const doc: Document = {
    id: `new${uploaded}`, name, parent: { id: containerId }, type: 'document', size: 10, mimeType: 'application/pdf',
    history: { modifiedDate: '2025-05-01T00:00:00.000Z', createdDate: '2025-05-01T00:00:00.000Z' },
    uploadedByStaff: false, permissions: { canDelete: true, canCreate: false },
  };
  server.documents.push(doc);
  return doc;
}

/**
 * The documents API in memory, answering through the test kernel's fake API (so every answer is checked
 * against the contract). Tests read `calls` and change `documents` or `override` to script failures.
 */
export function fakeDocumentsServer(initial: Partial<Omit<FakeDocumentsServer, 'calls' | 'api'>> = {}): FakeDocumentsServer {
  const state = {
    containers: [...CONTAINERS], documents: [] as Document[], constraints: CONSTRAINTS, contactFolderId: 'uploads',
    metadata: new Map<string, MetadataItem[]>(), firstOpened: new Map<string, string>(), readMarks: new Set<string>(), versions: new Map<string, DocumentVersion[]>(),
    trashed: [] as TrashedDocument[], uploadDelayMs: 5,
    uploadOutcome: (() => ({ status: 200, body: { success: [], failed: [] } })) as FakeDocumentsServer['uploadOutcome'],
    ...initial,
  };
  /** Each handler gives way to the test's override first. */
  const answer = <T>(handle: (call: FakeCall) => T) => (call: FakeCall): T | FakeReply => server.override?.(call) ?? handle(call);
  const withMetadata = ({ key, value }: MetadataFilterRequest) => {
    const ids = [...server.metadata].filter(([, items]) => items.some((i) => i.key === key && (value === undefined || i.value === value))).map(([id]) => id);
    return server.documents.filter((d) => ids.includes(d.id));
  };
  // The server's order for folders, pages and search hits alike: the name order of the language asked for (compareNames;
  // the server's pages get it from the database's collation, server/name-collation.ts).
  const byName = <T extends { name: string }>(items: T[], query: FakeCall['query']): T[] => {
    const compare = compareNames(query.get('locale') ?? undefined);
    return [...items].sort((a, b) => compare(a.name, b.name));
  };
  const below = (id: string): Container[] => server.containers.filter((c) => c.parent?.id === id).flatMap((c) => [c, ...below(c.id)]);

  const api = fakeApi({
    [API.containers]: answer(({ query }): ContainerList => ({ containers: byName(server.containers, query) })),
    [API.roots]: answer(({ query }): ContainerList => ({ containers: byName(server.containers.filter((c) => !c.parent), query) })),
    [API.descendants]: answer(({ params, query }): ContainerList => ({ containers: byName(below(params.containerId!), query) })),
    [API.containerDocuments]: answer(({ params, query }) => page(byName(server.documents.filter((d) => d.parent.id === params.containerId), query), query)),
    [API.documents]: answer(({ query }) => page(byName(server.documents, query), query)),
    [API.clientContactFolder]: answer(() => server.containers.find((c) => c.id === server.contactFolderId)),
    [API.uploadConstraints]: answer(() => server.constraints),
    [RECEIPTS_API.receipts]: answer(({ query }): UploadReceipts => ({
      receipts: server.documents.filter((d) => !d.uploadedByStaff && (query.get('ids') ?? '').split(',').includes(d.id))
        .map((d) => ({ documentId: d.id, receivedAt: d.history.modifiedDate, firstOpenedAt: server.firstOpened.get(d.id) ?? null })),
    })),
    [API.downloadUrl]: answer(({ params }): DownloadUrlResponse => ({
      url: `/api/storage/v1/documents/${params.documentId}/documents?${STORAGE_TOKEN_PARAM}=${'t'.repeat(24)}`, expiresAt: '2099-01-01T00:00:00.000Z',
    })),
    [API.trash]: answer(({ method, body }): TrashResult | TrashList => {
      if (method === 'GET') return { retentionDays: 30, documents: server.trashed };
      const result: TrashResult = { trashed: [], staffUploads: [], notFound: [] };
      for (const id of (body as TrashRequest).documentIds) {
        const doc = server.documents.find((d) => d.id === id);
        if (!doc) result.notFound.push(id);
        else if (!doc.permissions.canDelete) result.staffUploads.push({ id, name: doc.name });
        else result.trashed.push(id);
      }
      server.documents = server.documents.filter((d) => !result.trashed.includes(d.id));
      return result;
    }),
    [API.trashRestore]: answer(({ body }): RestoreResult => {
      const ids = (body as RestoreRequest).documentIds;
      const back = server.trashed.filter((e) => ids.includes(e.document.id)).map((e) => e.document);
      server.trashed = server.trashed.filter((e) => !ids.includes(e.document.id));
      server.documents.push(...back);
      return { restored: back, notFound: ids.filter((id) => !back.some((d) => d.id === id)) };
    }),
    [API.send]: answer(({ body }): SendResult => ({ shareId: 'share1', expiresAt: '2099-01-01T00:00:00.000Z', recipients: (body as SendRequest).recipients })),
    [API.folders]: answer(({ body }) => {
      const { containerId, name } = body as CreateFolderRequest;
      const folder: Container = { id: `f${server.containers.length}`, name, type: 'folder', parent: { id: containerId }, hasFiles: false, permissions: { canCreate: true, canDelete: true } };
      server.containers.push(folder);
      return reply(201, folder);
    }),
    [API.documentMetadata]: answer(({ method, params, body }): MetadataResponse => {
      const id = params.documentId!;
      if (method === 'PUT') {
        const next = new Map((server.metadata.get(id) ?? []).map((i) => [i.key, i]));
        for (const item of (body as SetMetadataRequest).items) next.set(item.key, item);
        server.metadata.set(id, [...next.values()]);
      }
      return { items: server.metadata.get(id) ?? [] };
    }),
    [API.documentMetadataItem]: answer(({ params }) => {
      server.metadata.set(params.documentId!, (server.metadata.get(params.documentId!) ?? []).filter((i) => i.key !== params.key));
      return reply(204);
    }),
    [API.metadataFilter]: answer(({ body }): MetadataFilterResponse => ({ documents: withMetadata(body as MetadataFilterRequest) })),
    [API.uploadNotification]: answer(({ body }) => ({ queued: true, notified: new Set((body as { documentIds: string[] }).documentIds).size })),
    [API.documentSearch]: answer(({ query }): DocumentSearchPage => {
      const needle = foldForSearch((query.get('q') ?? '').trim());
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('offset') ?? 0);
      // As searchDocuments: accents and case ignored, and no hits for a blank query.
      const found = needle ? byName(server.documents.filter((d) => foldForSearch(d.name).includes(needle)), query) : [];
      const pathOf = (id: string): Array<{ id: string; name: string }> => {
        const folder = server.containers.find((c) => c.id === id);
        return folder ? [...(folder.parent ? pathOf(folder.parent.id) : []), { id: folder.id, name: folder.name }] : [];
      };
      return {
        hits: found.slice(offset, offset + limit).map((document) => ({ document, path: pathOf(document.parent.id) })),
        total: found.length, limit, offset, nextOffset: offset + limit < found.length ? offset + limit : null,
      };
    }),
    [API.readMarks]: answer((): ReadMarks => ({ documentIds: [...server.readMarks] })),
    [API.documentReadMark]: answer(({ params, body }): ReadMark => {
      const { read } = body as { read: boolean };
      if (read) server.readMarks.add(params.documentId!);
      else server.readMarks.delete(params.documentId!);
      return { documentId: params.documentId!, read };
    }),
    [API.documentVersions]: answer(({ params }): DocumentVersionList => ({ versions: server.versions.get(params.documentId!) ?? [] })),
    [API.documentVersionDownloadUrl]: answer(({ params }) => {
      const { documentId, versionId } = params as { documentId: string; versionId: string };
      if (!server.versions.get(documentId)?.some((v) => v.id === versionId)) return errorReply(404, 'DOCUMENT_VERSION_NOT_FOUND');
      const url = `/api/storage/v1/documents/${documentId}/versions/${versionId}?${STORAGE_TOKEN_PARAM}=${'v'.repeat(24)}`;
      return { url, expiresAt: '2099-01-01T00:00:00.000Z' } satisfies DownloadUrlResponse;
    }),
    [API.storageDocument]: answer(({ params, query }) => {
      const stored = server.documents.find((d) => d.id === params.id);
      if (!stored || !query.get(STORAGE_TOKEN_PARAM)) return errorResponse('DOCUMENT_NOT_FOUND', 404);
      return reply(200, `bytes of ${stored.name}`, {
        'content-type': stored.mimeType, 'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(stored.name)}`,
      });
    }),
    [API.storageExists]: answer(({ params, query }) => {
      const key = nameKey(query.get('name') ?? '');
      const same = server.documents.find((d) => d.parent.id === params.id && nameKey(d.name) === key);
      return reply(200, { exists: same !== undefined, canReplace: same !== undefined && !same.uploadedByStaff });
    }),
    // Uploads arrive through the fake XMLHttpRequest, one file per request, at the folder's storage endpoint.
    [API.storageUploads]: answer(({ params, query, body }) => {
      const file = (body as FormData).get('file') as File;
      const outcome = server.uploadOutcome(file.name);
      const stored = outcome.status === 200 && 'success' in outcome.body && outcome.body.success.length === 0 && outcome.body.failed.length === 0;
      if (!stored) return reply(outcome.status, outcome.body);
      const filter = query.get('filter');
      const success = [storedDocument(server, file.name, params.id!)];
      return reply(200, { success, failed: [], ...(filter ? { filtered: withMetadata(JSON.parse(filter) as MetadataFilterRequest) } : {}) });
    }),
  }, { uploadDelayMs: state.uploadDelayMs });

  const server: FakeDocumentsServer = Object.assign(state, { calls: api.calls, api });
  return server;
}
