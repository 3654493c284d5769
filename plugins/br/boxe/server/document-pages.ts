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
 * cursor of the next. By cursor it seeks: first the rest of the cursor row's ties (`= value, id >`), then the
 * rows beyond its value, then (where the database puts them after) the nulls, each an index range read only as
 * far as the page needs. By offset it walks the sort's index from the start, or, given the set's checkpoints
 * (readCheckpoints), seeks the one before the offset and walks fewer than CHECKPOINT_SPACING rows from there.
 */
export async function pageIds(db: BoxeDb, base: ReturnType<typeof filteredDocuments>, page: PageRequest, checkpoints?: Checkpoints): Promise<PageIds> {
  const mark = !page.cursor && checkpoints ? Math.min(Math.floor(page.offset / CHECKPOINT_SPACING), checkpoints.cursors.length) : 0;
  const from = page.cursor ?? (mark > 0 ? checkpoints!.cursors[mark - 1] : undefined);
  const rows = from === undefined
    ? await ordered(base, page).limit(page.limit + 1).offset(page.offset).execute()
    : await seek(db, base, page, cursorRow(from, page.sort, page.direction), page.cursor ? 0 : page.offset - mark * CHECKPOINT_SPACING);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    ids: items.map((r) => r.id),
    nextCursor: rows.length > page.limit && last ? encodeCursor([page.sort, page.direction, last.k, last.id]) : null,
  };
}

type Ordered = Array<{ id: string; k: SortValue }>;

const orderOf = (page: Pick<PageRequest, 'direction'>) => (page.direction === 'desc' ? sql`desc` : sql`asc`);

function ordered(q: ReturnType<typeof filteredDocuments>, page: Pick<PageRequest, 'sort' | 'direction'>) {
  const column = SORT_EXPRESSIONS[page.sort];
  return q.select(['d.id', sql<SortValue>`${column}`.as('k')]).orderBy(sql`${column} ${orderOf(page)}`).orderBy('d.id');
}

/** page.limit + 1 rows after the cursor's row, `skip` rows past it: each segment skipped is counted as far as `skip` reaches. */
async function seek(db: BoxeDb, base: ReturnType<typeof filteredDocuments>, page: PageRequest, { value, id }: { value: SortValue; id: string }, skip: number): Promise<Ordered> {
  const column = SORT_EXPRESSIONS[page.sort];
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
  const wanted = page.limit + 1;
  const rows: Ordered = [];
  let left = skip;
  for (const segment of segments) {
    if (rows.length >= wanted) break;
    if (left > 0) {
      const { n } = await db.selectFrom(segment.select('d.id').limit(left).as('s')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(n) < left) {
        left -= Number(n);
        continue;
      }
    }
    rows.push(...await ordered(segment, page).limit(wanted - rows.length).offset(left).execute());
    left = 0;
  }
  return rows;
}

/**
 * Rows between two checkpoints: a deep page by offset walks fewer than this many index entries, twice (counted, then
 * skipped). 250 keeps 400 cursors for a 100,000-document set, where 1,000 made a deep page walk 500 entries on
 * average, about 0.3 ms of its SQL on SQLite.
 */
export const CHECKPOINT_SPACING = 250;

/** The cursors of rows CHECKPOINT_SPACING, 2 × CHECKPOINT_SPACING, … of an ordered set. */
export interface Checkpoints { cursors: string[] }

/** One walk of the whole ordered set (on the sort's index), keeping every CHECKPOINT_SPACING-th row. */
export async function readCheckpoints(db: BoxeDb, base: ReturnType<typeof filteredDocuments>, page: Pick<PageRequest, 'sort' | 'direction'>): Promise<Checkpoints> {
  const column = SORT_EXPRESSIONS[page.sort];
  const numbered = base.select(['d.id', sql<SortValue>`${column}`.as('k'), sql<number>`row_number() over (order by ${column} ${orderOf(page)}, d.id)`.as('n')]);
  const rows = await db.selectFrom(numbered.as('r')).select(['r.id', 'r.k']).where(sql<boolean>`r.n % ${CHECKPOINT_SPACING} = 0`).orderBy('r.n').execute();
  return { cursors: rows.map((r) => encodeCursor([page.sort, page.direction, r.k, r.id])) };
}
