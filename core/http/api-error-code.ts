import { HTTPError } from 'ky';
import { isErrorBody } from '@portico/contract/errors';

/** The API's stable error code of a failed call, for the screen to translate; undefined when its answer had none. */
export async function apiErrorCode(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    const body: unknown = await error.response.clone().json();
    return isErrorBody(body) ? body.code : undefined;
  } catch {
    return undefined; // not a JSON error body
  }
}
