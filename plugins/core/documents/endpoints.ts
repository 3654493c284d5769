import { API } from '@portico/contract/api-paths';
import { NoContent } from '@portico/contract/common';
import {
  Container, ContainerList, DocumentPage, DocumentSearchPage, DocumentVersionList, DownloadUrlResponse, MetadataFilterResponse, MetadataResponse, ReadMark, ReadMarks,
  SendResult, TrashResult,
  UploadConstraints, UploadNotificationResponse, UploadRefusal, UploadResult,
} from '@portico/contract/documents';
import { endpoint, type Endpoint } from '@portico/contract/endpoints';

/** The documents API of spec 000 §7: each path with the schema of its answers (tests' fake API checks against these). */
export const ENDPOINTS: Endpoint[] = [
  endpoint('GET', API.containers, { 200: ContainerList }),
  endpoint('GET', API.roots, { 200: ContainerList }),
  endpoint('GET', API.descendants, { 200: ContainerList }),
  endpoint('GET', API.container, { 200: Container }),
  endpoint('GET', API.containerDocuments, { 200: DocumentPage }),
  endpoint('GET', API.documents, { 200: DocumentPage }),
  endpoint('GET', API.clientContactFolder, { 200: Container }),
  endpoint('GET', API.uploadConstraints, { 200: UploadConstraints }),
  endpoint('GET', API.downloadUrl, { 200: DownloadUrlResponse }),
  endpoint('POST', API.uploads, { 200: UploadResult, 400: UploadRefusal, 413: UploadRefusal, 415: UploadRefusal }),
  endpoint('POST', API.trash, { 200: TrashResult }),
  endpoint('POST', API.folders, { 201: Container }),
  endpoint('PUT', API.documentMetadata, { 200: MetadataResponse }),
  endpoint('GET', API.documentMetadata, { 200: MetadataResponse }),
  endpoint('DELETE', API.documentMetadataItem, { 204: NoContent }),
  endpoint('POST', API.metadataFilter, { 200: MetadataFilterResponse }),
  endpoint('POST', API.send, { 200: SendResult }),
  endpoint('POST', API.uploadNotification, { 200: UploadNotificationResponse }),
  endpoint('GET', API.documentSearch, { 200: DocumentSearchPage }),
  endpoint('GET', API.readMarks, { 200: ReadMarks }),
  endpoint('PUT', API.documentReadMark, { 200: ReadMark }),
  endpoint('GET', API.documentVersions, { 200: DocumentVersionList }),
  endpoint('GET', API.documentVersionDownloadUrl, { 200: DownloadUrlResponse }),
  endpoint('GET', API.storageDocumentVersion, { 200: 'binary' }),
];
