import type { Static } from '@sinclair/typebox';
import { authorizationHeader, clientPath } from '@portico/contract/api-paths';
import type {
  Container, ContainerList, CreateFolderRequest, Document, DocumentPage, DownloadUrlResponse, MetadataFilterRequest,
  MetadataFilterResponse, MetadataItem, MetadataResponse, SendRequest, SendResult, TrashResult, UploadConstraints,
  UploadNotificationResponse, UploadResult,
} from '@portico/contract/documents';
import type { HttpClient } from '@portico/core/http/http-client';
import { buildQuery } from '@portico/core/http/http-client';
import type { TokenStore } from '@portico/core/session/token-store';
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

  allContainers(clientId: string) {
    return this.http.get<ContainerList>(clientPath('containers', clientId)).then((r) => r.containers);
  }
  roots(clientId: string) {
    return this.http.get<ContainerList>(clientPath('roots', clientId)).then((r) => r.containers);
  }
  descendants(clientId: string, containerId: string) {
    return this.http.get<ContainerList>(clientPath('descendants', clientId, { containerId })).then((r) => r.containers);
  }
  /** The first page asks for the folder's total (a count the server only makes on request). */
  containerDocuments(clientId: string, containerId: string, offset: number, limit = DOCUMENT_PAGE_SIZE) {
    const query = buildQuery({ limit, offset, includeTotal: offset === 0 || undefined });
    return this.http.get<DocumentPage>(`${clientPath('containerDocuments', clientId, { containerId })}?${query}`);
  }
  allDocuments(clientId: string, offset: number, limit = DOCUMENT_PAGE_SIZE) {
    const query = buildQuery({ limit, offset, includeTotal: offset === 0 || undefined });
    return this.http.get<DocumentPage>(`${clientPath('documents', clientId)}?${query}`);
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

  upload(clientId: string, options: { containerId: string; file: File; notifyOnEachUpload: boolean; onProgress: (loaded: number) => void; signal: AbortSignal }): Promise<UploadResult> {
    const query = buildQuery({ containerId: options.containerId, notifyOnEachUpload: options.notifyOnEachUpload });
    const token = this.tokens.longToken;
    const url = `${this.baseUrl}${clientPath('uploads', clientId)}?${query}`;
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
