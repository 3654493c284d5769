import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The history entry of an opened document, so closing it steps back instead of piling up entries. */
const OPENED_STATE = 'porticoDocumentOpened';

export interface DocumentsUrl {
  /** The open folder (`?folder=`), null for the default one. */
  folder: string | null;
  /** The opened document (`?open=`). */
  open: string | null;
  /** The deep link of ClientCenterDocumentDeepLink (`?doc=`), from outside the portal. */
  deepLink: string | null;
  openFolder(id: string | null, options?: { replace?: boolean }): void;
  openDocument(id: string, options?: { replace?: boolean }): void;
  closeDocument(): void;
}

/**
 * The documents area's place in the URL: reload, Back, Forward and bookmarks keep the folder and the opened
 * document. Opening a folder or a document adds a history entry; closing a document opened here goes back.
 */
export function useDocumentsUrl(): DocumentsUrl {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const folder = params.get('folder');
  const open = params.get('open');

  const go = useCallback((next: { folder?: string | null; open?: string | null }, options: { replace?: boolean; opened?: boolean } = {}) => {
    const query = new URLSearchParams();
    const nextFolder = next.folder === undefined ? folder : next.folder;
    if (nextFolder) query.set('folder', nextFolder);
    if (next.open) query.set('open', next.open);
    const text = query.toString();
    navigate(text ? `?${text}` : '', { replace: options.replace, state: options.opened ? { [OPENED_STATE]: next.open } : null });
  }, [folder, navigate]);

  const deepLink = params.get('doc');
  // One object per URL: effects may depend on it.
  return useMemo<DocumentsUrl>(() => ({
    folder,
    open,
    deepLink,
    openFolder: (id, options) => go({ folder: id, open: null }, { replace: options?.replace }),
    openDocument: (id, options) => go({ open: id }, { replace: options?.replace, opened: !options?.replace }),
    closeDocument: () => {
      const state = typeof window === 'undefined' ? null : (window.history.state as Record<string, unknown> | null);
      if (open && state?.[OPENED_STATE] === open) window.history.back();
      else go({ open: null }, { replace: true });
    },
  }), [folder, open, deepLink, go]);
}
