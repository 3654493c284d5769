import { ExistsQuery, ExistsResponse, StorageIdParams } from '@portico/contract/storage';
import { API } from '@portico/contract/api-paths';
import { BinaryResponse, ClientParams, HtmlPage, NoContent } from '@portico/contract/common';
import {
  Container, ContainerList, ContainerListQuery, ContainerParams, CreateFolderRequest, DeleteFolderQuery,
  DeleteFolderResult, DocumentPage, DocumentPageQuery, DocumentParams, DocumentSearchPage, DocumentSearchQuery,
  DocumentVersionList, DocumentVersionParams, DownloadUrlResponse, FolderParams, MAX_FILES_PER_REQUEST,
  MetadataFilterRequest, MetadataFilterResponse, MetadataItemParams, MetadataResponse, ReadMark, ReadMarkRequest,
  ReadMarks, RenameFolderRequest, RestoreRequest, RestoreResult, SendRequest, SendResult, SetMetadataRequest,
  ShareDocumentParams, ShareParams, SharePasswordForm, StorageDocumentVersionParams, TRASH_RETENTION_DAYS, TrashList, TrashRequest,
  StorageUploadQuery, TrashResult, UploadConstraints, UploadNotificationRequest, UploadNotificationResponse, UploadQuery, UploadRefusal,
  UploadResult,
} from '@portico/contract/documents';
import { defineEndpoints } from '@portico/contract/endpoint';
import { STAFF_ENDPOINTS } from './staff-contract';
import { DocumentStorageQuery, RECEIPT_ENDPOINTS } from './receipts-contract';

/** What both forms of the client's upload do with a request's files. */
const UPLOAD_RULES = 'Multipart/form-data, one or more "file" parts; a request stores all of its files or none. '
  + `At most ${MAX_FILES_PER_REQUEST} files per request. A refused request lists every refused file in \`files\` `
  + '(400 FILE_NAME_INVALID or EMPTY_FILE, 409 DOCUMENT_NAME_TAKEN, 403 DOCUMENT_REPLACE_FORBIDDEN, 413 FILE_TOO_LARGE, '
  + 'TOO_MANY_FILES or QUOTA_EXCEEDED, 415 FILE_TYPE_NOT_ALLOWED, FILE_CONTENT_MISMATCH or FILE_CONTENT_UNSAFE) and stores none of them. '
  + 'A name already used in the folder (ignoring case) is refused unless onConflict is keepBoth (stored as "Name (2).ext") '
  + 'or replace (the document keeps its id; its previous file becomes a version, see the versions route).';

