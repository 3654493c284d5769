import { attachmentName, OBJECT_URL_LIFETIME_MS, triggerDownload } from '@portico/toolkit/files';
import type { DocumentsApi } from '../api/documents-api';
import { isPreviewable } from '../model/document-view';

export type OpenResult =
  | { kind: 'preview'; objectUrl: string; blob: Blob; mimeType: string; name: string }
  | { kind: 'download' };

/**
 * Opens a document through a short-lived storage URL: PDFs and images are fetched and shown from a
 * blob URL (the storage answer is an attachment, which a frame would download), anything else downloads.
 * `mimeType` may be unknown (a deep link); then the answer's type decides.
 */
export async function openDocument(api: DocumentsApi, clientId: string, doc: { id: string; name?: string; mimeType?: string }): Promise<OpenResult> {
  const { url } = await api.downloadUrl(clientId, doc.id);
  if (doc.mimeType && doc.name && !isPreviewable(doc.mimeType)) {
    triggerDownload(url, doc.name);
    return { kind: 'download' };
  }
  // Shown in the portal, not saved: the firm's opening is recorded as a view in the client's trail.
  const response = await fetch(doc.mimeType && isPreviewable(doc.mimeType) ? `${url}&purpose=view` : url);
  if (!response.ok) throw new Error(`storage answered ${response.status}`);
  const blob = await response.blob();
  const mimeType = doc.mimeType ?? blob.type;
  const name = doc.name ?? attachmentName(response.headers.get('content-disposition')) ?? doc.id;
  const typed = new Blob([blob], { type: mimeType });
  const objectUrl = URL.createObjectURL(typed);
  if (isPreviewable(mimeType)) return { kind: 'preview', objectUrl, blob: typed, mimeType, name };
  triggerDownload(objectUrl, name);
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
  return { kind: 'download' };
}
