/** The browser key holding { clientId, folderId }: the folder /documents opened by default for that client. */
export const DEFAULT_FOLDER_KEY = 'portico.documents.defaultFolder';

/**
 * Remembers the folder the documents area opened by default (no folder in the address) for a client, so that
 * the next visit can ask for that folder's first page beside the folder list instead of after it: a round trip
 * less before the list shows. One client is kept, the last one; storage that refuses is only a lost head start.
 */
export function rememberDefaultFolder(clientId: string, folderId: string | null): void {
  try {
    if (folderId) localStorage.setItem(DEFAULT_FOLDER_KEY, JSON.stringify({ clientId, folderId }));
    else localStorage.removeItem(DEFAULT_FOLDER_KEY);
  } catch {
    // private mode or full storage: the next visit asks in order
  }
}

/** The folder last opened by default for this client, if it is the one remembered. */
export function rememberedDefaultFolder(clientId: string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DEFAULT_FOLDER_KEY) ?? 'null') as { clientId?: unknown; folderId?: unknown } | null;
    return stored?.clientId === clientId && typeof stored.folderId === 'string' ? stored.folderId : null;
  } catch {
    return null;
  }
}
