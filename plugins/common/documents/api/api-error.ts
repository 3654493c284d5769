import { HTTPError } from 'ky';
import { isErrorBody } from '@portico/contract/errors';

/** Codes of failures that never reached the API's error body. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const UNKNOWN_ERROR = 'INTERNAL_ERROR';

/** A failure with the API's stable machine code, so the UI can translate it. */
export class DocumentsApiError extends Error {
  override name = 'DocumentsApiError';
  /** `body` is the whole error answer, for codes whose body says more (an upload's refused files). */
  constructor(readonly code: string, readonly status: number | null, message = code, readonly body?: unknown) {
    super(message);
  }
}

/** The machine code of any failure of a documents call. */
export async function errorCodeOf(error: unknown): Promise<string> {
  if (error instanceof DocumentsApiError) return error.code;
  if (error instanceof HTTPError) {
    try {
      const body: unknown = await error.response.clone().json();
      if (isErrorBody(body)) return body.code;
    } catch {
      // not a JSON error body
    }
    return UNKNOWN_ERROR;
  }
  return error instanceof TypeError ? NETWORK_ERROR : UNKNOWN_ERROR;
}
