import { notFound } from '@portico/server/http/errors';
import { toContainer, toDocument, type ContainerRow } from './mappers';
import type { Container, Document, DocumentPage } from '@portico/contract/documents';
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

export async function listContainers(db: DocumentsDb, clientId: string, filter: 'all' | 'roots'): Promise<Container[]> {
  let q = containersQuery(db, clientId);
  if (filter === 'roots') q = q.where('c.parentId', 'is', null);
  const rows = await q.orderBy('c.name').orderBy('c.id').execute();
  return rows.map((r) => toContainer(r as ContainerRow));
}

export async function getContainer(db: DocumentsDb, clientId: string, containerId: string): Promise<Container> {
  const row = await containersQuery(db, clientId).where('c.id', '=', containerId).executeTakeFirst();
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return toContainer(row as ContainerRow);
}

/** The container's list version (see page-cache.ts), from one indexed row: the documents list's hot path. */
export async function containerListVersion(db: DocumentsDb, clientId: string, containerId: string): Promise<number> {
  const row = await db.selectFrom('containers').select('listVersion')
    .where('id', '=', containerId).where('clientId', '=', clientId).executeTakeFirst();
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return row.listVersion;
}

/** Every container below one, breadth-first, depth-limited so a corrupt cycle cannot loop. */
export async function listDescendants(db: DocumentsDb, clientId: string, containerId: string): Promise<Container[]> {
  await getContainer(db, clientId, containerId);
  const all = await listContainers(db, clientId, 'all');
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
 * One page of live documents, ordered by name. A container listing walks the (container_id, deleted_at,
 * name, id) index and checks the client on each row, so another client's folder id lists nothing. One extra
 * row tells whether a next page exists; the total (a scan of the whole folder) only when asked for.
 */
export async function pageDocuments(
  db: DocumentsDb, scope: { clientId: string; containerId?: string }, page: { limit: number; offset: number; includeTotal: boolean },
): Promise<DocumentPage> {
  const base = scope.containerId !== undefined
    ? db.selectFrom('documents').where('containerId', '=', scope.containerId).where('clientId', '=', scope.clientId).where('deletedAt', 'is', null)
    : db.selectFrom('documents').where('clientId', '=', scope.clientId).where('deletedAt', 'is', null);
  const rows = await base.select(LISTED).orderBy('name').orderBy('id').limit(page.limit + 1).offset(page.offset).execute();
  const hasMore = rows.length > page.limit;
  const documents = rows.slice(0, page.limit).map(toDocument);
  const total = page.includeTotal
    ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    : null;
  return { documents, total, limit: page.limit, offset: page.offset, nextOffset: hasMore ? page.offset + documents.length : null };
}

export async function getDocument(db: DocumentsDb, clientId: string, documentId: string): Promise<Document> {
  const row = await db.selectFrom('documents').selectAll()
    .where('id', '=', documentId).where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
  return toDocument(row);
}
