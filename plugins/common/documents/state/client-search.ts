import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentSearchHit } from '@portico/contract/documents';
import type { DocumentsApi } from '../api/documents-api';

/** Typing settles before the server is asked. */
const SEARCH_DELAY_MS = 250;

export interface ClientSearch {
  /** A whole-client search is shown instead of the folder. */
  active: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  hits: DocumentSearchHit[];
  total: number;
  nextOffset: number | null;
  loadMore: () => void;
}

/**
 * Search over every folder of the client (the server's search), for `clientId` when the scope is the whole
 * client. A late answer for an earlier text is dropped; results come page by page ("more results").
 */
type SearchState = Omit<ClientSearch, 'active' | 'loadMore'>;
const IDLE: SearchState = { status: 'idle', hits: [], total: 0, nextOffset: null };

export function useClientSearch(api: DocumentsApi, clientId: string | null, text: string, locale: string, onFailed: () => void): ClientSearch {
  const q = text.trim();
  const active = Boolean(clientId && q);
  const [state, setState] = useState<SearchState>(IDLE);
  const generation = useRef(0);

  const fetchPage = useCallback((offset: number) => {
    if (!clientId || !q) return;
    const current = ++generation.current;
    setState((s) => ({ ...s, status: 'loading' }));
    api.search(clientId, q, offset, locale).then((page) => {
      if (current !== generation.current) return;
      setState((s) => ({
        status: 'loaded', hits: offset === 0 ? page.hits : [...s.hits, ...page.hits], total: page.total, nextOffset: page.nextOffset,
      }));
    }, () => {
      if (current !== generation.current) return;
      setState((s) => ({ ...s, status: 'failed' }));
      onFailed();
    });
  }, [api, clientId, q, locale, onFailed]);

  useEffect(() => {
    generation.current += 1;
    // Idle stays the same object, so the area's first load does not render again for it.
    setState(active ? { ...IDLE, status: 'loading' } : IDLE);
    if (!active) return;
    const timer = setTimeout(() => fetchPage(0), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, fetchPage]);

  return { active, ...state, loadMore: () => state.nextOffset !== null && fetchPage(state.nextOffset) };
}
