import type { BoxeDb } from './tables';
import { PRINTABLE_VERSION } from './printable-version';

/**
 * A document's printable from the shared cache, or made by `make` and kept there for every server instance.
 * Printables of older generator versions are dropped as the current one is kept. Two instances making the same
 * one at once both answer theirs; the first kept wins.
 */
export async function cachedPrintable(db: BoxeDb, documentId: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const cached = await db.selectFrom('brBoxePrintables').select('pdf')
    .where('documentId', '=', documentId).where('version', '=', PRINTABLE_VERSION).executeTakeFirst();
  if (cached) return Buffer.from(cached.pdf);
  const pdf = await make();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('brBoxePrintables').where('documentId', '=', documentId).where('version', '<>', PRINTABLE_VERSION).execute();
    await trx.insertInto('brBoxePrintables').values({ documentId, version: PRINTABLE_VERSION, pdf, createdAt: new Date().toISOString() })
      .onConflict((c) => c.columns(['documentId', 'version']).doNothing()).execute();
  });
  return pdf;
}
