import { useCallback, useEffect, useRef, useState } from 'react';
import { buildQuery, type HttpClient } from '@portico/plugin';
import { fillPath } from '@portico/contract/api-paths';
import { BOXE_API, type BoxeDocument, type BoxeDocumentPage, type BoxeFilters, type BoxeKind, type BoxeSort } from '../contract';

/** Documents per request: a screenful and a half of rows, so a fast scroll needs few calls. */
export const STORE_PAGE_SIZE = 100;

export interface StoreQuery {
  filters: BoxeFilters;
  sort: BoxeSort;
  direction: 'asc' | 'desc';
}

export type StoreState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; total: number; totalAmountCents: number; rows: ReadonlyArray<BoxeDocument | undefined> };

/**
 * One store's documents for a query, fetched a page at a time as lines come into view: `rows` has one slot per
 * document of the filtered set (undefined until its page arrives). A new query starts over and drops answers
 * to the old one.
 */
export function useStorePages(http: HttpClient, clientId: string | null, kind: BoxeKind, query: StoreQuery) {
  const [state, setState] = useState<StoreState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const requested = useRef(new Set<number>());
  const rows = useRef<Array<BoxeDocument | undefined>>([]);
  const queryKey = JSON.stringify(query);

  const fetchPage = useCallback(async (page: number, gen: number) => {
    if (!clientId) return;
    requested.current.add(page);
    const params = buildQuery({ ...query.filters, sort: query.sort, direction: query.direction, startIndex: page * STORE_PAGE_SIZE, itemsPerPage: STORE_PAGE_SIZE });
    try {
      const answer = await http.get<BoxeDocumentPage>(fillPath(BOXE_API.boxeDocuments, { clientId, kind }), { searchParams: params });
      if (gen !== generation.current) return;
      if (rows.current.length !== answer.totalItems) rows.current = Array.from({ length: answer.totalItems }, (_, i) => rows.current[i]);
      answer.items.forEach((doc, i) => (rows.current[answer.startIndex + i] = doc));
      setState({ status: 'ready', total: answer.totalItems, totalAmountCents: answer.totalAmountCents, rows: [...rows.current] });
    } catch {
      if (gen !== generation.current) return;
      requested.current.delete(page);
      if (page === 0) setState({ status: 'failed' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is compared by its key
  }, [http, clientId, kind, queryKey]);

  useEffect(() => {
    generation.current += 1;
    requested.current = new Set();
    rows.current = [];
    setState({ status: 'loading' });
    void fetchPage(0, generation.current);
  }, [fetchPage, attempt]);

  /** Fetches the pages holding lines start..stop that were not asked for yet. */
  const ensureRange = useCallback((start: number, stop: number) => {
    for (let page = Math.floor(start / STORE_PAGE_SIZE); page <= Math.floor(stop / STORE_PAGE_SIZE); page++) {
      if (page * STORE_PAGE_SIZE < rows.current.length && !requested.current.has(page)) void fetchPage(page, generation.current);
    }
  }, [fetchPage]);

  /** Loads every page of the set (grouping needs all rows); resolves when they are in. */
  const loadAll = useCallback(async () => {
    const gen = generation.current;
    const pages = Math.ceil(rows.current.length / STORE_PAGE_SIZE);
    const missing = Array.from({ length: pages }, (_, p) => p).filter((p) => rows.current.slice(p * STORE_PAGE_SIZE, (p + 1) * STORE_PAGE_SIZE).some((r) => !r));
    for (const page of missing) await fetchPage(page, gen);
  }, [fetchPage]);

  return { state, ensureRange, loadAll, reload: () => setAttempt((n) => n + 1) };
}
