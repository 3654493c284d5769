import type { Kysely } from 'kysely';

/**
 * Where a sign-in came from (issue 40): the address and the browser's user agent of the request that opened a
 * session family. Only sign-ins set them; hand-overs and previews stay null. A person sees their own on the Activity page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('sign_in_ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('sign_in_user_agent', 'text').execute();
  await db.schema.createIndex('sessions_sign_ins').on('sessions').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_sign_ins').execute();
  await db.schema.alterTable('sessions').dropColumn('sign_in_user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('sign_in_ip').execute();
}
