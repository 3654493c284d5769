import { type Document, SHARE_LINK_MAX_DAYS, SHARE_PASSWORD_MIN_LENGTH, type SendResult } from '@portico/contract/documents';
import { isMailAddress } from '@portico/contract/mail';

export type SendDoc = Pick<Document, 'id' | 'name'>;

export const MAX_RECIPIENTS = 20;
export const MAX_MESSAGE_LENGTH = 2000;

export type RecipientsError = 'sendRecipientsRequired' | 'sendRecipientsInvalid' | 'sendRecipientsTooMany';

/** Splits the recipients field on commas, semicolons and white space. */
export const parseRecipients = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

export function recipientsError(text: string): { error: RecipientsError; invalid: string[] } | null {
  const list = parseRecipients(text);
  if (list.length === 0) return { error: 'sendRecipientsRequired', invalid: [] };
  // The API's own address rule (contract/mail.ts); the server checks again.
  const invalid = list.filter((a) => !isMailAddress(a));
  if (invalid.length) return { error: 'sendRecipientsInvalid', invalid };
  if (list.length > MAX_RECIPIENTS) return { error: 'sendRecipientsTooMany', invalid: [] };
  return null;
}

/** A day (yyyy-MM-dd) `days` after another, as the calendar counts. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a link may end on, from the sender's today: tomorrow to SHARE_LINK_MAX_DAYS ahead. */
export const linkDayRange = (today: string) => ({ first: addDays(today, 1), last: addDays(today, SHARE_LINK_MAX_DAYS) });

/** The link's optional last day and password, as typed ('' for none). */
export interface LinkOptions { expiresOn: string; password: string }
export type LinkField = keyof LinkOptions;

/** The link fields that are wrong: a day outside the range (or not a day), a password too short. */
export function linkErrors({ expiresOn, password }: LinkOptions, today: string): LinkField[] {
  const { first, last } = linkDayRange(today);
  const errors: LinkField[] = [];
  if (expiresOn && !(/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) && expiresOn >= first && expiresOn <= last)) errors.push('expiresOn');
  if (password && password.length < SHARE_PASSWORD_MIN_LENGTH) errors.push('password');
  return errors;
}

/** Send-documents state of spec 000 §3 (docs, sent, failed, canceled) plus the form being filled in. */
export type SendState =
  | { status: 'idle' }
  | {
    status: 'composing'; docs: SendDoc[]; recipients: string; message: string; link: LinkOptions;
    error: ReturnType<typeof recipientsError>; linkErrors: LinkField[];
  }
  | { status: 'sending'; docs: SendDoc[]; recipients: string[]; message: string; expiresOn?: string; password?: string }
  | { status: 'sent'; docs: SendDoc[]; result: SendResult }
  | { status: 'failed'; docs: SendDoc[]; code: string }
  | { status: 'canceled' };

export type SendEvent =
  | { type: 'trigger'; docs: SendDoc[] }
  | { type: 'edit'; recipients?: string; message?: string; expiresOn?: string; password?: string }
  /** `today` is the sender's (yyyy-MM-dd): the link's last day is checked against it. */
  | { type: 'send'; today: string }
  | { type: 'sent'; result: SendResult }
  | { type: 'errored'; code: string }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialSendState: SendState = { status: 'idle' };

export function sendReducer(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'trigger':
      if (state.status === 'sending' || event.docs.length === 0) return state;
      return { status: 'composing', docs: event.docs, recipients: '', message: '', link: { expiresOn: '', password: '' }, error: null, linkErrors: [] };
    case 'edit': {
      if (state.status !== 'composing') return state;
      const { expiresOn = state.link.expiresOn, password = state.link.password } = event;
      return {
        ...state,
        recipients: event.recipients ?? state.recipients,
        message: (event.message ?? state.message).slice(0, MAX_MESSAGE_LENGTH),
        link: { expiresOn, password },
        // A shown error is re-evaluated as the user types; none appears before the first send.
        error: state.error && event.recipients !== undefined ? recipientsError(event.recipients) : state.error,
        // A link field's error goes once the field is changed; the next send checks it again.
        linkErrors: state.linkErrors.filter((field) => event[field] === undefined),
      };
    }
    case 'send': {
      if (state.status !== 'composing') return state;
      const error = recipientsError(state.recipients);
      const wrong = linkErrors(state.link, event.today);
      if (error || wrong.length) return { ...state, error, linkErrors: wrong };
      return {
        status: 'sending', docs: state.docs, recipients: parseRecipients(state.recipients), message: state.message.trim(),
        ...(state.link.expiresOn ? { expiresOn: state.link.expiresOn } : {}),
        ...(state.link.password ? { password: state.link.password } : {}),
      };
    }
    case 'sent':
      return state.status === 'sending' ? { status: 'sent', docs: state.docs, result: event.result } : state;
    case 'errored':
      return state.status === 'sending' ? { status: 'failed', docs: state.docs, code: event.code } : state;
    case 'cancel':
      return state.status === 'composing' ? { status: 'canceled' } : state;
    case 'reset':
      return state.status === 'sending' ? state : initialSendState;
  }
}
