import type { Document } from '@portico/contract/documents';

export interface LatestDocument {
  id: string;
  name: string;
  /** The folder holding it, where the documents area opens it. */
  folderId: string;
  createdDate: string;
  unread: boolean;
}

/** The firm's documents (uploaded by staff), unread first, then newest first; the first `limit` and the unread count. */
export function latestFirmDocuments(documents: readonly Document[], read: ReadonlySet<string>, limit: number) {
  const firm = documents
    .filter((d) => d.uploadedByStaff)
    .map((d): LatestDocument => ({ id: d.id, name: d.name, folderId: d.parent.id, createdDate: d.history.createdDate, unread: !read.has(d.id) }))
    .sort((a, b) => Number(b.unread) - Number(a.unread) || b.createdDate.localeCompare(a.createdDate));
  return { documents: firm.slice(0, limit), unread: firm.filter((d) => d.unread).length };
}
