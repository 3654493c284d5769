import { API } from '@portico/contract/api-paths';
import type { Profile } from '@portico/contract/profile';
import type { HttpClient, LogEntry, Logger, ProfileService, SessionStore } from '@portico/plugin';
import {
  LOG_BATCH_VERSION, NOTIFICATION_DEFAULT_FIRST_NAME, SUPPORT_API, supportEmailFor,
  type IssueConfirmationRequest, type LogBatch, type SupportChannels,
} from '../contract';

/** The log entry type of a report (its id is the reference code the user quotes). */
export const ISSUE_REPORT_TYPE = 'com.portico.clientcenter.issue';
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

/** Recent errors (the debug reporter) in the compact shape the firm reads, after what the user was doing. */
function attachedLogs(context: IssueContext): unknown[] {
  const recent = context.logger.recent().map((e: LogEntry) => ({ type: e.type, id: e.id, time: e.time, description: e.data.description, logs: e.data.logs }));
  const where = { page: context.page, language: context.language, clientId: context.clientId, userAgent: globalThis.navigator?.userAgent ?? '' };
  return [{ context: where }, ...recent];
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

/**
 * Sends the report: the log batch (the description and the recent logs) and the confirmation e-mail, at once.
 * Resolves with the reference code only when both succeeded; any failure rejects.
 */
export async function submitIssue(context: IssueContext, description: string, now = new Date()): Promise<string> {
  const entry = context.logger.entry(ISSUE_REPORT_TYPE, description, attachedLogs(context));
  const batch: LogBatch = { version: LOG_BATCH_VERSION, items: [entry] };
  const notification = async (): Promise<unknown> => {
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
    return context.http.post(SUPPORT_API.issueConfirmation, request);
  };
  await Promise.all([context.http.post(SUPPORT_API.log, batch), notification()]);
  return entry.id;
}

/** The chat page with the reference code and the language, so the agent (or the portal's own page) has them. */
export function chatLink(chatUrl: string, code: string, language: string, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  const url = new URL(chatUrl, origin);
  url.searchParams.set('ref', code);
  url.searchParams.set('lang', language);
  return url.href;
}

/** The e-mail to the support address of the locale's country, its subject and body carrying the code and description. */
export function mailtoLink(channels: SupportChannels, language: string, mail: { subject: string; body: string }): string {
  return `mailto:${supportEmailFor(language, channels.emails)}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}
