import { useEffect, useState } from 'react';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import type { ClientsStore } from '../../clients/clients-store';
import { CLIENT_PAGE_SIZE } from '../../clients/clients-store';
import type { ClientListResponse } from '@portico/contract/clients';
import { useRemoteQuery } from '../../query/remote-query';
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
  const alerts = useKernel().get(TOKENS.Alerts);

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

  // Each term and page is a query of its own: an answer to an earlier one is never shown as this one's.
  const read = useRemoteQuery(['core.clients', 'page', query.term, query.pageNum], () => store.page(query.term, query.pageNum, CLIENT_PAGE_SIZE));
  // The last page answered stays shown while the next one loads, or when it fails.
  const [result, setResult] = useState<{ page: ClientListResponse; term: string } | null>(null);
  const answered = read.status === 'loaded' ? read.data : null;
  useEffect(() => {
    if (answered) setResult({ page: answered, term: query.term });
  }, [answered]);
  // Raised once per failed read (the cache's retries of a 5xx are one read).
  const failed = read.status === 'failed';
  useEffect(() => {
    if (failed) alerts.raise('clientListSearchError');
  }, [failed, alerts]);
  const loading = read.status === 'loading' || (answered !== null && result?.page !== answered);

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
