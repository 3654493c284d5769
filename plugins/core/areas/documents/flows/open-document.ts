import type { DocumentsApi } from '../api/documents-api';
import { isPreviewable } from '../model/document-view';

export type OpenResult =
  | { kind: 'preview'; objectUrl: string; mimeType: string }
  | { kind: 'download' };

/** Starts a download of a storage URL (it answers with Content-Disposition: attachment). */
export function triggerDownload(url: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Opens a document through a short-lived storage URL: PDFs and images are fetched and shown from a
 * blob URL (the storage answer is an attachment, which a frame would download), anything else downloads.
 * `mimeType` may be unknown (a deep link); then the answer's type decides.
 */
export async function openDocument(api: DocumentsApi, clientId: string, doc: { id: string; name: string; mimeType?: string }): Promise<OpenResult> {
  const { url } = await api.downloadUrl(clientId, doc.id);
  if (doc.mimeType && !isPreviewable(doc.mimeType)) {
    triggerDownload(url, doc.name);
    return { kind: 'download' };
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`storage answered ${response.status}`);
  const blob = await response.blob();
  const mimeType = doc.mimeType ?? blob.type;
  const objectUrl = URL.createObjectURL(new Blob([blob], { type: mimeType }));
  if (isPreviewable(mimeType)) return { kind: 'preview', objectUrl, mimeType };
  triggerDownload(objectUrl, doc.name);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return { kind: 'download' };
}
