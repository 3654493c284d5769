import { vi } from 'vitest';
import type {
  Container, ContainerList, Document, DocumentPage, DownloadUrlResponse, MetadataItem, MetadataResponse, SendRequest, SendResult,
  TrashResult, UploadConstraints, UploadResult,
} from '../../../../../core/contract/documents';
import type { ErrorBody, ErrorCode } from '../../../../../core/contract/errors';
import { CONSTRAINTS, CONTAINERS } from './fixtures';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeDocumentsServer {
  containers: Container[];
  documents: Document[];
  constraints: UploadConstraints;
  contactFolderId: string;
  metadata: Map<string, MetadataItem[]>;
  calls: FakeCall[];
  /** Replace an answer: return a Response to short-circuit, or undefined for the default. */
  override?: (call: FakeCall) => Response | undefined;
  /** Milliseconds before the half-way progress event and again before the answer. */
  uploadDelayMs: number;
  /** Decides each uploaded file's fate; default stores it. */
  uploadOutcome: (name: string) => { status: number; body: UploadResult | ErrorBody };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const errorResponse = (code: ErrorCode, status: number) => json({ code, message: code } satisfies ErrorBody, status);

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
 * A documents API in memory behind a stubbed global fetch (ky) and XMLHttpRequest (uploads), answering in
 * the contract's shapes. Tests read `calls` and change `documents` or `override` to script failures.
 */
export function installFakeDocumentsServer(initial: Partial<FakeDocumentsServer> = {}): FakeDocumentsServer {
  const server: FakeDocumentsServer = {
    containers: [...CONTAINERS], documents: [], constraints: CONSTRAINTS, contactFolderId: 'uploads', metadata: new Map(), calls: [], uploadDelayMs: 5,
    uploadOutcome: () => ({ status: 200, body: { success: [], failed: [] } }),
    ...initial,
  };
  const sorted = (docs: Document[]) => [...docs].sort((a, b) => a.name.localeCompare(b.name));

  const answer = (call: FakeCall): Response => {
    const custom = server.override?.(call);
    if (custom) return custom;
    const p = call.path.replace(/^\/api\/documents\/v1\/clients\/[^/]+/, '');
    let m: RegExpMatchArray | null;
    if (p === '/containers') return json({ containers: server.containers } satisfies ContainerList);
    if (p === '/roots') return json({ containers: server.containers.filter((c) => !c.parent) } satisfies ContainerList);
    if ((m = p.match(/^\/containers\/([^/]+)\/descendants$/))) {
      const below = (id: string): Container[] => server.containers.filter((c) => c.parent?.id === id).flatMap((c) => [c, ...below(c.id)]);
      return json({ containers: below(m[1]!) } satisfies ContainerList);
    }
    if ((m = p.match(/^\/containers\/([^/]+)\/documents$/))) return json(page(sorted(server.documents.filter((d) => d.parent.id === m![1])), call.query));
    if (p === '/documents') return json(page(sorted(server.documents), call.query));
    if (p === '/client-contact-folder') return json(server.containers.find((c) => c.id === server.contactFolderId));
    if (p === '/upload-constraints') return json(server.constraints);
    if ((m = p.match(/^\/documents\/([^/]+)\/download-url$/))) {
      return json({ url: `/api/storage/v1/documents/${m[1]}/documents?token=${'t'.repeat(24)}`, expiresAt: '2099-01-01T00:00:00.000Z' } satisfies DownloadUrlResponse);
    }
    if (p === '/trash') {
      const ids = (call.body as { documentIds: string[] }).documentIds;
      const result: TrashResult = { trashed: [], staffUploads: [], notFound: [] };
      for (const id of ids) {
        const doc = server.documents.find((d) => d.id === id);
        if (!doc) result.notFound.push(id);
        else if (!doc.permissions.canDelete) result.staffUploads.push({ id, name: doc.name });
        else result.trashed.push(id);
      }
      server.documents = server.documents.filter((d) => !result.trashed.includes(d.id));
      return json(result);
    }
    if (p === '/send') {
      const body = call.body as SendRequest;
      return json({ shareId: 'share1', expiresAt: '2099-01-01T00:00:00.000Z', recipients: body.recipients } satisfies SendResult);
    }
    if (p === '/folders') {
      const body = call.body as { containerId: string; name: string };
      const folder: Container = { id: `f${server.containers.length}`, name: body.name, type: 'folder', parent: { id: body.containerId }, hasFiles: false, permissions: { canCreate: true, canDelete: true } };
      server.containers.push(folder);
      return json(folder, 201);
    }
    if ((m = p.match(/^\/documents\/([^/]+)\/metadata$/))) {
      const id = m[1]!;
      if (call.method === 'PUT') {
        const next = new Map((server.metadata.get(id) ?? []).map((i) => [i.key, i]));
        for (const item of (call.body as { items: MetadataItem[] }).items) next.set(item.key, item);
        server.metadata.set(id, [...next.values()]);
      }
      return json({ items: server.metadata.get(id) ?? [] } satisfies MetadataResponse);
    }
    if ((m = p.match(/^\/documents\/([^/]+)\/metadata\/([^/]+)$/))) {
      server.metadata.set(m[1]!, (server.metadata.get(m[1]!) ?? []).filter((i) => i.key !== decodeURIComponent(m![2]!)));
      return new Response(null, { status: 204 });
    }
    if (p === '/metadata/filter') {
      const { key, value } = call.body as { key: string; value?: string };
      const ids = [...server.metadata].filter(([, items]) => items.some((i) => i.key === key && (value === undefined || i.value === value))).map(([id]) => id);
      return json({ documents: server.documents.filter((d) => ids.includes(d.id)) });
    }
    if (p === '/notifications/uploads') return json({ queued: true });
    if ((m = call.path.match(/^\/api\/storage\/v1\/documents\/([^/]+)\/documents$/))) {
      const stored = server.documents.find((d) => d.id === m![1]);
      if (!stored || !call.query.get('token')) return errorResponse('DOCUMENT_NOT_FOUND', 404);
      return new Response(`bytes of ${stored.name}`, {
        headers: { 'content-type': stored.mimeType, 'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(stored.name)}` },
      });
    }
    return errorResponse('NOT_FOUND', 404);
  };

  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, 'http://portal.test'), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    server.calls.push(call);
    return answer(call);
  });

  /** Uploads: progress half-way, then the scripted outcome, on later ticks so tests can see "uploading". */
  class FakeXhr {
    upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private aborted = false;
    headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(form: FormData) {
      const file = form.get('file') as File;
      const url = new URL(this.url, 'http://portal.test');
      server.calls.push({ method: 'POST', path: url.pathname, query: url.searchParams, body: { file: file.name, authorization: this.headers.Authorization } });
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ loaded: Math.floor(file.size / 2) });
        setTimeout(() => {
          if (this.aborted) return;
          const outcome = server.uploadOutcome(file.name);
          const body = outcome.status === 200 && 'success' in outcome.body && outcome.body.success.length === 0 && outcome.body.failed.length === 0
            ? { success: [storedDocument(server, file.name, url.searchParams.get('containerId') ?? server.contactFolderId)], failed: [] }
            : outcome.body;
          this.status = outcome.status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        }, server.uploadDelayMs);
      }, server.uploadDelayMs);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return server;
}
