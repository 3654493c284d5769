import { PostgresAdapter, sql } from 'kysely';
import { notFound, preparedQuery } from '@portico/plugin-server';
import { toContainer, toDocument, type ContainerRow } from './mappers';
import type { Container, Document, DocumentPage, DocumentSearchPage } from '@portico/contract/documents';
import { compareNames, foldForSearch } from '../model/name-order';
import { nameCollation } from './name-collation';
import type { DocumentsDb } from './tables';

/** Containers of one client with a hasFiles flag (live documents only). */
export function containersQuery(db: DocumentsDb, clientId: string) {
  return db.selectFrom('containers as c')
    .selectAll('c')
    .select((eb) => eb.exists(
      eb.selectFrom('documents as d').select('d.id').whereRef('d.containerId', '=', 'c.id').where('d.deletedAt', 'is', null),
    ).as('hasFiles'))
    .where('c.clientId', '=', clientId);
}

/**
 * A client's containers in the name order of `locale` (model/name-order.ts), the order the folder tree shows
 * siblings in: the browser keeps it rather than build a collator on its first load.
 */
export async function listContainers(db: DocumentsDb, clientId: string, filter: 'all' | 'roots', locale?: string): Promise<Container[]> {
  let q = containersQuery(db, clientId);
  if (filter === 'roots') q = q.where('c.parentId', 'is', null);
  const rows = await q.execute();
  return sortByName(rows.map((r) => toContainer(r as ContainerRow)), locale);
}

export async function getContainer(db: DocumentsDb, clientId: string, containerId: string): Promise<Container> {
  const row = await containersQuery(db, clientId).where('c.id', '=', containerId).executeTakeFirst();
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return toContainer(row as ContainerRow);
}

/** The container's list version (see page-cache.ts), from one indexed row: the documents list's hot path. */
// Read by every documents page, cached or not: built once.
const listVersionOf = preparedQuery((db: DocumentsDb, containerId: string, clientId: string) => db.selectFrom('containers').select('listVersion')
  .where('id', '=', containerId).where('clientId', '=', clientId));

export async function containerListVersion(db: DocumentsDb, clientId: string, containerId: string): Promise<number> {
  const [row] = await listVersionOf(db, containerId, clientId);
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return row.listVersion;
}

/** Every container below one, breadth-first, depth-limited so a corrupt cycle cannot loop. */
export async function listDescendants(db: DocumentsDb, clientId: string, containerId: string, locale?: string): Promise<Container[]> {
  await getContainer(db, clientId, containerId);
  const all = await listContainers(db, clientId, 'all', locale);
  const byParent = new Map<string, Container[]>();
  for (const c of all) if (c.parent) byParent.set(c.parent.id, [...(byParent.get(c.parent.id) ?? []), c]);
  const result: Container[] = [];
  let level = [containerId];
  for (let depth = 0; level.length && depth < 64; depth++) {
    const next = level.flatMap((id) => byParent.get(id) ?? []);
    result.push(...next);
    level = next.map((c) => c.id);
  }
  return result;
}

/** Columns a listing needs; hashes, blob ids and uploader stay out of the hot path. */
const LISTED = ['id', 'name', 'containerId', 'size', 'mimeType', 'uploadedByStaff', 'createdAt', 'modifiedAt'] as const;

/**
 * One page of live documents, in the name order of `locale` (model/name-order.ts, the portal's own order),
 * ordered by the database through that locale's collation (name-collation.ts) on its (scope, deleted_at, name,
 * id) index: only the page's rows are read. The collation breaks ICU ties by the name's code units, so names
 * differ or the id decides. A container listing checks the client on each row, so another client's folder id
 * lists nothing; on SQLite that check is kept off the indexes (`+client_id`): its statistics rate a client and a
 * folder alike, and at 150,000 documents in one client it walked the client's index instead of the folder's.
 * `total` may answer the count from elsewhere (the route's cache of it per folder version).
 */
