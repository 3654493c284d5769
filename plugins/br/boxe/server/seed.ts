import { BOXE_EXPORT_PERMISSION, BOXE_KINDS } from '../contract';
import { daysBefore } from '@portico/plugin-server';
import { type BrSeedContext, insertFile } from '@portico/br-kit/server';
import { CFE_LAST_DAY, demoDocument, type DemoClient } from './demo-documents';
import { boxeDb, type BoxeDb } from './tables';


/** Documents per store of each demo client with Box-E on: enough to scroll, filter by month and group. */
export const DEMO_DOCUMENTS_PER_STORE = 36;

/** Stores one generated document: its XML in br_files and its row, in the caller's transaction. */
export async function storeDemoDocument(db: BoxeDb, doc: ReturnType<typeof demoDocument>): Promise<void> {
  const fileId = await insertFile(db, { fileName: doc.fileName, mimeType: 'application/xml', content: Buffer.from(doc.xml) });
  await db.insertInto('brFiscalDocuments').values({ ...doc.row, fileId }).execute();
}

/**
 * Horizonte ordered Box-E; two of joao's companies have it switched on, each with every kind of store filled
 * over the last eight months (CF-e SAT up to its end in 2025), and joao may export (BoxE.Export).
 */
export async function seedBoxe(ctx: BrSeedContext): Promise<void> {
  const db = boxeDb(ctx.db);
  await db.insertInto('brBoxeSubscriptions').values({ firmId: ctx.firmId, orderedAt: daysBefore(ctx.now, 400).toISOString() }).execute();
  await db.insertInto('userPermissions').values({ userId: ctx.joaoUserId, feature: BOXE_EXPORT_PERMISSION.feature, resource: BOXE_EXPORT_PERMISSION.resource, grant: 'Granted' }).execute();
  for (const [ci, client] of ctx.clients.entries()) {
    const on = ci < 2;
    await db.insertInto('brBoxeClients').values({ clientId: client.id, lastToggle: on ? 1 : 0, toggledAt: daysBefore(ctx.now, 90 - ci).toISOString() }).execute();
    if (!on) continue;
    for (const kind of BOXE_KINDS) {
      const latest = kind === 'cfe' ? CFE_LAST_DAY : daysBefore(ctx.now, 2);
      for (let i = 0; i < DEMO_DOCUMENTS_PER_STORE; i++) {
        const issued = daysBefore(latest, Math.floor(i * 6.5) + ci);
        await storeDemoDocument(db, demoDocument(client as DemoClient, kind, ci * 1000 + i, issued, daysBefore(issued, -1)));
      }
    }
  }
}
