import { HTTPError } from 'ky';
import { isErrorBody } from '@portico/contract/errors';
import { call, type HttpClient } from '@portico/plugin';
import { ENDPOINTS, type ManifestDocumentsQuery, type RegisterEventRequest } from './contract';

/** The manifest calls of the invoice-processing screen and the widget (contract.ts). */
export class ManifestApi {
  constructor(private readonly http: HttpClient) {}

  documents(query: ManifestDocumentsQuery) {
    return call(this.http, ENDPOINTS.getManifestDocuments, { query });
  }
  client(clientId: string) {
    return call(this.http, ENDPOINTS.getManifestClients, { query: { clientId } }).then((r) => r.items[0] ?? null);
  }
  events(accessKey: string) {
    return call(this.http, ENDPOINTS.getManifestEvents, { params: { accessKey } });
  }
  register(accessKey: string, body: RegisterEventRequest) {
    return call(this.http, ENDPOINTS.postManifestEvents, { params: { accessKey }, body });
  }
}

/** The API's stable error code of a failed call (the screen translates it), or a generic one. */
export async function errorCodeOf(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body: unknown = await error.response.clone().json();
      if (isErrorBody(body)) return body.code;
    } catch {
      // not a JSON error body
    }
  }
  return 'UNKNOWN';
}
