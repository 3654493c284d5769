/**
 * The client's own trail (issue 40): what the firm did with the client's files, requests and tasks, the person's own
 * sign-ins, and an export of everything the client has in the portal. Browser-safe: no server imports.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, ClientParams, Id, Input, IsoDateTime, PagedList } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';

export const ACTIVITY_API = {
  events: '/api/activity/v1/clients/:clientId/events',
  exports: '/api/activity/v1/clients/:clientId/exports',
  exportFile: '/api/activity/v1/clients/:clientId/exports/:exportId/file',
} as const;

/** Deep pages merge every source's newest rows up to the page: the trail is read from its start, not searched. */
export const MAX_ACTIVITY_OFFSET = 2000;
export const ACTIVITY_PAGE_SIZE = 20;
export const ActivityQuery = Input({
  startIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ACTIVITY_OFFSET, default: 0 })),
  itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: ACTIVITY_PAGE_SIZE })),
});

/** What the firm did about a client's task or request; each feature names its own staff routes' kind. */
export const FIRM_ACTION_KINDS = [
  'taskCreated', 'taskAccepted', 'taskSentBack', 'taskCancelled', 'itemReviewed',
  'requestReplied', 'requestSentBack', 'requestStatusChanged', 'invoicePaid',
] as const;
export type FirmActionKind = (typeof FIRM_ACTION_KINDS)[number];

const Actor = Type.Object({ name: Type.String(), viaApiKey: Type.Boolean({ description: "The firm's own system, with an API key" }) });

export const DocumentAccessEvent = Type.Object({
  kind: Type.Literal('documentAccess'),
  id: Type.String(),
  at: IsoDateTime,
  actor: Actor,
  action: Type.Union([Type.Literal('view'), Type.Literal('download')]),
  document: Type.Object({ id: Id, name: Type.String(), folderId: Id }),
});
export const SignInEvent = Type.Object({
  kind: Type.Literal('signIn'),
  id: Type.String(),
  at: IsoDateTime,
  /** Parsed from the browser's user agent; null parts were not recognised (or the sign-in predates the record). */
  device: Type.Object({
    browser: Type.Union([Type.String(), Type.Null()]),
    os: Type.Union([Type.String(), Type.Null()]),
    type: Type.Union([Type.Literal('desktop'), Type.Literal('mobile'), Type.Literal('tablet'), Type.Null()]),
  }),
  /** The address's network with its host part masked (203.0.113.x, 2001:db8:1:2::/64); no place is looked up. */
  network: Type.Union([Type.String(), Type.Null()]),
});
export const FirmActionEvent = Type.Object({
  kind: Type.Literal('firmAction'),
  id: Type.String(),
  at: IsoDateTime,
  actor: Actor,
  action: Type.Union(FIRM_ACTION_KINDS.map((k) => Type.Literal(k))),
});
export const ActivityEvent = Type.Union([DocumentAccessEvent, SignInEvent, FirmActionEvent]);
export const ActivityPage = PagedList(ActivityEvent);
export type ActivityEvent = Static<typeof ActivityEvent>;
export type ActivityPage = Static<typeof ActivityPage>;

export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export const ExportParams = Input({ clientId: Id, exportId: Id });
export const ClientExport = Type.Object({
  id: Id,
  state: Type.Union(EXPORT_STATES.map((s) => Type.Literal(s))),
  /** Parts written of all (one part per feature's share of the export). */
  progress: Type.Object({ done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) }),
  requestedAt: IsoDateTime,
  readyAt: Type.Union([IsoDateTime, Type.Null()]),
  /** After it the file is gone and the link answers 410 EXPORT_EXPIRED. */
  expiresAt: Type.Union([IsoDateTime, Type.Null()]),
  size: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type ClientExport = Static<typeof ClientExport>;
/** The caller's latest export for this client, or null before the first. */
export const LatestExport = Type.Object({ export: Type.Union([ClientExport, Type.Null()]) });

export const EXPORT_ERROR_CODES = ['EXPORT_NOT_FOUND', 'EXPORT_EXPIRED', 'EXPORT_NOT_READY', 'EXPORT_RUNNING'] as const;

export const ENDPOINTS = defineEndpoints({
  getActivityEvents: {
    method: 'GET', path: ACTIVITY_API.events, access: 'session', tags: ['activity'],
    summary: "The client's trail, newest first: the firm's openings and downloads of its documents and actions on its tasks and requests, and the caller's own sign-ins",
    params: ClientParams, query: ActivityQuery, responses: { 200: ActivityPage },
  },
  getLatestExport: {
    method: 'GET', path: ACTIVITY_API.exports, access: 'session', tags: ['activity'],
    summary: "The caller's latest export of everything this client has in the portal, with its progress",
    params: ClientParams, responses: { 200: LatestExport },
  },
  postExport: {
    method: 'POST', path: ACTIVITY_API.exports, access: 'session', tags: ['activity'],
    summary: 'Ask for an export (one ZIP, prepared in the background); 409 EXPORT_RUNNING while one is being prepared',
    params: ClientParams, responses: { 202: ClientExport }, errors: ['EXPORT_RUNNING'],
  },
  getExportFile: {
    method: 'GET', path: ACTIVITY_API.exportFile, access: 'session', tags: ['activity'],
    summary: 'Download a ready export (only its requester, for that client, until it expires: 410 EXPORT_EXPIRED)',
    params: ExportParams, responses: { 200: BinaryResponse }, errors: ['EXPORT_NOT_FOUND', 'EXPORT_EXPIRED', 'EXPORT_NOT_READY'],
  },
});
