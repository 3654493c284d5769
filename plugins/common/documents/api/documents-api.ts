import { authorizationHeader, fillPath } from '@portico/contract/api-paths';
import type {
  CreateFolderRequest, Document, MetadataFilterRequest, MetadataItem, SendRequest, UploadFilter, UploadResult, UploadConflictChoice,
} from '@portico/contract/documents';
import { call, type HttpClient, type TokenStore, withQuery } from '@portico/plugin';
import { ENDPOINTS } from '../endpoints';
import { sendFiles } from './upload-transport';
import type { StaffUploadResult } from '../staff-contract';

/**
 * A multipart POST of files with the session's token, its answer's status reported as every call's is; a failure is a
 * DocumentsApiError with the API's code and body. The documents' uploads, and other features' files (a filing receipt's PDF).
 */
export function postFiles<T>(http: HttpClient, tokens: TokenStore, url: string, files: ReadonlyArray<Blob & { name: string }>,
  { onProgress = () => {}, signal }: { onProgress?: (loaded: number) => void; signal: AbortSignal }): Promise<T> {
  const token = tokens.longToken;
  return sendFiles<T>({
    url, files, authorization: token ? authorizationHeader(token) : null, onProgress,
    onResponse: (status) => http.reportResponse(url, status), signal,
  });
}

/** One file into a client's folder, as the client. */
export interface UploadOptions {
  containerId: string;
  file: File;
  notifyOnEachUpload: boolean;
  onConflict?: UploadConflictChoice;
  taskMetadata?: Record<string, string>;
  /** The metadata filter of the view the upload was made from: the answer's `filtered` is that view after it. */
  filter?: UploadFilter;
  onProgress: (loaded: number) => void;
  signal: AbortSignal;
}

/** The client's upload of one file through the documents' upload route (for another feature: a task's item). */
export const uploadDocument = (http: HttpClient, tokens: TokenStore, clientId: string, options: UploadOptions) =>
  new DocumentsApi(http, tokens).upload(clientId, options);

/** Every folder of one of the firm's clients, by name in `locale` (staff). */
export const staffFolders = (http: HttpClient, clientId: string, locale: string, signal?: AbortSignal) =>
  call(http, ENDPOINTS.getStaffContainers, { params: { clientId }, query: { locale } }, { signal }).then((r) => r.containers);

/** Pages of 500: few requests for a large folder, small enough to draw the first rows quickly. */
export const DOCUMENT_PAGE_SIZE = 500;

/** The documents calls of spec 000 §7, against core/contract/documents.ts. */
export class DocumentsApi {
  constructor(
    private readonly http: HttpClient,
    private readonly tokens: TokenStore,
    /** Uploads go through XMLHttpRequest; a relative URL resolves against the page. */
    private readonly baseUrl = '',
  ) {}

  /** Containers come in the name order of `locale`, as the folder tree shows them. */
  allContainers(clientId: string, locale?: string) {
    return call(this.http, ENDPOINTS.getContainers, { params: { clientId }, query: { locale } }).then((r) => r.containers);
  }
  roots(clientId: string, locale?: string) {
    return call(this.http, ENDPOINTS.getRoots, { params: { clientId }, query: { locale } }).then((r) => r.containers);
  }
  descendants(clientId: string, containerId: string, locale?: string) {
    return call(this.http, ENDPOINTS.getDescendants, { params: { clientId, containerId }, query: { locale } }).then((r) => r.containers);
  }
  /** The first page asks for the folder's total (a count the server only makes on request). */
  /** Pages come in the name order of `locale`, the one the portal sorts by (model/name-order.ts). */
  containerDocuments(clientId: string, containerId: string, offset: number, limit = DOCUMENT_PAGE_SIZE, locale?: string) {
    return call(this.http, ENDPOINTS.getContainerDocuments, { params: { clientId, containerId }, query: { limit, offset, includeTotal: offset === 0 || undefined, locale } });
  }
  allDocuments(clientId: string, offset: number, limit = DOCUMENT_PAGE_SIZE, locale?: string) {
    return call(this.http, ENDPOINTS.getDocuments, { params: { clientId }, query: { limit, offset, includeTotal: offset === 0 || undefined, locale } });
  }
  /** Whole-client search by name; each hit names its folder path. */
  search(clientId: string, q: string, offset = 0, locale?: string, limit = 50, signal?: AbortSignal) {
    return call(this.http, ENDPOINTS.getDocumentSearch, { params: { clientId }, query: { q, offset, limit, locale } }, { signal });
  }
  readMarks(clientId: string) {
    return call(this.http, ENDPOINTS.getReadMarks, { params: { clientId } }).then((r) => r.documentIds);
  }
  setReadMark(clientId: string, documentId: string, read: boolean) {
    return call(this.http, ENDPOINTS.putDocumentReadMark, { params: { clientId, documentId }, body: { read } });
  }
  clientContactFolder(clientId: string) {
    return call(this.http, ENDPOINTS.getClientContactFolder, { params: { clientId } });
  }
  uploadConstraints(clientId: string) {
    return call(this.http, ENDPOINTS.getUploadConstraints, { params: { clientId } });
  }
  downloadUrl(clientId: string, documentId: string) {
    return call(this.http, ENDPOINTS.getDownloadUrl, { params: { clientId, documentId } });
  }
  /** Receipts of the client's own uploads among these documents (the firm's have none). */
  receipts(clientId: string, documentIds: readonly string[]) {
    return call(this.http, ENDPOINTS.getUploadReceipts, { params: { clientId }, query: { ids: documentIds.join(',') } }).then((r) => r.receipts);
  }

