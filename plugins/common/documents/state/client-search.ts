import { useEffect, useMemo, useState } from 'react';
import type { DocumentSearchHit } from '@portico/contract/documents';
import { useClientInfiniteQuery } from '@portico/plugin';
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

const NO_HITS: DocumentSearchHit[] = [];

/** The text once typing has paused for `delayMs`; an empty text at once. */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (!text) {
      setSettled(text);
      return;
    }
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * Search over every folder of the client (the server's search), for `clientId` when the scope is the whole
 * client, through the client-scoped infinite query: results come page by page ("more results"), and an answer for
 * an earlier text, another language or another client is never shown (each is a key of its own).
 */
export function useClientSearch(api: DocumentsApi, clientId: string | null, text: string, locale: string, onFailed: () => void): ClientSearch {
  const q = text.trim();
  const active = Boolean(clientId && q);
  const settled = useSettled(q, SEARCH_DELAY_MS);
  const typing = settled !== q;
  const pages = useClientInfiniteQuery(
    ['common.documents', 'search', settled, locale],
    (id, offset, signal) => api.search(id, settled, offset, locale, undefined, signal),
    { clientId: active ? clientId : null, enabled: !typing, firstPage: 0, nextPage: (last) => last.nextOffset },
  );

  const failed = pages.status === 'failed';
  useEffect(() => {
    if (failed && active) onFailed();
  }, [failed]);

  const data = pages.status === 'loaded' ? pages.data : null;
  const hits = useMemo(() => (data ? data.flatMap((page) => page.hits) : NO_HITS), [data]);
  const last = data?.at(-1);
  const status: ClientSearch['status'] = !active ? 'idle'
    : typing || pages.status === 'loading' || pages.loadingMore ? 'loading'
      : failed ? 'failed' : pages.status === 'loaded' ? 'loaded' : 'loading';
  return { active, status, hits: active ? hits : NO_HITS, total: active ? last?.total ?? 0 : 0, nextOffset: active ? last?.nextOffset ?? null : null, loadMore: pages.loadMore };
}
