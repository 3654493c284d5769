/**
 * Support: the portal's client log (issue reports, front-end logging), the issue confirmation e-mail
 * (spec 001 §3, §7), the support channels (live chat, e-mail by country) and the clients' feedback.
 * Paths and schemas; browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { API } from '@portico/contract/api-paths';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Id, Input, IsoDateTime, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';

export const SUPPORT_API = {
  /** Core's path (the logger posts there too): one definition. */
  log: API.log,
  issueConfirmation: '/api/notifications/v1/notifications/category/CCVNEXT/type/CLIENT_CENTER_ISSUE_CONFIRMATION',
  channels: '/api/support/v1/channels',
  feedback: '/api/support/v1/feedback',
} as const;

export const LOG_BATCH_VERSION = '0.1';
export const LOG_SPEC_VERSION = '0.2';
export const MAX_LOG_ITEMS = 50;
/** The log entry type of an issue report (its id is the reference code the user quotes); a preview may send only these. */
export const ISSUE_REPORT_TYPE = 'com.portico.clientcenter.issue';
/** One entry as stored (type, source, description and attached logs as JSON), in UTF-8 bytes. */
export const MAX_LOG_ENTRY_BYTES = 64 * 1024;
/** The body of one log batch. */
export const MAX_LOG_BATCH_BYTES = 256 * 1024;

/**
 * The log's refusals: too many batches this minute (429, Retry-After), too many bytes this hour (429,
 * Retry-After), an entry over MAX_LOG_ENTRY_BYTES (413).
 */
export const SUPPORT_ERROR_CODES = ['LOG_RATE_LIMITED', 'LOG_VOLUME_EXCEEDED', 'LOG_TOO_LARGE'] as const;
export type SupportErrorCode = (typeof SUPPORT_ERROR_CODES)[number];
export const NOTIFICATION_DEFAULT_FIRST_NAME = 'Valued Customer';
/** The longest issue description (a log entry's and the e-mail's). */
export const MAX_DESCRIPTION_LENGTH = 4000;

/** Cloud-event style log entry of spec 001 §3; the id is two 5-character groups (the issue reference code). */
export const LogEntry = Input({
  specversion: Type.Literal(LOG_SPEC_VERSION),
  type: Type.String({ minLength: 1, maxLength: 200 }),
  source: Type.String({ minLength: 1, maxLength: 500 }),
  id: Type.String({ pattern: '^[A-Z0-9]{5}-[A-Z0-9]{5}$' }),
  time: IsoDateTime,
  contenttype: Type.Literal('application/json'),
  data: Input({
    description: Type.String({ maxLength: MAX_DESCRIPTION_LENGTH }),
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
    ISSUE_DESCRIPTION: Type.String({ minLength: 1, maxLength: MAX_DESCRIPTION_LENGTH }),
    DATE: Type.String({ minLength: 1, maxLength: 64 }),
  }),
});
export const NotificationQueued = Type.Object({ notificationId: Type.String() });

export type IssueConfirmationRequest = Static<typeof IssueConfirmationRequest>;

/**
 * Where clients reach the firm's support: the live chat service and its hours, and the e-mail address per country
 * of the locale (spec 001 §5: gb, ca, nl, ar, br, in, au have their own; every other country writes to `us`).
 * What neither the firm (common.firm-settings) nor the server sets is null, and the portal hides it.
 */
export const SUPPORT_COUNTRIES = ['us', 'gb', 'ca', 'nl', 'ar', 'br', 'in', 'au'] as const;
export type SupportCountry = (typeof SUPPORT_COUNTRIES)[number];
const MaybeEmail = Type.Union([Type.String(), Type.Null()]);
export const SupportChannels = Type.Object({
  chatUrl: Type.Union([Type.String(), Type.Null()], {
    description: "The firm's chat service, else the server's: opened in a new window 3 s after the start-chat screen. Null: none, and no chat is offered",
  }),
  chatHours: Type.Union([Type.String(), Type.Null()], { description: "The firm's chat hours as it words them; null: the portal's text" }),
  emails: Type.Object({
    us: MaybeEmail, gb: MaybeEmail, ca: MaybeEmail, nl: MaybeEmail,
    ar: MaybeEmail, br: MaybeEmail, in: MaybeEmail, au: MaybeEmail,
  }, { description: 'Support e-mail address per country of the locale (null: none)' }),
});
export type SupportChannels = Static<typeof SupportChannels>;

