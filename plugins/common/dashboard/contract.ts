/**
 * The dashboard's own API (common.dashboard, every variant): the "waiting for you" list (one request over every
 * enabled feature) and which firm documents the caller has opened (the documents widget's "unread"). Browser-safe:
 * TypeBox only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientParams, Id, Input, IsoDate, IsoDateTime } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';

export const DASHBOARD_API = {
  waiting: '/api/dashboard/v1/clients/:clientId/waiting',
  documentReads: '/api/dashboard/v1/clients/:clientId/document-reads',
  documentRead: '/api/dashboard/v1/clients/:clientId/document-reads/:documentId',
} as const;

/**
 * Kinds the dashboard names in its own words. A feature may add others, named by the key `waiting.kinds.<kind>` of
 * its own texts (br.manifest's `nfeManifest`); a kind named nowhere shows a generic label.
 */
export const WAITING_KINDS = ['terms', 'document', 'task'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const WaitingItem = Type.Object({
  /** The feature whose provider listed it ("br.manifest"), or "common.dashboard" for terms and firm documents. */
  featureId: Type.String(),
  kind: Type.String({ description: `One of ${WAITING_KINDS.join(', ')}, or a kind the listing feature adds` }),
  id: Type.String(),
  title: Type.String(),
  dueDate: Type.Union([IsoDate, Type.Null()]),
  /** Needs acting on now whatever its date (a positive CND: the company has debts): listed first, marked urgent. */
  urgent: Type.Optional(Type.Boolean()),
  /** The portal path that opens it. */
  link: Type.String(),
});
export const WaitingList = Type.Object({
  /** Urgent ones first, then soonest due; undated ones last. */
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

export const ENDPOINTS = defineEndpoints({
  getDashboardWaiting: {
    method: 'GET', path: DASHBOARD_API.waiting, access: 'session', tags: ['dashboard'],
    summary: 'Everything the client must act on, across the enabled features, soonest due first',
    params: ClientParams, responses: { 200: WaitingList },
  },
  getDashboardDocumentReads: {
    method: 'GET', path: DASHBOARD_API.documentReads, access: 'session', tags: ['dashboard'],
    summary: 'Ids of the client\'s documents the caller has opened',
    params: ClientParams, responses: { 200: DocumentReads },
  },
  putDashboardDocumentRead: {
    method: 'PUT', path: DASHBOARD_API.documentRead, access: 'session', tags: ['dashboard'],
    summary: 'Records that the caller opened a document (idempotent)',
    params: DocumentReadParams, responses: { 200: DocumentReadResult },
  },
});
