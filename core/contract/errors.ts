/**
 * Error body of every API failure and the stable machine codes the portal translates.
 * Plain TypeScript (no schema library) so the browser bundle may import it at runtime.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'PREVIEW_READ_ONLY',
  'STAFF_ONLY',
  'ADMIN_ONLY',
  'FIRM_ADMIN_ONLY',
  'API_KEY_INVALID',
  'API_KEY_NOT_ALLOWED',
  'API_KEY_SCOPE',
  'API_KEY_LIMIT',
  'API_KEY_NOT_FOUND',
  'NOT_FOUND',
  'CLIENT_NOT_FOUND',
  'DOCUMENT_NOT_FOUND',
  'CONTAINER_NOT_FOUND',
  'CONTACT_NOT_FOUND',
  'COMPANY_NOT_FOUND',
  'USER_NOT_FOUND',
  'JOB_NOT_FOUND',
  'FLAG_NOT_FOUND',
  'FOLDER_CREATE_FORBIDDEN',
  'FOLDER_NAME_TAKEN',
  'FOLDER_NAME_INVALID',
  'FOLDER_NOT_EMPTY',
  'FOLDER_CHANGE_FORBIDDEN',
  'DOCUMENT_NAME_TAKEN',
  'DOCUMENT_REPLACE_FORBIDDEN',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_CONTENT_MISMATCH',
  'FILE_NAME_INVALID',
  'FILE_CONTENT_UNSAFE',
  'EMPTY_FILE',
  'TOO_MANY_FILES',
  'QUOTA_EXCEEDED',
  'NO_FILES',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'MULTIPART_MALFORMED',
  'REQUEST_TIMEOUT',
  'LANGUAGE_NOT_SUPPORTED',
  'TERMS_VERSION_OUTDATED',
  'SHARE_LINK_EXPIRED',
  'RATE_LIMITED',
  'MFA_AUTHENTICATION_REQUIRED',
  'FIRM_LOCKED_OUT',
  'INVALID_CREDENTIALS',
  /** Too many failed sign-ins from one network (source address, IPv6 /64) over all accounts: password spraying. */
  'SIGN_IN_SOURCE_THROTTLED',
  'SIGN_IN_STATE_INVALID',
  'SIGN_IN_CODE_INVALID',
  'IDENTITY_PROVIDER_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorReason {
  reason: string;
}

export interface ErrorBody {
  code: ErrorCode | (string & {});
  message: string;
  errors?: ErrorReason[];
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null
    && typeof (value as ErrorBody).code === 'string' && typeof (value as ErrorBody).message === 'string';
}
