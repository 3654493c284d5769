import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { decodeCursor, encodeCursor, featureErrors, type CursorValue } from '@portico/plugin-server';
import { BOXE_ERROR_CODES, type BoxeSort } from '../contract';
import { filteredDocuments } from './queries';
import type { BoxeDb } from './tables';

const errors = featureErrors(BOXE_ERROR_CODES);

/** Sort columns by name; number and series sort numerically (they are digits kept as text). Each has its two indexes (migration 0410). */
const SORT_EXPRESSIONS: Record<BoxeSort, RawBuilder<unknown>> = {
  issuedAt: sql`d.issued_at`, accessKey: sql`d.access_key`, emitterName: sql`d.emitter_name`, emitterCnpj: sql`d.emitter_cnpj`,
  recipientName: sql`d.recipient_name`, amountCents: sql`d.amount_cents`, status: sql`d.status`, model: sql`d.model`,
  number: sql`cast(d.number as integer)`, series: sql`cast(d.series as integer)`,
};
const NULLABLE_SORTS: ReadonlySet<BoxeSort> = new Set(['accessKey', 'recipientName']);

type SortValue = CursorValue;
export interface PageRequest { sort: BoxeSort; direction: 'asc' | 'desc'; limit: number; offset: number; cursor?: string | undefined }
export interface PageIds { ids: string[]; nextCursor: string | null }

/** A cursor names its sort and direction, so one handed out for another order is refused rather than misread. */
function cursorRow(text: string, sort: BoxeSort, direction: 'asc' | 'desc'): { value: SortValue; id: string } {
  const [s, d, value, id] = decodeCursor(text, 4) ?? [];
  if (s !== sort || d !== direction || typeof id !== 'string' || value === undefined) {
    throw errors.badRequest('BOXE_CURSOR_INVALID', 'The cursor is not one of this sort and direction');
  }
  return { value, id };
}

/**
 * The ids of one page of a store's filtered documents in the list's order (`<sort> <direction>, id`), and the
 * cursor of the next. By offset it walks the sort's index from the start; by cursor it seeks: first the rest of
 * the cursor row's ties (`= value, id >`), then the rows beyond its value, then (where the database puts them
 * after) the nulls, each an index range read only as far as the page needs.
 */
export async function pageIds(db: BoxeDb, base: ReturnType<typeof filteredDocuments>, page: PageRequest): Promise<PageIds> {
  const column = SORT_EXPRESSIONS[page.sort];
  const order = page.direction === 'desc' ? sql`desc` : sql`asc`;
  const wanted = page.limit + 1;
  const ordered = (q: typeof base) => q.select(['d.id', sql<SortValue>`${column}`.as('k')]).orderBy(sql`${column} ${order}`).orderBy('d.id');
  const rows: Array<{ id: string; k: SortValue }> = [];
  if (!page.cursor) {
    rows.push(...await ordered(base).limit(wanted).offset(page.offset).execute());
  } else {
    const { value, id } = cursorRow(page.cursor, page.sort, page.direction);
    // PostgreSQL puts nulls last ascending and first descending, SQLite the other way round.
    const nullsFirst = (db.getExecutor().adapter instanceof PostgresAdapter) === (page.direction === 'desc');
    const nullable = NULLABLE_SORTS.has(page.sort);
    const beyond = page.direction === 'desc' ? sql`<` : sql`>`;
    const segments = value === null
      ? [base.where(sql<boolean>`${column} is null`).where('d.id', '>', id), ...(nullsFirst ? [base.where(sql<boolean>`${column} is not null`)] : [])]
      : [
        base.where(sql<boolean>`${column} = ${value}`).where('d.id', '>', id),
        base.where(sql<boolean>`${column} ${beyond} ${value}`),
        ...(nullable && !nullsFirst ? [base.where(sql<boolean>`${column} is null`)] : []),
      ];
    for (const segment of segments) {
      if (rows.length >= wanted) break;
      rows.push(...await ordered(segment).limit(wanted - rows.length).execute());
    }
  }
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    ids: items.map((r) => r.id),
    nextCursor: rows.length > page.limit && last ? encodeCursor([page.sort, page.direction, last.k, last.id]) : null,
  };
}