  /**
   * To the folder's storage endpoint with the client, as spec 000 §7 lists the upload's arguments. Without onConflict the
   * server refuses a taken name (409 DOCUMENT_NAME_TAKEN) so the user can choose; `taskMetadata` is kept as the
   * documents' metadata: a task's upload names its task and item so.
   */
  upload(clientId: string, options: UploadOptions): Promise<UploadResult> {
    const url = withQuery(`${this.baseUrl}${fillPath(ENDPOINTS.postStorageUploads.path, { id: options.containerId })}`, {
      clientId, notifyOnEachUpload: options.notifyOnEachUpload, onConflict: options.onConflict,
      taskMetadata: options.taskMetadata ? JSON.stringify(options.taskMetadata) : undefined,
      filter: options.filter ? JSON.stringify(options.filter) : undefined,
    });
    return postFiles<UploadResult>(this.http, this.tokens, url, [options.file], options);
  }
  /** Whether the folder has a live document of this name, asked before a file is sent (spec 000 §7). */
  exists(containerId: string, name: string, signal?: AbortSignal) {
    return call(this.http, ENDPOINTS.getStorageExists, { params: { id: containerId }, query: { name } }, { signal });
  }
  /** The firm's upload into a client's folder (staff): every file in one request, stored all or none. */
  staffUpload(clientId: string, options: { containerId: string; files: File[]; notify: boolean; signal: AbortSignal }): Promise<StaffUploadResult> {
    const url = withQuery(`${this.baseUrl}${fillPath(ENDPOINTS.postStaffUploads.path, { clientId })}`, { containerId: options.containerId, notify: options.notify });
    return postFiles<StaffUploadResult>(this.http, this.tokens, url, options.files, options);
  }
  notifyUploads(clientId: string, documentIds: string[]) {
    return call(this.http, ENDPOINTS.postUploadNotification, { params: { clientId }, body: { documentIds } });
  }

  trash(clientId: string, documentIds: string[]) {
    return call(this.http, ENDPOINTS.postTrash, { params: { clientId }, body: { documentIds } });
  }
  trashList(clientId: string) {
    return call(this.http, ENDPOINTS.getTrash, { params: { clientId } });
  }
  restore(clientId: string, documentIds: string[]) {
    return call(this.http, ENDPOINTS.postTrashRestore, { params: { clientId }, body: { documentIds } });
  }
  versions(clientId: string, documentId: string) {
    return call(this.http, ENDPOINTS.getDocumentVersions, { params: { clientId, documentId } }).then((r) => r.versions);
  }
  /** A short-lived storage URL for one earlier file of a document. */
  versionDownloadUrl(clientId: string, documentId: string, versionId: string) {
    return call(this.http, ENDPOINTS.getDocumentVersionDownloadUrl, { params: { clientId, documentId, versionId } });
  }
  renameFolder(clientId: string, containerId: string, name: string) {
    return call(this.http, ENDPOINTS.patchFolder, { params: { clientId, containerId }, body: { name } });
  }
  /** With trashDocuments the folder's documents go to the trash; without, a folder holding any is refused. */
  deleteFolder(clientId: string, containerId: string, trashDocuments: boolean) {
    return call(this.http, ENDPOINTS.deleteFolder, { params: { clientId, containerId }, query: { documents: trashDocuments ? 'trash' : undefined } });
  }
  send(clientId: string, request: SendRequest) {
    return call(this.http, ENDPOINTS.postDocumentShareMail, { params: { clientId }, body: request });
  }
  createFolder(clientId: string, request: CreateFolderRequest) {
    return call(this.http, ENDPOINTS.postFolders, { params: { clientId }, body: request });
  }

  metadata(clientId: string, documentId: string) {
    return call(this.http, ENDPOINTS.getDocumentMetadata, { params: { clientId, documentId } }).then((r) => r.items);
  }
  setMetadata(clientId: string, documentId: string, items: MetadataItem[]) {
    return call(this.http, ENDPOINTS.putDocumentMetadata, { params: { clientId, documentId }, body: { items } }).then((r) => r.items);
  }
  async removeMetadata(clientId: string, documentId: string, key: string): Promise<void> {
    await call(this.http, ENDPOINTS.deleteDocumentMetadataItem, { params: { clientId, documentId, key } });
  }
  filterByMetadata(clientId: string, request: MetadataFilterRequest): Promise<Document[]> {
    return call(this.http, ENDPOINTS.postMetadataFilter, { params: { clientId }, body: request }).then((r) => r.documents);
  }
}
