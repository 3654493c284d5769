import { sql, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '@portico/contract/common';

export interface PageRequest {
  startIndex?: number | undefined;
  itemsPerPage?: number | undefined;
}

export interface Page<Row> {
  rows: Row[];
  totalItems: number;
  startIndex: number;
  itemsPerPage: number;
}

/**
 * One page of a filtered query plus the total: `base` holds the joins and filters, `select` picks the
 * columns and the order (which must end on a unique column so pages never overlap).
 */
export async function pageOf<Q extends SelectQueryBuilder<any, any, any>, Row>(
  base: Q,
  page: PageRequest,
  select: (q: Q) => SelectQueryBuilder<any, any, Row>,
): Promise<Page<Row>> {
  const startIndex = page.startIndex ?? 0;
  const itemsPerPage = page.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    select(base).limit(itemsPerPage).offset(startIndex).execute(),
    (base as SelectQueryBuilder<any, any, any>).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalItems: Number((count as { n: number | string }).n), startIndex, itemsPerPage };
}

/** The response envelope of spec 001 §3 (items, totalItems) with the page it covers. */
export const pagedResponse = <Row, Item>(page: Page<Row>, map: (row: Row) => Item) => ({
  items: page.rows.map(map),
  totalItems: page.totalItems,
  startIndex: page.startIndex,
  itemsPerPage: page.itemsPerPage,
});

/** Escapes LIKE wildcards so a search for "50%" finds the text. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" on a text column, the same on SQLite and PostgreSQL. */
export const textContains = (column: string, term: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;

/** What a keyset cursor names: the sort key(s) of a page's last row and its id. */
export type CursorValue = string | number | null;

/** A keyset cursor: opaque to the caller (base64url of the values), decoded only by the list that made it. */
export const encodeCursor = (values: readonly CursorValue[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The values of a cursor of `length` values, or null when the text is not one (the list answers 400). */
export function decodeCursor(text: string, length: number): CursorValue[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const valid = Array.isArray(parsed) && parsed.length === length
    && parsed.every((v) => v === null || typeof v === 'string' || typeof v === 'number');
  return valid ? parsed as CursorValue[] : null;
}

/** One page of rows already in order and filtered in memory, with the same envelope as pageOf's. */
export function pageOfRows<Row>(rows: readonly Row[], page: PageRequest): Page<Row> {
  const startIndex = page.startIndex ?? 0;
  const itemsPerPage = page.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  return { rows: rows.slice(startIndex, startIndex + itemsPerPage), totalItems: rows.length, startIndex, itemsPerPage };
}
