import type { Document, SendResult } from '@portico/contract/documents';
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

/** Send-documents state of spec 000 §3 (docs, sent, failed, canceled) plus the form being filled in. */
export type SendState =
  | { status: 'idle' }
  | { status: 'composing'; docs: SendDoc[]; recipients: string; message: string; error: ReturnType<typeof recipientsError> }
  | { status: 'sending'; docs: SendDoc[]; recipients: string[]; message: string }
  | { status: 'sent'; docs: SendDoc[]; result: SendResult }
  | { status: 'failed'; docs: SendDoc[]; code: string }
  | { status: 'canceled' };

export type SendEvent =
  | { type: 'trigger'; docs: SendDoc[] }
  | { type: 'edit'; recipients?: string; message?: string }
  | { type: 'send' }
  | { type: 'sent'; result: SendResult }
  | { type: 'errored'; code: string }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialSendState: SendState = { status: 'idle' };

export function sendReducer(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'trigger':
      if (state.status === 'sending' || event.docs.length === 0) return state;
      return { status: 'composing', docs: event.docs, recipients: '', message: '', error: null };
    case 'edit':
      if (state.status !== 'composing') return state;
      return {
        ...state,
        recipients: event.recipients ?? state.recipients,
        message: (event.message ?? state.message).slice(0, MAX_MESSAGE_LENGTH),
        // A shown error is re-evaluated as the user types; none appears before the first send.
        error: state.error && event.recipients !== undefined ? recipientsError(event.recipients) : state.error,
      };
    case 'send': {
      if (state.status !== 'composing') return state;
      const error = recipientsError(state.recipients);
      if (error) return { ...state, error };
      return { status: 'sending', docs: state.docs, recipients: parseRecipients(state.recipients), message: state.message.trim() };
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