export async function pageDocuments(
  db: DocumentsDb, scope: { clientId: string; containerId?: string },
  page: { limit: number; offset: number; includeTotal: boolean; locale?: string },
  total: (count: () => Promise<number>) => Promise<number> = (count) => count(),
): Promise<DocumentPage> {
  const live = db.selectFrom('documents').where('deletedAt', 'is', null);
  const clientColumn = db.getExecutor().adapter instanceof PostgresAdapter ? sql.ref('client_id') : sql`+client_id`;
  const base = scope.containerId !== undefined
    ? live.where('containerId', '=', scope.containerId).where(clientColumn, '=', scope.clientId)
    : live.where('clientId', '=', scope.clientId);
  // One row past the page says whether another follows.
  const rows = await base.select(LISTED).orderBy(sql`name collate ${sql.raw(nameCollation(page.locale))}`).orderBy('id')
    .limit(page.limit + 1).offset(page.offset).execute();
  const documents = rows.slice(0, page.limit).map(toDocument);
  const count = page.includeTotal
    ? await total(async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n))
    : null;
  return {
    documents, total: count, limit: page.limit, offset: page.offset,
    nextOffset: rows.length > page.limit ? page.offset + documents.length : null,
  };
}

function sortByName<T extends { id: string; name: string }>(rows: T[], locale: string | undefined): T[] {
  const compare = compareNames(locale);
  return rows.sort((a, b) => compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}

/**
 * The client's live documents whose search form (name_folded, withFolded) holds `needle`, found on a trigram
 * index: pg_trgm's GIN index through LIKE on PostgreSQL, the FTS5 trigram table on SQLite (migration 0401),
 * then rechecked exactly (strpos / instr: a plain substring, as String.includes). FTS5 trigrams need 3
 * characters: a shorter needle is looked for in the client's own rows.
 */
function documentsHolding(db: DocumentsDb, clientId: string, needle: string) {
  const live = (q: ReturnType<typeof db.selectFrom<'documents as d'>>) => q.where('d.clientId', '=', clientId).where('d.deletedAt', 'is', null);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // OFFSET 0 keeps the matches a subquery of their own, found on the trigram index: PostgreSQL otherwise walked
    // the client's name index for the page's order, to count every match through it (at SCALE=1, 450 ms where
    // the trigram matches and their sort take 15).
    return db.selectFrom((eb) => live(eb.selectFrom('documents as d')).selectAll('d')
      .where(sql<boolean>`d.name_folded like ${pattern}`).where(sql<boolean>`strpos(d.name_folded, ${needle}) > 0`).offset(0).as('d'));
  }
  const holds = sql<boolean>`instr(d.name_folded, ${needle}) > 0`;
  if ([...needle].length < 3) return live(db.selectFrom('documents as d')).where(holds);
  // CROSS JOIN keeps the trigram matches the outer loop (SQLite never reorders it), each row fetched by rowid.
  const phrase = `"${needle.replaceAll('"', '""')}"`;
  return live(db.selectFrom(sql<{ rowid: number }>`documents_name_trigrams`.as('t'))
    .crossJoin('documents as d').whereRef(sql.ref('d.rowid'), '=', sql.ref('t.rowid'))
    .where(sql<boolean>`documents_name_trigrams match ${phrase}`)).where(holds);
}

/**
 * Whole-client search by part of a name, accents and case ignored (foldForSearch), over every live document in
 * the client's folders, in the name order of `locale` then id, paged in the database; each hit carries its
 * folder path.
 */
