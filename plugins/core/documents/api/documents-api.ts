import type { Static } from '@sinclair/typebox';
import { authorizationHeader, clientPath } from '@portico/contract/api-paths';
import type {
  Container, ContainerList, CreateFolderRequest, Document, DocumentPage, DocumentSearchPage, DownloadUrlResponse, ReadMark, ReadMarks, MetadataFilterRequest,
  MetadataFilterResponse, MetadataItem, MetadataResponse, SendRequest, SendResult, TrashResult, UploadConstraints,
  UploadNotificationResponse, UploadResult, UploadConflictChoice, TrashList, RestoreResult, DeleteFolderResult, DocumentVersionList,
} from '@portico/contract/documents';
import { type HttpClient, type TokenStore, withQuery } from '@portico/plugin';
import { sendFile } from './upload-transport';

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
    return this.http.get<ContainerList>(withQuery(clientPath('containers', clientId), { locale })).then((r) => r.containers);
  }
  roots(clientId: string, locale?: string) {
    return this.http.get<ContainerList>(withQuery(clientPath('roots', clientId), { locale })).then((r) => r.containers);
  }
  descendants(clientId: string, containerId: string, locale?: string) {
    return this.http.get<ContainerList>(withQuery(clientPath('descendants', clientId, { containerId }), { locale })).then((r) => r.containers);
  }
  /** The first page asks for the folder's total (a count the server only makes on request). */
  /** Pages come in the name order of `locale`, the one the portal sorts by (model/name-order.ts). */
  containerDocuments(clientId: string, containerId: string, offset: number, limit = DOCUMENT_PAGE_SIZE, locale?: string) {
    return this.http.get<DocumentPage>(withQuery(clientPath('containerDocuments', clientId, { containerId }), { limit, offset, includeTotal: offset === 0 || undefined, locale }));
  }
  allDocuments(clientId: string, offset: number, limit = DOCUMENT_PAGE_SIZE, locale?: string) {
    return this.http.get<DocumentPage>(withQuery(clientPath('documents', clientId), { limit, offset, includeTotal: offset === 0 || undefined, locale }));
  }
  /** Whole-client search by name; each hit names its folder path. */
  search(clientId: string, q: string, offset = 0, locale?: string, limit = 50) {
    return this.http.get<DocumentSearchPage>(withQuery(clientPath('documentSearch', clientId), { q, offset, limit, locale }));
  }
  readMarks(clientId: string) {
    return this.http.get<ReadMarks>(clientPath('readMarks', clientId)).then((r) => r.documentIds);
  }
  setReadMark(clientId: string, documentId: string, read: boolean) {
    return this.http.put<ReadMark>(clientPath('documentReadMark', clientId, { documentId }), { read });
  }
  clientContactFolder(clientId: string) {
    return this.http.get<Container>(clientPath('clientContactFolder', clientId));
  }
  uploadConstraints(clientId: string) {
    return this.http.get<UploadConstraints>(clientPath('uploadConstraints', clientId));
  }
  downloadUrl(clientId: string, documentId: string) {
    return this.http.get<DownloadUrlResponse>(clientPath('downloadUrl', clientId, { documentId }));
  }

  /** Without onConflict the server refuses a taken name (409 DOCUMENT_NAME_TAKEN) so the user can choose. */
  upload(clientId: string, options: { containerId: string; file: File; notifyOnEachUpload: boolean; onConflict?: UploadConflictChoice; onProgress: (loaded: number) => void; signal: AbortSignal }): Promise<UploadResult> {
    const token = this.tokens.longToken;
    const url = withQuery(`${this.baseUrl}${clientPath('uploads', clientId)}`, {
      containerId: options.containerId, notifyOnEachUpload: options.notifyOnEachUpload, onConflict: options.onConflict,
    });
    return sendFile({
      url,
      file: options.file,
      authorization: token ? authorizationHeader(token) : null,
      onProgress: options.onProgress,
      onResponse: (status) => this.http.reportResponse(url, status),
      signal: options.signal,
    });
  }
  notifyUploads(clientId: string, documentIds: string[]) {
    return this.http.post<Static<typeof UploadNotificationResponse>>(clientPath('uploadNotification', clientId), { documentIds });
  }

  trash(clientId: string, documentIds: string[]) {
    return this.http.post<TrashResult>(clientPath('trash', clientId), { documentIds });
  }
  trashList(clientId: string) {
    return this.http.get<TrashList>(clientPath('trash', clientId));
  }
  restore(clientId: string, documentIds: string[]) {
    return this.http.post<RestoreResult>(clientPath('trashRestore', clientId), { documentIds });
  }
  versions(clientId: string, documentId: string) {
    return this.http.get<DocumentVersionList>(clientPath('documentVersions', clientId, { documentId })).then((r) => r.versions);
  }
  /** A short-lived storage URL for one earlier file of a document. */
  versionDownloadUrl(clientId: string, documentId: string, versionId: string) {
    return this.http.get<DownloadUrlResponse>(clientPath('documentVersionDownloadUrl', clientId, { documentId, versionId }));
  }
  renameFolder(clientId: string, containerId: string, name: string) {
    return this.http.patch<Container>(clientPath('folder', clientId, { containerId }), { name });
  }
  /** With trashDocuments the folder's documents go to the trash; without, a folder holding any is refused. */
  deleteFolder(clientId: string, containerId: string, trashDocuments: boolean) {
    return this.http.delete(withQuery(clientPath('folder', clientId, { containerId }), { documents: trashDocuments ? 'trash' : undefined })).then((r) => r.json() as Promise<DeleteFolderResult>);
  }
  send(clientId: string, request: SendRequest) {
    return this.http.post<SendResult>(clientPath('send', clientId), request);
  }
  createFolder(clientId: string, request: CreateFolderRequest) {
    return this.http.post<Container>(clientPath('folders', clientId), request);
  }

  metadata(clientId: string, documentId: string) {
    return this.http.get<MetadataResponse>(clientPath('documentMetadata', clientId, { documentId })).then((r) => r.items);
  }
  setMetadata(clientId: string, documentId: string, items: MetadataItem[]) {
    return this.http.put<MetadataResponse>(clientPath('documentMetadata', clientId, { documentId }), { items }).then((r) => r.items);
  }
  async removeMetadata(clientId: string, documentId: string, key: string): Promise<void> {
    await this.http.delete(clientPath('documentMetadataItem', clientId, { documentId, key }));
  }
  filterByMetadata(clientId: string, request: MetadataFilterRequest): Promise<Document[]> {
    return this.http.post<MetadataFilterResponse>(clientPath('metadataFilter', clientId), request).then((r) => r.documents);
  }
}
