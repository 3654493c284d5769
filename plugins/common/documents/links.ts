/**
 * The portal path that lands on one document: its folder shown and the document opened (the viewer for a PDF or
 * an image, its details for any other type). For links inside the portal, which need no deep-link switch.
 */
export function documentPath(doc: { id: string; folderId: string }): string {
  return `/documents?${new URLSearchParams({ folder: doc.folderId, open: doc.id })}`;
}
