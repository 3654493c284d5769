import type { Kysely } from 'kysely';

/**
 * A firm's API keys (its practice-management or ERP system calls the staff operations without a person): only a
 * hash of each secret is kept. Audit rows name the key a write came with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('firm_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('firm_api_keys_firm').on('firm_api_keys').columns(['firm_id', 'created_at']).execute();
  await db.schema.alterTable('audit_log').addColumn('api_key_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('api_key_id').execute();
  await db.schema.dropTable('firm_api_keys').execute();
}
