import { zipEntryName } from '@portico/plugin-server';
import type { ExportPart } from '../../../common/activity/server';
import { exportEntryName } from './routes';
import { boxeDb } from './tables';

/** Read in batches: a store holds tens of thousands of XML files. */
const BATCH = 500;

/**
 * fiscal/ of the client's export: the Box-E XML as stored, by month and role as Box-E's own ZIP names them, while
 * Box-E is switched on for the client (what the client can see in the portal).
 */
export const fiscalExport: ExportPart = {
  async *entries(ctx, clientId) {
    const db = boxeDb(ctx.db);
    const client = await db.selectFrom('brBoxeClients').select('lastToggle').where('clientId', '=', clientId).executeTakeFirst();
    if (client?.lastToggle !== 1) return;
    for (let offset = 0; ; offset += BATCH) {
      const rows = await db.selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
        .select(['d.kind', 'd.issuedAt', 'd.role', 'd.accessKey', 'f.fileName', 'f.content', 'd.storedAt'])
        .where('d.clientId', '=', clientId).orderBy('d.issuedAt').orderBy('d.id').limit(BATCH).offset(offset).execute();
      for (const row of rows) {
        yield { name: zipEntryName(['fiscal', row.kind, ...exportEntryName(row).split('/')]), content: row.content, date: new Date(row.storedAt) };
      }
      if (rows.length < BATCH) return;
    }
  },
};
