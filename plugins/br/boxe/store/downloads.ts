import type { HttpClient } from '@portico/plugin';
import { attachmentName, saveFile, saveResponse } from '@portico/toolkit/files';

const PROGRESS_INTERVAL_MS = 150;

const relative = (path: string) => (path.startsWith('/') ? path.slice(1) : path);

/** Downloads one file through the authorised client (the session token is a header, so a plain link cannot). */
export async function downloadFile(http: HttpClient, path: string, fallbackName: string): Promise<void> {
  await saveResponse(await http.api.get(relative(path), { timeout: false }), fallbackName);
}

export interface StreamProgress {
  received: number;
  /** The server's estimate of the whole answer, or null when it gave none. */
  estimated: number | null;
}

/**
 * Downloads a streamed answer (a ZIP built while it is sent, so it has no Content-Length), reporting the bytes
 * received against the size the server announced in `estimateHeader`. An abort signal cancels it.
 */
export async function downloadStream(
  http: HttpClient,
  path: string,
  options: { searchParams: URLSearchParams; estimateHeader: string; fallbackName: string; signal: AbortSignal; onProgress: (p: StreamProgress) => void },
): Promise<void> {
  const response = await http.api.get(relative(path), { searchParams: options.searchParams, timeout: false, signal: options.signal });
  const estimate = Number(response.headers.get(options.estimateHeader));
  const estimated = Number.isFinite(estimate) && estimate > 0 ? estimate : null;
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let reported = 0;
  options.onProgress({ received, estimated });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    // A few updates a second are enough for a progress bar; one per chunk would re-render thousands of times.
    if (performance.now() - reported > PROGRESS_INTERVAL_MS) {
      reported = performance.now();
      options.onProgress({ received, estimated });
    }
  }
  options.onProgress({ received, estimated });
  const name = attachmentName(response.headers.get('content-disposition')) ?? options.fallbackName;
  saveFile(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }), name);
}
