import { useEffect, useRef, useState } from 'react';
import type { ClientsStore } from '../../clients/clients-store';
import { CLIENT_PAGE_SIZE } from '../../clients/clients-store';
import type { ClientListResponse } from '@portico/contract/clients';
import { CLIENT_SEARCH_DEBOUNCE_MS } from './client-label';

export interface ClientPages {
  text: string;
  setText: (text: string) => void;
  pageNum: number;
  setPageNum: (page: number) => void;
  result: ClientListResponse | null;
  /** The search term `result` answers (the typed text runs ahead of it while the debounce waits). */
  resultTerm: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The modal's search and paging: typing waits `debounceMs` and goes back to page 1; an answer that
 * arrives after a newer request started is dropped.
 */
export function useClientPages(store: ClientsStore, debounceMs = CLIENT_SEARCH_DEBOUNCE_MS): ClientPages {
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ term: '', pageNum: 1 });
  const [result, setResult] = useState<{ page: ClientListResponse; term: string } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    if (text === query.term) return;
    if (debounceMs <= 0) {
      setQuery({ term: text, pageNum: 1 });
      return;
    }
    const timer = setTimeout(() => setQuery({ term: text, pageNum: 1 }), debounceMs);
    return () => clearTimeout(timer);
    // Only the typed text restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, debounceMs]);

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    store.page(query.term, query.pageNum, CLIENT_PAGE_SIZE).then(
      (page) => {
        if (request !== latest.current) return;
        setResult({ page, term: query.term });
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (request !== latest.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, [store, query]);

  return {
    text,
    setText,
    pageNum: query.pageNum,
    setPageNum: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
    result: result?.page ?? null,
    resultTerm: result?.term ?? '',
    loading,
    failed,
  };
}
