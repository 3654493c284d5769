/**
 * Handing files to the browser as downloads. The portal fetches most files itself (the session's token travels
 * in a header, so a plain link cannot carry it) and then saves the bytes under their name.
 */

/** Starts the browser's download of `url` (a storage link or an object URL) under `fileName`. */
export function triggerDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** How long an object URL outlives its click: some browsers read it after click() returns. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves fetched bytes as a download under their name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  triggerDownload(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* first, then filename), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed escape: the plain parameter, if any, names it
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Saves a fetched answer as a download under the name its Content-Disposition gives, else `fallbackName`. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition')) ?? fallbackName);
}
