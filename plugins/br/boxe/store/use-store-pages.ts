import { useCallback, useMemo, useRef, useState } from 'react';
import { call, useClientPageQueries, type HttpClient } from '@portico/plugin';
import { ENDPOINTS, type BoxeDocument, type BoxeDocumentPage, type BoxeFilters, type BoxeKind, type BoxeSort } from '../contract';

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

/** A page read stays fresh this long: a page scrolled past and back, or one loaded for grouping, is not asked again. */
const PAGE_FRESH_MS = 30_000;

/** The same array as the last render's while its items are the same objects. */
function useSameItems<T>(items: T[]): T[] {
  const last = useRef(items);
  if (last.current.length !== items.length || items.some((item, i) => item !== last.current[i])) last.current = items;
  return last.current;
}

const pagesIn = (start: number, stop: number) =>
  Array.from({ length: Math.floor(stop / STORE_PAGE_SIZE) - Math.floor(start / STORE_PAGE_SIZE) + 1 }, (_, i) => Math.floor(start / STORE_PAGE_SIZE) + i);

/**
 * One store's documents for a query, read a page at a time as lines come into view, each page a client-scoped
 * query of its own (['client', clientId, 'br.boxe', 'documents', kind, query, page]): `rows` has one slot per
 * document of the filtered set (undefined until its page arrives). A new query or client starts over, and an
 * answer to the old one is never shown.
 */
export function useStorePages(http: HttpClient, clientId: string | null, kind: BoxeKind, query: StoreQuery) {
  const queryKey = JSON.stringify(query);
  const key = ['br.boxe', 'documents', kind, queryKey];
  // The pages asked for, for the key they were asked under: a new key starts from its first page.
  const [asked, setAsked] = useState<{ key: string; pages: number[] }>({ key: '', pages: [0] });
  const keyId = `${clientId}|${kind}|${queryKey}`;
  const pages = asked.key === keyId ? asked.pages : [0];
  // Each answered page's nextCursor, by "client|kind|query#page": the page after it is asked by keyset (a seek on the
  // server's index however deep); a page reached by a jump, with the one before it not read, is asked by offset.
  const cursors = useRef(new Map<string, string | null>());
  const reads = useClientPageQueries<BoxeDocumentPage>(key, pages, async (id, page, signal) => {
    const cursor = cursors.current.get(`${id}|${kind}|${queryKey}#${page - 1}`) ?? undefined;
    const answer = await call(http, ENDPOINTS.getBoxeDocuments, {
      params: { clientId: id, kind },
      query: { ...query.filters, sort: query.sort, direction: query.direction, startIndex: page * STORE_PAGE_SIZE, itemsPerPage: STORE_PAGE_SIZE, cursor },
    }, { signal });
    cursors.current.set(`${id}|${kind}|${queryKey}#${page}`, answer.nextCursor);
    return answer;
  }, { clientId, staleTime: PAGE_FRESH_MS });

  const answers = useSameItems(reads.states.map((s) => (s.status === 'loaded' ? s.data : undefined)));
  const first = reads.states[0]!;
  const state = useMemo<StoreState>(() => {
    if (first.status === 'failed') return { status: 'failed' };
    const head = answers[0];
    if (!head) return { status: 'loading' };
    const rows = Array.from<BoxeDocument | undefined>({ length: head.totalItems });
    for (const answer of answers) answer?.items.forEach((doc, i) => { if (answer.startIndex + i < rows.length) rows[answer.startIndex + i] = doc; });
    return { status: 'ready', total: head.totalItems, totalAmountCents: head.totalAmountCents, rows };
  }, [first.status, answers]);

  // The callbacks read the pages as they are now, so they stay the same functions while the key does.
  const total = state.status === 'ready' ? state.total : 0;
  const now = useRef({ states: reads.states, pages, total });
  now.current = { states: reads.states, pages, total };
  const statusOf = (page: number) => now.current.states[now.current.pages.indexOf(page)]?.status;
  const ask = useCallback((wanted: number[]) => setAsked((current) => {
    const base = current.key === keyId ? current.pages : [0];
    const added = wanted.filter((p) => !base.includes(p));
    return added.length ? { key: keyId, pages: [...base, ...added] } : current.key === keyId ? current : { key: keyId, pages: base };
  }), [keyId]);

  const { fetch } = reads;
  /** Asks for the pages holding lines start..stop; a page that failed is asked for again. */
  const ensureRange = useCallback((start: number, stop: number) => {
    const wanted = pagesIn(start, stop).filter((p) => p * STORE_PAGE_SIZE < now.current.total);
    const failed = wanted.filter((p) => statusOf(p) === 'failed');
    ask(wanted);
    for (const page of failed) void fetch(page).catch(() => undefined);
  }, [ask, fetch]);

  /** Loads every page of the set, one after another (grouping needs all rows); resolves when they are in. */
  const loadAll = useCallback(async () => {
    const count = Math.ceil(now.current.total / STORE_PAGE_SIZE);
    const missing = Array.from({ length: count }, (_, p) => p).filter((p) => statusOf(p) !== 'loaded');
    for (const page of missing) {
      ask([page]);
      await fetch(page).catch(() => undefined);
    }
  }, [ask, fetch]);

  const reload = useCallback(() => {
    setAsked({ key: keyId, pages: [0] });
    // The store changed: a cursor handed out before would still seek right, but to rows now at other indexes.
    cursors.current.clear();
    reads.reset();
  }, [keyId, reads.reset]);

  return useMemo(() => ({ state, ensureRange, loadAll, reload }), [state, ensureRange, loadAll, reload]);
}