/** The documents API of spec 000 §7, its storage downloads and share links: one declaration per operation (core/contract/endpoint.ts). */
export const ENDPOINTS = defineEndpoints({
  getContainers: {
    method: 'GET', path: API.containers, access: 'session', tags: ['documents'],
    summary: 'All containers of the client, by name',
    params: ClientParams, query: ContainerListQuery, responses: { 200: ContainerList },
  },
  getRoots: {
    method: 'GET', path: API.roots, access: 'session', tags: ['documents'],
    summary: 'Root containers of the client, by name',
    params: ClientParams, query: ContainerListQuery, responses: { 200: ContainerList },
  },
  getDescendants: {
    method: 'GET', path: API.descendants, access: 'session', tags: ['documents'],
    summary: 'Every container below one, level by level, by name',
    params: ContainerParams, query: ContainerListQuery, responses: { 200: ContainerList },
  },
  getContainerDocuments: {
    method: 'GET', path: API.containerDocuments, access: 'session', tags: ['documents'],
    summary: 'Documents of one container, paged, by name',
    params: ContainerParams, query: DocumentPageQuery, responses: { 200: DocumentPage },
  },
  getDocuments: {
    method: 'GET', path: API.documents, access: 'session', tags: ['documents'],
    summary: 'All documents of the client, paged, by name',
    params: ClientParams, query: DocumentPageQuery, responses: { 200: DocumentPage },
  },
  getDocumentSearch: {
    method: 'GET', path: API.documentSearch, access: 'session', tags: ['documents'],
    summary: "Documents of every folder of the client whose name contains the text (accents and case ignored), with each one's folder path",
    params: ClientParams, query: DocumentSearchQuery, responses: { 200: DocumentSearchPage },
  },
  getReadMarks: {
    method: 'GET', path: API.readMarks, access: 'session', tags: ['documents'],
    summary: 'Documents of the client the user marked read (ClientCenter_ShowClientDocsReadToggle)',
    params: ClientParams, responses: { 200: ReadMarks },
  },
  putDocumentReadMark: {
    method: 'PUT', path: API.documentReadMark, access: 'session', tags: ['documents'],
    summary: 'Mark one document read or unread for the user',
    params: DocumentParams, body: ReadMarkRequest, responses: { 200: ReadMark },
  },
  getClientContactFolder: {
    method: 'GET', path: API.clientContactFolder, access: 'session', tags: ['documents'],
    summary: "The client contact's default upload folder (ClientContactFolder)",
    params: ClientParams, responses: { 200: Container },
  },
  getUploadConstraints: {
    method: 'GET', path: API.uploadConstraints, access: 'session', tags: ['documents'],
    summary: 'Size, extension and file-name rules enforced on upload, and the client\'s storage quota',
    params: ClientParams, responses: { 200: UploadConstraints },
  },
  getDownloadUrl: {
    method: 'GET', path: API.downloadUrl, access: 'session', tags: ['documents'],
    summary: 'A storage URL for one document, valid for a few minutes',
    params: DocumentParams, responses: { 200: DownloadUrlResponse },
  },
  getContainer: {
    method: 'GET', path: API.container, access: 'session', tags: ['documents'],
    summary: 'One container',
    params: ContainerParams, responses: { 200: Container },
  },
  getSharePage: {
    method: 'GET', path: API.sharePage, access: 'public', tags: ['documents'],
    summary: "The page behind an e-mailed share link: its documents with download links until the link expires, first a password form when it has one",
    params: ShareParams, responses: { 200: HtmlPage }, hidden: true,
  },
  postSharePassword: {
    method: 'POST', path: API.sharePage, access: 'public', tags: ['documents'],
    summary: "A protected share link's password, from its page's form: right, the page opens (303 back to it, a cookie keeps it open); "
      + 'wrong, the form again (401); a few tries per address and link',
    params: ShareParams, body: SharePasswordForm, consumes: ['application/x-www-form-urlencoded'],
    responses: { 303: NoContent, 401: HtmlPage }, hidden: true,
  },
  getShareDocument: {
    method: 'GET', path: API.shareDocument, access: 'public', tags: ['documents'],
    summary: 'Download one document of a share link',
    params: ShareDocumentParams, responses: { 200: BinaryResponse }, hidden: true,
  },
  getStorageDocument: {
    method: 'GET', path: API.storageDocument, access: 'public', tags: ['storage'],
    summary: 'Download a document with its storage token (?token=; purpose=view when the portal shows it)',
    params: StorageIdParams, query: DocumentStorageQuery, responses: { 200: BinaryResponse },
  },
  getStorageDocumentVersion: {
    method: 'GET', path: API.storageDocumentVersion, access: 'public', tags: ['storage'],
    summary: "Download an earlier file of a document with the version's storage token (?token=), under the document's name",
    params: StorageDocumentVersionParams, query: DocumentStorageQuery, responses: { 200: BinaryResponse },
  },
  getStorageExists: {
    method: 'GET', path: API.storageExists, access: 'session', tags: ['storage'],
    summary: 'Whether a live document of this name is in the container',
    params: StorageIdParams, query: ExistsQuery, responses: { 200: ExistsResponse },
  },
  getTrash: {
    method: 'GET', path: API.trash, access: 'session', tags: ['documents'],
    summary: `Documents deleted in the last ${TRASH_RETENTION_DAYS} days (the retention period), newest first`,
    params: ClientParams, responses: { 200: TrashList },
  },
  postTrashRestore: {
    method: 'POST', path: API.trashRestore, access: 'session', tags: ['documents'],
    summary: 'Restore documents from the trash into their folder (or the root when it is gone); a taken name becomes "Name (2)"',
    params: ClientParams, body: RestoreRequest, responses: { 200: RestoreResult },
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  postUploads: {
    method: 'POST', path: API.uploads, access: 'session', tags: ['documents'],
    summary: 'Upload files (multipart/form-data, one or more "file" parts); a request stores all of its files or none',
    description: UPLOAD_RULES,
    params: ClientParams, query: UploadQuery, responses: { 200: UploadResult, 400: UploadRefusal, 403: UploadRefusal, 409: UploadRefusal, 413: UploadRefusal, 415: UploadRefusal }, consumes: ['multipart/form-data'],
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  postStorageUploads: {
    method: 'POST', path: API.storageUploads, access: 'session', tags: ['storage'],
    summary: 'Upload files into this folder of the client (the storage form of the upload route, the one the portal sends: spec 000 §7)',
    errors: ['CONTAINER_NOT_FOUND', 'DOCUMENTS_READ_ONLY'],
    description: UPLOAD_RULES,
    params: StorageIdParams, query: StorageUploadQuery, responses: { 200: UploadResult, 400: UploadRefusal, 403: UploadRefusal, 409: UploadRefusal, 413: UploadRefusal, 415: UploadRefusal }, consumes: ['multipart/form-data'],
  },
  getDocumentVersions: {
    method: 'GET', path: API.documentVersions, access: 'session', tags: ['documents'],
    summary: 'Earlier files of a document, kept when an upload replaced it (onConflict=replace), newest first',
    params: DocumentParams, responses: { 200: DocumentVersionList },
  },
  getDocumentVersionDownloadUrl: {
    method: 'GET', path: API.documentVersionDownloadUrl, access: 'session', tags: ['documents'],
    summary: 'A storage URL for one earlier file of a document, valid for a few minutes (404 DOCUMENT_VERSION_NOT_FOUND for a version of another document)',
    params: DocumentVersionParams, responses: { 200: DownloadUrlResponse },
    errors: ['DOCUMENT_VERSION_NOT_FOUND'],
  },
  postTrash: {
    method: 'POST', path: API.trash, access: 'session', tags: ['documents'],
    summary: 'Move documents to the trash; staff uploads (no canDelete) are reported, not deleted',
    params: ClientParams, body: TrashRequest, responses: { 200: TrashResult },
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  postFolders: {
    method: 'POST', path: API.folders, access: 'session', tags: ['documents'],
    summary: 'Create a folder in a container that allows it (canCreate)',
    params: ClientParams, body: CreateFolderRequest, responses: { 201: Container },
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  patchFolder: {
    method: 'PATCH', path: API.folder, access: 'session', tags: ['documents'],
    summary: 'Rename a folder (400 FOLDER_NAME_INVALID, 403 FOLDER_CHANGE_FORBIDDEN, 409 FOLDER_NAME_TAKEN)',
    params: FolderParams, body: RenameFolderRequest, responses: { 200: Container },
    errors: ['FOLDER_NAME_INVALID', 'FOLDER_CHANGE_FORBIDDEN', 'FOLDER_NAME_TAKEN', 'DOCUMENTS_READ_ONLY'],
  },
  deleteFolder: {
    method: 'DELETE', path: API.folder, access: 'session', tags: ['documents'],
    summary: 'Delete a folder without subfolders; with documents=trash its documents go to the trash first '
      + '(restorable into its root). 403 FOLDER_CHANGE_FORBIDDEN, 409 FOLDER_NOT_EMPTY (subfolders, documents without documents=trash, '
      + 'or documents the user cannot delete)',
    params: FolderParams, query: DeleteFolderQuery, responses: { 200: DeleteFolderResult },
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  putDocumentMetadata: {
    method: 'PUT', path: API.documentMetadata, access: 'session', tags: ['documents'],
    summary: 'Set metadata items of a document (upsert by key)',
    params: DocumentParams, body: SetMetadataRequest, responses: { 200: MetadataResponse },
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  getDocumentMetadata: {
    method: 'GET', path: API.documentMetadata, access: 'session', tags: ['documents'],
    summary: 'Metadata items of a document',
    params: DocumentParams, responses: { 200: MetadataResponse },
  },
  deleteDocumentMetadataItem: {
    method: 'DELETE', path: API.documentMetadataItem, access: 'session', tags: ['documents'],
    summary: 'Remove one metadata item',
    params: MetadataItemParams, responses: { 204: NoContent },
    errors: ['DOCUMENTS_READ_ONLY'],
  },
  postMetadataFilter: {
    method: 'POST', path: API.metadataFilter, access: 'session', tags: ['documents'],
    summary: 'Documents whose metadata has the key (and value)',
    params: ClientParams, body: MetadataFilterRequest, responses: { 200: MetadataFilterResponse },
  },
  postDocumentShareMail: {
    method: 'POST', path: API.send, access: 'session', tags: ['documents'],
    summary: 'E-mail a share link to the documents, ending on a chosen day, with an optional password '
      + '(limited: 400 MAIL_TOO_MANY_RECIPIENTS, 429 MAIL_RATE_LIMITED; 400 SHARE_EXPIRY_INVALID)',
    params: ClientParams, body: SendRequest, responses: { 200: SendResult },
    errors: ['MAIL_TOO_MANY_RECIPIENTS', 'MAIL_RATE_LIMITED', 'SHARE_EXPIRY_INVALID', 'DOCUMENTS_READ_ONLY'],
  },
  postUploadNotification: {
    method: 'POST', path: API.uploadNotification, access: 'session', tags: ['documents'],
    summary: "One e-mail to the firm's staff about the caller's recent uploads (limited: 429 MAIL_RATE_LIMITED)",
    params: ClientParams, body: UploadNotificationRequest, responses: { 200: UploadNotificationResponse },
    errors: ['MAIL_RATE_LIMITED', 'DOCUMENTS_READ_ONLY'],
  },
  ...STAFF_ENDPOINTS,
  ...RECEIPT_ENDPOINTS,
});
