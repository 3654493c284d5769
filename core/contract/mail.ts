/**
 * The platform's outgoing-mail rules every route that sends e-mail shares (server/mail): its error codes and the
 * one address pattern the API, the server's mailer and the portal's forms check addresses against.
 * Plain TypeScript (no schema library) so the browser bundle may import it at runtime.
 */
export const MAIL_ERROR_CODES = [
  /** 429 with Retry-After: the caller (or the client) sent as many e-mails as the hour or the day allows. */
  'MAIL_RATE_LIMITED',
  /** 400: more recipients in one message than the server allows (its configuration). */
  'MAIL_TOO_MANY_RECIPIENTS',
] as const;
export type MailErrorCode = (typeof MAIL_ERROR_CODES)[number];

/**
 * One plain address, local@domain: no display name, quotes, comments, spaces, commas or control characters, so
 * nothing in it can start another header or another recipient. The domain has at least two labels of letters,
 * digits and inner hyphens. Each label is bounded, so matching stays linear on any input.
 */
export const MAIL_ADDRESS_PATTERN = "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
export const MAIL_ADDRESS_MAX_LENGTH = 254;

const MAIL_ADDRESS = new RegExp(MAIL_ADDRESS_PATTERN);

export const isMailAddress = (text: string): boolean => text.length <= MAIL_ADDRESS_MAX_LENGTH && MAIL_ADDRESS.test(text);
