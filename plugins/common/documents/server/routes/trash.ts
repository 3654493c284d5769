import { TRASH_RETENTION_DAYS } from '@portico/contract/documents';
import { nameKey, nextFreeName } from '@portico/contract/file-names';
import type { RouteModule } from '@portico/plugin-server';
import { toDocument } from '../mappers';
import { bumpListVersions } from '../page-cache';
import { withFolded } from '../name-folded';
import { refuseInDataRoom } from '../data-room';
import { liveNamesIn } from '../uploads-store';
import { documentsDb, type DocumentsDb } from '../tables';

import { purgeDate, retentionStart } from '../trash-purge';
import { ENDPOINTS } from '../../endpoints';
import { serve } from '@portico/plugin-server';

/** The client's first root: where a document goes back to when its folder is gone. */
async function firstRoot(db: DocumentsDb, clientId: string) {
  return db.selectFrom('containers').select(['id', 'name']).where('clientId', '=', clientId).where('parentId', 'is', null)
    .orderBy('createdAt').orderBy('id').executeTakeFirst();
}

/** The trash of a client (documents deleted within the retention period) and restore. */
export const trashRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);

  serve(app, ENDPOINTS.getTrash, async (request) => {
    const { clientId } = request.params;
    const rows = await db.selectFrom('documents as d').leftJoin('containers as c', 'c.id', 'd.containerId')
      .selectAll('d').select(['c.name as folderName'])
      .where('d.clientId', '=', clientId).where('d.deletedAt', '>=', retentionStart(new Date()))
      .orderBy('d.deletedAt', 'desc').orderBy('d.id').limit(1000).execute();
    return {
      retentionDays: TRASH_RETENTION_DAYS,
      documents: rows.map((r) => ({
        document: toDocument(r),
        deletedAt: r.deletedAt!,
        purgeAt: purgeDate(r.deletedAt!),
        folder: r.folderName === null ? null : { id: r.containerId, name: r.folderName },
      })),
    };
  });

  serve(app, ENDPOINTS.postTrashRestore, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const { clientId } = request.params;
    const ids = [...new Set(request.body.documentIds)];
    const restored = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('documents as d').leftJoin('containers as c', 'c.id', 'd.containerId')
        .select(['d.id', 'd.name', 'd.containerId', 'c.id as folderId'])
        .where('d.clientId', '=', clientId).where('d.id', 'in', ids).where('d.deletedAt', '>=', retentionStart(new Date())).execute();
      const root = await firstRoot(trx, clientId);
      const takenBy = new Map<string, Set<string>>();
      const now = new Date().toISOString();
      const targets: string[] = [];
      for (const row of rows) {
        const target = row.folderId ?? root?.id;
        if (!target) continue;
        if (!takenBy.has(target)) takenBy.set(target, new Set((await liveNamesIn(trx, target)).keys()));
        const taken = takenBy.get(target)!;
        const name = nextFreeName(row.name, taken);
        taken.add(nameKey(name));
        await trx.updateTable('documents').set(withFolded({ deletedAt: null, containerId: target, name, modifiedAt: now })).where('id', '=', row.id).execute();
        targets.push(target);
      }
      if (targets.length) await bumpListVersions(trx, [...new Set(targets)]);
      return rows.map((r) => r.id);
    });
    const docs = restored.length ? await db.selectFrom('documents').selectAll().where('id', 'in', restored).execute() : [];
    return { restored: docs.map(toDocument), notFound: ids.filter((id) => !restored.includes(id)) };
  });
};
