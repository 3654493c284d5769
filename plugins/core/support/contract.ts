/**
 * Support: the portal's client log (issue reports, front-end logging) and the issue confirmation e-mail
 * (spec 001 §3, §7). Paths and schemas; browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { API } from '@portico/contract/api-paths';
import { endpoint, type Endpoint } from '@portico/contract/endpoints';
import { Id, Input, IsoDateTime } from '@portico/contract/common';

export const SUPPORT_API = {
  /** Core's path (the logger posts there too): one definition. */
  log: API.log,
  issueConfirmation: '/api/notifications/v1/notifications/category/CCVNEXT/type/CLIENT_CENTER_ISSUE_CONFIRMATION',
} as const;

export const LOG_BATCH_VERSION = '0.1';
export const LOG_SPEC_VERSION = '0.2';
export const MAX_LOG_ITEMS = 50;
export const NOTIFICATION_DEFAULT_FIRST_NAME = 'Valued Customer';

/** Cloud-event style log entry of spec 001 §3; the id is two 5-character groups (the issue reference code). */
export const LogEntry = Input({
  specversion: Type.Literal(LOG_SPEC_VERSION),
  type: Type.String({ minLength: 1, maxLength: 200 }),
  source: Type.String({ minLength: 1, maxLength: 500 }),
  id: Type.String({ pattern: '^[A-Z0-9]{5}-[A-Z0-9]{5}$' }),
  time: IsoDateTime,
  contenttype: Type.Literal('application/json'),
  data: Input({
    description: Type.String({ maxLength: 4000 }),
    logs: Type.Array(Type.Unknown(), { maxItems: 200 }),
  }),
});
export const LogBatch = Input({
  version: Type.Literal(LOG_BATCH_VERSION),
  items: Type.Array(LogEntry, { minItems: 1, maxItems: MAX_LOG_ITEMS }),
});
export const LogAccepted = Type.Object({ accepted: Type.Integer() });

export type LogEntry = Static<typeof LogEntry>;
export type LogBatch = Static<typeof LogBatch>;

/** Issue confirmation e-mail (spec 001 §3): the recipient is a contact id (the impersonator's in a preview). */
export const IssueConfirmationRequest = Input({
  recipient: Id,
  variables: Input({
    FIRST_NAME: Type.Optional(Type.String({ maxLength: 100 })),
    REFERENCE_CODE: Type.String({ pattern: '^[A-Z0-9]{5}-[A-Z0-9]{5}$' }),
    ISSUE_DESCRIPTION: Type.String({ minLength: 1, maxLength: 4000 }),
    DATE: Type.String({ minLength: 1, maxLength: 64 }),
  }),
});
export const NotificationQueued = Type.Object({ notificationId: Type.String() });

export type IssueConfirmationRequest = Static<typeof IssueConfirmationRequest>;

export const ENDPOINTS: Endpoint[] = [
  endpoint('POST', SUPPORT_API.log, { 202: LogAccepted }),
  endpoint('POST', SUPPORT_API.issueConfirmation, { 202: NotificationQueued }),
];
