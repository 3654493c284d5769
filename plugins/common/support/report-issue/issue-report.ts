import { API } from '@portico/contract/api-paths';
import type { Profile } from '@portico/contract/profile';
import { apiErrorCode, type HttpClient, type LogEntry, type Logger, type ProfileService, type SessionStore } from '@portico/plugin';
import type { MailErrorCode } from '@portico/contract/mail';
import {
  ISSUE_REPORT_TYPE, LOG_BATCH_VERSION, MAX_LOG_ENTRY_BYTES, NOTIFICATION_DEFAULT_FIRST_NAME, SUPPORT_API,
  type IssueConfirmationRequest, type LogBatch,
} from '../contract';

/** Spec 001 §9: the chat window opens this long after the start-chat screen shows. */
export const CHAT_OPEN_DELAY_MS = 3000;

export interface IssueContext {
  http: HttpClient;
  logger: Logger;
  session: SessionStore;
  profile: ProfileService;
  language: string;
  /** The page the user was on and the active client, so the firm sees where it happened. */
  page: string;
  clientId: string | null;
}

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
/** Room left in a stored entry (MAX_LOG_ENTRY_BYTES) for its type, source and the JSON around the attachments. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Recent errors (the debug reporter) in the compact shape the firm reads, after what the user was doing: the
 * newest that fit in one stored entry beside the description, so a long error history never gets the report
 * itself refused (413 LOG_TOO_LARGE).
 */
function attachedLogs(context: IssueContext, description: string): unknown[] {
  const where = { page: context.page, language: context.language, clientId: context.clientId, userAgent: globalThis.navigator?.userAgent ?? '' };
  let room = MAX_LOG_ENTRY_BYTES - ENTRY_OVERHEAD_BYTES - utf8Bytes(description) - utf8Bytes({ context: where });
  const newestFirst: unknown[] = [];
  for (const e of [...context.logger.recent()].reverse() as LogEntry[]) {
    const error = { type: e.type, id: e.id, time: e.time, description: e.data.description, logs: e.data.logs };
    room -= utf8Bytes(error) + 1;
    if (room < 0) break;
    newestFirst.push(error);
  }
  return [{ context: where }, ...newestFirst.reverse()];
}

/**
 * Who gets the confirmation (spec 001 §6): the user's own contact, or in a preview the staff member's
 * (impersonator) contact, which only the profile knows.
 */
async function recipientContact(context: IssueContext): Promise<string> {
  const { session, profile, http } = context;
  const contactId = session.isEmulated
    ? (profile.state.profile ?? await http.get<Profile>(API.profileMe)).impersonatorContactId
    : session.info?.bindings.ApplicationConfiguration.ContactId;
  if (!contactId) throw new Error('No contact receives the issue confirmation');
  return contactId;
}

const today = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export interface SubmittedIssue {
  /** The reference code the user quotes. */
  code: string;
  /** False when the server's mail limit held the confirmation e-mail back (the report itself is in). */
  confirmationSent: boolean;
}

/**
 * Sends the report: the log batch (the description and the recent logs) and the confirmation e-mail, at once.
 * Resolves once the report is stored and the confirmation went or was refused by the mail limit
 * (MAIL_RATE_LIMITED: the report is in, and the user is told no e-mail came); any other failure rejects.
 */
export async function submitIssue(context: IssueContext, description: string, now = new Date()): Promise<SubmittedIssue> {
  const entry = context.logger.entry(ISSUE_REPORT_TYPE, description, attachedLogs(context, description));
  const batch: LogBatch = { version: LOG_BATCH_VERSION, items: [entry] };
  const notification = async (): Promise<boolean> => {
    const request: IssueConfirmationRequest = {
      recipient: await recipientContact(context),
      variables: {
        // The signed-in person: in a preview the staff member, who receives it.
        FIRST_NAME: context.session.info?.meta.FirstName.trim() || NOTIFICATION_DEFAULT_FIRST_NAME,
        REFERENCE_CODE: entry.id,
        ISSUE_DESCRIPTION: description,
        // The day as yyyy-MM-dd: the server writes it in the reader's language (a staff member in a preview).
        DATE: today(now),
      },
    };
    try {
      await context.http.post(SUPPORT_API.issueConfirmation, request);
      return true;
    } catch (error) {
      if (await apiErrorCode(error) === 'MAIL_RATE_LIMITED' satisfies MailErrorCode) return false;
      throw error;
    }
  };
  const [, confirmationSent] = await Promise.all([context.http.post(SUPPORT_API.log, batch), notification()]);
  return { code: entry.id, confirmationSent };
}

/** The chat service's address with the reference code and the language, so the agent has them. */
export function chatLink(chatUrl: string, code: string, language: string, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  const url = new URL(chatUrl, origin);
  url.searchParams.set('ref', code);
  url.searchParams.set('lang', language);
  return url.href;
}

/** The e-mail to a support address, its subject and body carrying the code and description. */
export function mailtoLink(email: string, mail: { subject: string; body: string }): string {
  return `mailto:${email}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}
