/** The firm's side of the documents API (issue 34): staff find a client, see its folders, upload as the firm, see what clients uploaded. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { ClientParams, Id, Input, IsoDateTime, NoContent } from '@portico/contract/common';
import {
  ContainerList, ContainerListQuery, Document, MAX_FILES_PER_REQUEST, UploadConflictChoice, UploadRefusal,
} from '@portico/contract/documents';
import { defineEndpoints } from '@portico/contract/endpoint';

export const STAFF_DOCUMENTS_API = {
  clients: '/api/documents/v1/staff/clients',
  containers: '/api/documents/v1/staff/clients/:clientId/containers',
  uploads: '/api/documents/v1/staff/clients/:clientId/uploads',
  clientUploads: '/api/documents/v1/staff/client-uploads',
  clientUploadsSeen: '/api/documents/v1/staff/client-uploads/seen',
} as const;

/** The most clients one search answers: a staff member narrows the text rather than pages. */
export const MAX_STAFF_CLIENTS = 20;
/** The most client uploads the "new from clients" list holds; `more` says there were others. */
export const MAX_CLIENT_UPLOADS = 200;

export const StaffClientQuery = Input({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, nickname or tax id (CNPJ/EIN); none lists the first by name' })),
});
export const StaffClient = Type.Object({
  id: Id,
  name: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  taxId: Type.Union([Type.String(), Type.Null()]),
});
export const StaffClientList = Type.Object({ clients: Type.Array(StaffClient, { maxItems: MAX_STAFF_CLIENTS }) });

export const StaffUploadQuery = Input({
  containerId: Id,
  onConflict: Type.Optional(UploadConflictChoice),
  notify: Type.Optional(Type.Boolean({ default: false, description: "Notify the client's contacts of the documents" })),
});
export const StaffUploadResult = Type.Object({
  success: Type.Array(Document),
  /** Contacts notified (0 without notify, or when none has an active account or wants to hear of it). */
  notified: Type.Integer({ minimum: 0 }),
});

export const ClientUpload = Type.Object({
  id: Id,
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  uploadedAt: IsoDateTime,
  uploadedBy: Type.String({ description: "The uploader's name" }),
  client: Type.Object({ id: Id, name: Type.String() }),
  folder: Type.Object({ id: Id, name: Type.String() }),
});
export const ClientUploads = Type.Object({
  /** Until when the staff member had looked (null: never); the items came after it, newest first. */
  since: Type.Union([IsoDateTime, Type.Null()]),
  /** The moment the list was read: mark it seen with this, so uploads that arrive meanwhile stay new. */
  until: IsoDateTime,
  items: Type.Array(ClientUpload, { maxItems: MAX_CLIENT_UPLOADS }),
  more: Type.Boolean(),
});
export const ClientUploadsSeen = Input({ until: IsoDateTime });

export type StaffClient = Static<typeof StaffClient>;
export type ClientUpload = Static<typeof ClientUpload>;
export type ClientUploads = Static<typeof ClientUploads>;
export type StaffUploadResult = Static<typeof StaffUploadResult>;

export const STAFF_ENDPOINTS = defineEndpoints({
  getStaffClients: {
    method: 'GET', path: STAFF_DOCUMENTS_API.clients, access: 'staff', apiKeyScope: 'documents', tags: ['documents-staff'],
    summary: `Staff: clients of the firm whose name, nickname or tax id contains the text, the first ${MAX_STAFF_CLIENTS} by name`,
    query: StaffClientQuery, responses: { 200: StaffClientList },
  },
  getStaffContainers: {
    method: 'GET', path: STAFF_DOCUMENTS_API.containers, access: 'staff', apiKeyScope: 'documents', tags: ['documents-staff'],
    summary: "Staff: all folders of one of the firm's clients, by name",
    params: ClientParams, query: ContainerListQuery, responses: { 200: ContainerList },
  },
  postStaffUploads: {
    method: 'POST', path: STAFF_DOCUMENTS_API.uploads, access: 'staff', apiKeyScope: 'documents', tags: ['documents-staff'],
    summary: "Staff: upload files into a client's folder as the firm (the client cannot delete them), optionally e-mailing its contacts",
    description: `multipart/form-data, one or more "file" parts (at most ${MAX_FILES_PER_REQUEST}), checked and stored all or none as `
      + "the client's own uploads (the same codes); 404 CONTAINER_NOT_FOUND for a folder of another client. With notify, each "
      + "contact is told as their notification preferences say (the portal's notification centre, an e-mail, the daily digest).",
    params: ClientParams, query: StaffUploadQuery,
    responses: { 200: StaffUploadResult, 400: UploadRefusal, 403: UploadRefusal, 409: UploadRefusal, 413: UploadRefusal, 415: UploadRefusal },
    consumes: ['multipart/form-data'],
  },
  getStaffClientUploads: {
    method: 'GET', path: STAFF_DOCUMENTS_API.clientUploads, access: 'staff', tags: ['documents-staff'],
    summary: "Staff: documents the firm's clients uploaded since the staff member last marked the list seen, newest first",
    responses: { 200: ClientUploads },
  },
  putStaffClientUploadsSeen: {
    method: 'PUT', path: STAFF_DOCUMENTS_API.clientUploadsSeen, access: 'staff', tags: ['documents-staff'],
    summary: 'Staff: mark the client uploads seen up to a moment (the list\'s `until`); an earlier moment than the last one changes nothing',
    body: ClientUploadsSeen, responses: { 204: NoContent },
  },
});
