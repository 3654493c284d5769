import { randomUUID } from 'node:crypto';
import { type AppContext, coreDb, type SomeDb, zipEntryName, type ZipEntry } from '@portico/plugin-server';
import { type ActivitySource, type ExportPart, personName } from '../../activity/server';
import type { DocumentAccessAction, UploadReceipt } from '../receipts-contract';
import { documentsDb } from './tables';

/** Who at the firm asked: the staff member behind a storage token's session (a preview's too), or null for the client's own. */
export async function firmReaderOf(db: SomeDb, sessionId: string): Promise<string | null> {
  const row = await coreDb(db).selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.userId')
    .select('u.id').where('s.id', '=', sessionId).where('u.isStaff', '=', 1).executeTakeFirst();
  return row?.id ?? null;
}

export interface FirmAccess {
  documentId: string;
  clientId: string;
  versionId?: string;
  actorUserId: string;
  apiKeyId?: string;
  action: DocumentAccessAction;
}

/** One line of the client's trail: the firm has the file's bytes (called as they are sent). */
export async function recordFirmAccess(db: SomeDb, access: FirmAccess): Promise<void> {
  await documentsDb(db).insertInto('documentAccessLog').values({
    id: randomUUID(), documentId: access.documentId, clientId: access.clientId, versionId: access.versionId ?? null,
    actorUserId: access.actorUserId, apiKeyId: access.apiKeyId ?? null, action: access.action, at: new Date().toISOString(),
  }).execute();
}

/**
 * Receipts of the client's own uploads among `ids`: received when the current file was stored, opened when the
 * firm first had that file (an earlier file's openings, or a version's, do not count for a replacement).
 */
export async function uploadReceipts(db: SomeDb, clientId: string, ids: readonly string[]): Promise<UploadReceipt[]> {
  const rows = await documentsDb(db).selectFrom('documents as d')
    .select((eb) => ['d.id', 'd.modifiedAt', eb.selectFrom('documentAccessLog as l').select((e) => e.fn.min<string>('l.at').as('first'))
      .whereRef('l.documentId', '=', 'd.id').where('l.versionId', 'is', null).whereRef('l.at', '>=', 'd.modifiedAt').as('firstOpenedAt')])
    .where('d.clientId', '=', clientId).where('d.id', 'in', ids).where('d.uploadedByStaff', '=', 0).where('d.deletedAt', 'is', null)
    .execute();
  return rows.map((r) => ({ documentId: r.id, receivedAt: r.modifiedAt, firstOpenedAt: r.firstOpenedAt ?? null }));
}

/** The Activity page's share: every time the firm opened or downloaded one of the client's documents. */
export const documentAccessSource: ActivitySource = {
  async list(db, { clientId }, take) {
    const base = documentsDb(db).selectFrom('documentAccessLog as l')
      .innerJoin('documents as d', 'd.id', 'l.documentId')
      .innerJoin('users as u', 'u.id', 'l.actorUserId')
      .where('l.clientId', '=', clientId);
    const [rows, count] = await Promise.all([
      base.select(['l.id', 'l.at', 'l.action', 'l.apiKeyId', 'd.id as documentId', 'd.name', 'd.containerId', 'u.firstName', 'u.lastName', 'u.email'])
        .orderBy('l.at', 'desc').orderBy('l.id', 'desc').limit(take).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      events: rows.map((r) => ({
        kind: 'documentAccess' as const, id: `document-access:${r.id}`, at: r.at, action: r.action,
        actor: { name: personName(r), viaApiKey: r.apiKeyId !== null },
        document: { id: r.documentId, name: r.name, folderId: r.containerId },
      })),
    };
  },
};

/** The export's documents: each live document under its folder path, as the client sees the tree. */
export const documentsExport: ExportPart = {
  async *entries(ctx: AppContext, clientId: string): AsyncIterable<ZipEntry> {
    const db = documentsDb(ctx.db);
    const folders = new Map((await db.selectFrom('containers').select(['id', 'parentId', 'name']).where('clientId', '=', clientId).execute())
      .map((f) => [f.id, f]));
    const pathOf = (id: string): string[] => {
      const path: string[] = [];
      for (let f = folders.get(id); f && path.length < 6; f = f.parentId ? folders.get(f.parentId) : undefined) path.unshift(f.name);
      return path;
    };
    const docs = await db.selectFrom('documents').select(['id', 'name', 'containerId', 'blobId', 'modifiedAt'])
      .where('clientId', '=', clientId).where('deletedAt', 'is', null).orderBy('containerId').orderBy('name').orderBy('id').execute();
    for (const doc of docs) {
      const chunks: Buffer[] = [];
      for await (const chunk of await ctx.blobs.open(doc.blobId)) chunks.push(chunk as Buffer);
      yield { name: zipEntryName(['documents', ...pathOf(doc.containerId), doc.name]), content: Buffer.concat(chunks), date: new Date(doc.modifiedAt) };
    }
  },
};
