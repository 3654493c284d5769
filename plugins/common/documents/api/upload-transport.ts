import { isErrorBody } from '@portico/contract/errors';
import { DocumentsApiError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error';

export interface SendFileOptions {
  url: string;
  /** The request's "file" parts: the client's area sends one a request, the firm's screen all it was given. */
  files: ReadonlyArray<Blob & { name: string }>;
  authorization: string | null;
  onProgress: (loaded: number) => void;
  /** Every answer's status, so the session rules of HttpClient apply to uploads too. */
  onResponse: (status: number) => void;
  signal: AbortSignal;
}

export class UploadAbortedError extends Error {
  override name = 'UploadAbortedError';
}

/**
 * One multipart request. XMLHttpRequest rather than fetch: its upload progress events work over
 * HTTP/1.1, where streamed fetch bodies (ky's onUploadProgress) are refused by Chromium.
 */
export function sendFiles<T>({ url, files, authorization, onProgress, onResponse, signal }: SendFileOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAbortedError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      onResponse(xhr.status);
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // an empty or non-JSON answer
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as T);
      else reject(new DocumentsApiError(isErrorBody(body) ? body.code : UNKNOWN_ERROR, xhr.status, undefined, body));
    };
    xhr.onerror = () => reject(new DocumentsApiError(NETWORK_ERROR, null));
    xhr.onabort = () => reject(new UploadAbortedError());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
}
