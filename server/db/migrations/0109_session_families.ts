import { sql, type Kysely } from 'kysely';

/**
 * Session families (issue 10): every session minted from another one (sign-in JWT hand-over, preview) records
 * the first sign-in's session (family_id) and the branch it belongs to (branch_id: the family root, or the
 * preview that started it), so that it keeps the family's absolute expiry and is revoked with it.
 * users.disabled_at ends a user's sessions on their next request; sign_in_codes remembers (by SHA-256) which
 * authorization code opened which session, so a replayed code revokes that session's family.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('family_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('branch_id', 'text').execute();
  await sql`update sessions set family_id = id, branch_id = id`.execute(db);
  await db.schema.createIndex('sessions_family').on('sessions').column('family_id').execute();
  await db.schema.createIndex('sessions_branch').on('sessions').column('branch_id').execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();

  await db.schema.createTable('sign_in_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('replayed_at', 'text')
    .execute();
  await db.schema.createIndex('sign_in_codes_created').on('sign_in_codes').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_codes').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  for (const index of ['sessions_user', 'sessions_branch', 'sessions_family']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('sessions').dropColumn('branch_id').execute();
  await db.schema.alterTable('sessions').dropColumn('family_id').execute();
}
