/**
 * The Brazil dashboard's own API: the "waiting for you" list (one request over every enabled feature) and
 * which firm documents the caller has opened (the documents widget's "unread"). Browser-safe: TypeBox only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Input, IsoDate, IsoDateTime } from '@portico/contract/common';
import { endpoint, type Endpoint } from '@portico/contract/endpoints';

export const DASHBOARD_API = {
  waiting: '/api/dashboard/v1/clients/:clientId/waiting',
  documentReads: '/api/dashboard/v1/clients/:clientId/document-reads',
  documentRead: '/api/dashboard/v1/clients/:clientId/document-reads/:documentId',
} as const;

/** Kinds the dashboard names in its own words; a feature may add others (shown with a generic label). */
export const WAITING_KINDS = ['terms', 'requestCorrection', 'requestInformation', 'nfeManifest', 'certificate', 'document'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const WaitingItem = Type.Object({
  /** The feature whose provider listed it ("br.manifest"), or "br.dashboard" for terms and firm documents. */
  featureId: Type.String(),
  kind: Type.String({ description: `One of ${WAITING_KINDS.join(', ')}, or a kind a feature adds` }),
  id: Type.String(),
  title: Type.String(),
  dueDate: Type.Union([IsoDate, Type.Null()]),
  /** The portal path that opens it. */
  link: Type.String(),
});
export const WaitingList = Type.Object({
  /** Soonest due first; undated ones last. */
  items: Type.Array(WaitingItem),
  /** Features whose provider failed: the list is shown without them and says so. */
  unavailable: Type.Array(Type.String()),
});

export const DocumentReadParams = Input({ clientId: Id, documentId: Id });
export const DocumentReads = Type.Object({ documentIds: Type.Array(Type.String()) });
export const DocumentReadResult = Type.Object({ documentId: Type.String(), readAt: IsoDateTime });

export type WaitingItem = Static<typeof WaitingItem>;
export type WaitingList = Static<typeof WaitingList>;
export type DocumentReads = Static<typeof DocumentReads>;

export const ENDPOINTS: Endpoint[] = [
  endpoint('GET', DASHBOARD_API.waiting, { 200: WaitingList }),
  endpoint('GET', DASHBOARD_API.documentReads, { 200: DocumentReads }),
  endpoint('PUT', DASHBOARD_API.documentRead, { 200: DocumentReadResult }),
];