/** Feedback: happy by default (spec 001 §5), a required message; kept so the firm can read it. */
export const FEEDBACK_MOODS = ['happy', 'sad'] as const;
export type FeedbackMood = (typeof FEEDBACK_MOODS)[number];
export const MAX_FEEDBACK_LENGTH = 2000;
export const FeedbackRequest = Input({
  mood: Type.Union(FEEDBACK_MOODS.map((m) => Type.Literal(m))),
  message: NonBlankText(MAX_FEEDBACK_LENGTH),
  clientId: Type.Optional(Id),
});
export const FeedbackCreated = Type.Object({ id: Type.String(), createdAt: IsoDateTime });
export const FeedbackQuery = Input({ ...PageQueryProps });
export const FeedbackItem = Type.Object({
  id: Type.String(),
  mood: Type.Union(FEEDBACK_MOODS.map((m) => Type.Literal(m))),
  message: Type.String(),
  createdAt: IsoDateTime,
  author: Type.Object({ name: Type.String(), email: Type.String() }),
  client: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});
export const FeedbackPage = PagedList(FeedbackItem);

export type FeedbackRequest = Static<typeof FeedbackRequest>;
export type FeedbackItem = Static<typeof FeedbackItem>;
export type FeedbackPage = Static<typeof FeedbackPage>;

export const ENDPOINTS = defineEndpoints({
  getSupportChannels: {
    method: 'GET', path: SUPPORT_API.channels, access: 'session', tags: ['support'],
    summary: 'Support channels: the live chat service and the support e-mail address per country, null where none is named',
    responses: { 200: SupportChannels },
  },
  postSupportFeedback: {
    method: 'POST', path: SUPPORT_API.feedback, access: 'session', tags: ['support'],
    summary: 'Send feedback to the firm (happy or sad, and a message)',
    body: FeedbackRequest, responses: { 201: FeedbackCreated },
  },
  getSupportFeedback: {
    method: 'GET', path: SUPPORT_API.feedback, access: 'staff', tags: ['support'],
    summary: "The firm's feedback, newest first (staff only)",
    description: 'Feedback the firm\'s client users sent from the help menu: mood, message, who wrote it and the client company it was about.',
    query: FeedbackQuery, responses: { 200: FeedbackPage },
  },
  postLogBatch: {
    method: 'POST', path: SUPPORT_API.log, access: 'session', tags: ['logging'],
    summary: 'Store a batch of portal log entries (cloud-event style, spec 001 §3)',
    description: `At most ${MAX_LOG_BATCH_BYTES} bytes a batch and ${MAX_LOG_ENTRY_BYTES} an entry (413); per person a number of `
      + 'batches a minute and bytes an hour (429 with Retry-After). A preview session may send issue reports only (403).',
    body: LogBatch, responses: { 202: LogAccepted },
  },
  postIssueConfirmation: {
    method: 'POST', path: SUPPORT_API.issueConfirmation, access: 'session', tags: ['notifications'],
    summary: 'E-mail the issue confirmation (reference code, description) to the caller or, in a preview, the '
      + "impersonator, in the recipient's portal language (limited: 429 MAIL_RATE_LIMITED)",
    body: IssueConfirmationRequest, responses: { 202: NotificationQueued },
    errors: ['MAIL_RATE_LIMITED'],
  },
});

/** The support address for a locale ("en-gb" → gb's, "pt-br" → br's; a country without its own → us's); null for none. */
export function supportEmailFor(locale: string, emails: SupportChannels['emails']): string | null {
  const country = locale.toLowerCase().split(/[-_]/)[1] as SupportCountry | undefined;
  return (country && (SUPPORT_COUNTRIES as readonly string[]).includes(country) ? emails[country] : null) ?? emails.us;
}
