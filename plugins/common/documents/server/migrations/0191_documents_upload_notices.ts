import type { Kysely } from 'kysely';

/**
 * When the firm's staff were told about a document's upload (notify.ts): each upload is notified once. A replaced
 * file clears it, since the new file is a new upload. Earlier documents count as never notified, but only recent
 * uploads are notified at all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('upload_notified_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('upload_notified_at').execute();
}
