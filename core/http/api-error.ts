import { HTTPError } from 'ky';
import { isErrorBody } from '@portico/contract/errors';

/** The API's machine code of a failed call (its JSON error body), or null when the failure carried none. */
export async function apiErrorCode(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body: unknown = await error.response.clone().json();
    return isErrorBody(body) ? body.code : null;
  } catch {
    return null;
  }
}