export async function searchDocuments(
  db: DocumentsDb, clientId: string, query: { q: string; limit: number; offset: number; locale?: string },
): Promise<DocumentSearchPage> {
  const needle = foldForSearch(query.q.trim());
  if (!needle) return { hits: [], total: 0, limit: query.limit, offset: query.offset, nextOffset: null };
  const matched = documentsHolding(db, clientId, needle);
  const collation = sql.raw(nameCollation(query.locale));
  // One pass over the matches keeps only their ids and names (materialised), which the count and the page's order
  // read; only the page's rows are then read whole. A window count over whole rows took a third longer on SQLite
  // (1.3 against 1.0 ms for a three-digit search of the scale bench's 100,000-document client). A page past the
  // end counts alone.
  const rows = await db.with((cte) => cte('m').materialized(), () => matched.select(['d.id', 'd.name']))
    .selectFrom((eb) => eb.selectFrom('m').select('m.id').orderBy(sql`m.name collate ${collation}`).orderBy('m.id')
      .limit(query.limit).offset(query.offset).as('p'))
    // CROSS JOIN keeps the page the outer loop on SQLite (it never reorders one): each row fetched by its key.
    .crossJoin('documents as d').whereRef('d.id', '=', 'p.id')
    .select(LISTED.map((c) => `d.${c}` as const)).select(sql<number>`(select count(*) from m)`.as('matches'))
    .orderBy(sql`d.name collate ${collation}`).orderBy('d.id').execute();
  const total = rows.length > 0 ? Number(rows[0]!.matches)
    : Number((await matched.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const documents = rows.map(toDocument);
  // Only ids, names and parents to build the paths: no flags, no sorting.
  const containers = new Map((await db.selectFrom('containers').select(['id', 'name', 'parentId'])
    .where('clientId', '=', clientId).execute()).map((c) => [c.id, c]));
  const pathOf = (containerId: string) => {
    const path: Array<{ id: string; name: string }> = [];
    // Depth-limited like listDescendants: a corrupt cycle cannot loop.
    for (let c = containers.get(containerId); c && path.length < 64; c = c.parentId ? containers.get(c.parentId) : undefined) {
      path.unshift({ id: c.id, name: c.name });
    }
    return path;
  };
  return {
    hits: documents.map((document) => ({ document, path: pathOf(document.parent.id) })),
    total, limit: query.limit, offset: query.offset,
    nextOffset: total > query.offset + query.limit ? query.offset + documents.length : null,
  };
}

/** The documents of `clientId` this user marked read (ClientCenter_ShowClientDocsReadToggle). */
export async function readMarks(db: DocumentsDb, clientId: string, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('documentReadMarks as r').innerJoin('documents as d', 'd.id', 'r.documentId')
    .select('r.documentId').where('r.userId', '=', userId).where('d.clientId', '=', clientId).where('d.deletedAt', 'is', null)
    .orderBy('r.documentId').execute();
  return rows.map((r) => r.documentId);
}

/** Marks one live document of the client read or unread for this user; idempotent. */
export async function setReadMark(db: DocumentsDb, clientId: string, userId: string, documentId: string, read: boolean): Promise<void> {
  await getDocument(db, clientId, documentId);
  if (!read) {
    await db.deleteFrom('documentReadMarks').where('userId', '=', userId).where('documentId', '=', documentId).execute();
    return;
  }
  await db.insertInto('documentReadMarks').values({ userId, documentId, readAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'documentId']).doNothing()).execute();
}

export async function getDocument(db: DocumentsDb, clientId: string, documentId: string): Promise<Document> {
  const row = await db.selectFrom('documents').selectAll()
    .where('id', '=', documentId).where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
  return toDocument(row);
}

/** A client's live documents carrying a metadata item (of this value, when given), by name: the metadata filter's read. */
export async function documentsWithMetadata(db: DocumentsDb, clientId: string, filter: { key: string; value?: string; containerId?: string }): Promise<Document[]> {
  let q = db.selectFrom('documents as d').innerJoin('documentMetadata as m', 'm.documentId', 'd.id')
    .selectAll('d').where('d.clientId', '=', clientId).where('d.deletedAt', 'is', null).where('m.key', '=', filter.key);
  if (filter.value !== undefined) q = q.where('m.value', '=', filter.value);
  if (filter.containerId !== undefined) q = q.where('d.containerId', '=', filter.containerId);
  const rows = await q.orderBy('d.name').limit(1000).execute();
  return rows.map(toDocument);
}
