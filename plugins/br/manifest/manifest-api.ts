import { HTTPError } from 'ky';
import { fillPath } from '@portico/contract/api-paths';
import { isErrorBody } from '@portico/contract/errors';
import { type HttpClient, withQuery } from '@portico/plugin';
import {
  MANIFEST_API, type ManifestClientList, type ManifestDocumentPage, type ManifestDocumentsQuery, type ManifestEventList,
  type RegisterEventRequest, type RegisterEventResponse,
} from './contract';

/** The manifest calls of the invoice-processing screen and the widget (contract.ts). */
export class ManifestApi {
  constructor(private readonly http: HttpClient) {}

  documents(query: ManifestDocumentsQuery) {
    return this.http.get<ManifestDocumentPage>(withQuery(MANIFEST_API.manifestDocuments, query));
  }
  client(clientId: string) {
    return this.http.get<ManifestClientList>(withQuery(MANIFEST_API.manifestClients, { clientId })).then((r) => r.items[0] ?? null);
  }
  events(accessKey: string) {
    return this.http.get<ManifestEventList>(fillPath(MANIFEST_API.manifestEvents, { accessKey }));
  }
  register(accessKey: string, body: RegisterEventRequest) {
    return this.http.post<RegisterEventResponse>(fillPath(MANIFEST_API.manifestEvents, { accessKey }), body);
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
