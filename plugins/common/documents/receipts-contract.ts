/**
 * The client's trail in the documents (issue 40): what the firm did with a client's files. Each time the firm opened
 * or downloaded one is recorded at the storage routes; an upload's receipt is when the firm first did. Browser-safe.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, ClientParams, Id, Input, IsoDateTime } from '@portico/contract/common';
import { DocumentParams } from '@portico/contract/documents';
import { StorageTokenQuery } from '@portico/contract/storage';
import { defineEndpoints } from '@portico/contract/endpoint';

export const RECEIPTS_API = {
  receipts: '/api/documents/v1/clients/:clientId/receipts',
  staffContent: '/api/documents/v1/staff/clients/:clientId/documents/:documentId/content',
} as const;

/** Shown in the browser (view) or saved as a file (download). */
export const DOCUMENT_ACCESS_ACTIONS = ['view', 'download'] as const;
export type DocumentAccessAction = (typeof DOCUMENT_ACCESS_ACTIONS)[number];
export const DocumentAccessActionSchema = Type.Union(DOCUMENT_ACCESS_ACTIONS.map((a) => Type.Literal(a)));

/** The storage token, and what the portal does with the file: the firm's opening of it is recorded as that. */
export const DocumentStorageQuery = Input({
  ...StorageTokenQuery.properties,
  purpose: Type.Optional(DocumentAccessActionSchema),
});

/** The most documents one receipts read names (a page of the documents list). */
export const MAX_RECEIPT_IDS = 100;
export const ReceiptQuery = Input({
  ids: Type.String({
    minLength: 1, maxLength: MAX_RECEIPT_IDS * 65, pattern: '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$',
    description: `Up to ${MAX_RECEIPT_IDS} document ids, comma-separated`,
  }),
});
export const UploadReceipt = Type.Object({
  documentId: Id,
  /** When the file reached the firm's portal (the current file's upload). */
  receivedAt: IsoDateTime,
  /** When someone at the firm first opened or downloaded this file; null: not yet. */
  firstOpenedAt: Type.Union([IsoDateTime, Type.Null()]),
});
/** Receipts of the named documents the client's side uploaded (the firm's own uploads have none). */
export const UploadReceipts = Type.Object({ receipts: Type.Array(UploadReceipt, { maxItems: MAX_RECEIPT_IDS }) });
export type UploadReceipt = Static<typeof UploadReceipt>;
export type UploadReceipts = Static<typeof UploadReceipts>;

export const RECEIPT_ENDPOINTS = defineEndpoints({
  getUploadReceipts: {
    method: 'GET', path: RECEIPTS_API.receipts, access: 'session', tags: ['documents'],
    summary: "Receipts of the client's own uploads among the named documents: received, and when the firm first opened each",
    params: ClientParams, query: ReceiptQuery, responses: { 200: UploadReceipts },
  },
  getStaffDocumentContent: {
    method: 'GET', path: RECEIPTS_API.staffContent, access: 'staff', apiKeyScope: 'documents', tags: ['documents-staff'],
    summary: "Staff: download one of a client's documents (recorded in the client's Activity)",
    params: DocumentParams, responses: { 200: BinaryResponse },
  },
});
