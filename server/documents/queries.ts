import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { toContainer, toDocument, type ContainerRow } from './mappers';
import type { Container, Document, DocumentPage } from '../../core/contract/documents';

/** Containers of one client with a hasFiles flag (live documents only). */
export function containersQuery(db: Db, clientId: string) {
  return db.selectFrom('containers as c')
    .selectAll('c')
    .select((eb) => eb.exists(
      eb.selectFrom('documents as d').select('d.id').whereRef('d.containerId', '=', 'c.id').where('d.deletedAt', 'is', null),
    ).as('hasFiles'))
    .where('c.clientId', '=', clientId);
}

export async function listContainers(db: Db, clientId: string, filter: 'all' | 'roots'): Promise<Container[]> {
  let q = containersQuery(db, clientId);
  if (filter === 'roots') q = q.where('c.parentId', 'is', null);
  const rows = await q.orderBy('c.name').orderBy('c.id').execute();
  return rows.map((r) => toContainer(r as ContainerRow));
}

export async function getContainer(db: Db, clientId: string, containerId: string): Promise<Container> {
  const row = await containersQuery(db, clientId).where('c.id', '=', containerId).executeTakeFirst();
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return toContainer(row as ContainerRow);
}

/** Every container below one, breadth-first, depth-limited so a corrupt cycle cannot loop. */
export async function listDescendants(db: Db, clientId: string, containerId: string): Promise<Container[]> {
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

/** One page of live documents, ordered by name; uses the (container, deleted_at, name, id) index. */
export async function pageDocuments(db: Db, scope: { clientId: string; containerId?: string }, limit: number, offset: number): Promise<DocumentPage> {
  let base = db.selectFrom('documents').where('clientId', '=', scope.clientId).where('deletedAt', 'is', null);
  if (scope.containerId) base = base.where('containerId', '=', scope.containerId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    documents: rows.map(toDocument),
    total,
    limit,
    offset,
    nextOffset: offset + rows.length < total ? offset + rows.length : null,
  };
}

export async function getDocument(db: Db, clientId: string, documentId: string): Promise<Document> {
  const row = await db.selectFrom('documents').selectAll()
    .where('id', '=', documentId).where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
  return toDocument(row);
}
