import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { type AppContext, type Contributed, defineJob, type Housekeeping, zipChunks, type ZipEntry } from '@portico/plugin-server';
import type { ClientExport } from '../contract';
import type { ExportPart } from './points';
import { activityDb, type ActivityExportTable } from './tables';

/** How long a ready export can be downloaded. */
export const EXPORT_TTL_MS = 7 * 24 * 3600_000;

export const toExport = (row: ActivityExportTable, now = new Date()): ClientExport => ({
  id: row.id,
  state: row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= now.toISOString() ? 'expired' : row.state,
  progress: { done: row.partsDone, total: row.partsTotal },
  requestedAt: row.requestedAt,
  readyAt: row.readyAt,
  expiresAt: row.expiresAt,
  size: row.size === null ? null : Number(row.size),
});

/** Every part's entries in turn, counting each finished part on the export's row (the page's progress). */
async function* entriesOf(ctx: AppContext, parts: readonly Contributed<ExportPart>[], row: ActivityExportTable): AsyncGenerator<ZipEntry> {
  const db = activityDb(ctx.db);
  for (const [index, part] of parts.entries()) {
    yield* part.value.entries(ctx, row.clientId);
    await db.updateTable('activityExports').set({ partsDone: index + 1 }).where('id', '=', row.id).execute();
  }
}

/**
 * The export job: the ZIP of every enabled feature's part, written to the blob store as it is produced, then the
 * row made ready with its file. A run after a crash starts the file again (the row is not ready yet); a ready
 * export is left alone.
 */
export function exportJob(ctx: AppContext, parts: readonly Contributed<ExportPart>[]) {
  const db = activityDb(ctx.db);
  return defineJob({
    name: 'common.activity.export',
    payload: Type.Object({ exportId: Type.String() }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async ({ exportId }, { log }) => {
      const row = await db.selectFrom('activityExports').selectAll().where('id', '=', exportId).executeTakeFirst();
      if (!row || row.state === 'ready') return;
      await db.updateTable('activityExports').set({ state: 'running', partsDone: 0 }).where('id', '=', exportId).execute();
      const staged = await ctx.blobs.stage(Readable.from(zipChunks(entriesOf(ctx, parts, row))), Number.MAX_SAFE_INTEGER);
      await staged.commit();
      const readyAt = new Date();
      await db.updateTable('activityExports').set({
        state: 'ready', blobId: staged.blobId, size: staged.size, readyAt: readyAt.toISOString(),
        expiresAt: new Date(readyAt.getTime() + EXPORT_TTL_MS).toISOString(),
      }).where('id', '=', exportId).execute();
      log.info({ exportId, bytes: staged.size }, 'client export ready');
    },
    onGiveUp: async ({ exportId }) => {
      await db.updateTable('activityExports').set({ state: 'failed' }).where('id', '=', exportId).execute();
    },
  });
}

export const newExportRow = (clientId: string, userId: string, partsTotal: number): ActivityExportTable => ({
  id: randomUUID(), clientId, userId, state: 'queued', partsDone: 0, partsTotal, blobId: null, size: null,
  requestedAt: new Date().toISOString(), readyAt: null, expiresAt: null,
});

/** Expired exports go with their files. */
export const purgeExpiredExports: Housekeeping = async ({ db, blobs, now }) => {
  const rows = await activityDb(db).selectFrom('activityExports').select(['id', 'blobId'])
    .where('expiresAt', '<=', now.toISOString()).execute();
  for (const row of rows) {
    if (row.blobId) await blobs.remove(row.blobId);
    await activityDb(db).deleteFrom('activityExports').where('id', '=', row.id).execute();
  }
  return rows.length;
};
