import type { Kysely } from 'kysely';

/**
 * State several server instances share through the database (issue 38): the embedded identity provider's
 * records (interactions, codes, sessions, grants), the counters of rate limits and sign-in failures, and the
 * ids of single-use tokens already redeemed. Every row carries its expiry; expired rows are deleted as new
 * ones are written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('oidc_models')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_models_grant').on('oidc_models').column('grant_id').execute();
  await db.schema.createIndex('oidc_models_uid').on('oidc_models').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_models_user_code').on('oidc_models').columns(['model', 'user_code']).execute();
  await db.schema.createIndex('oidc_models_expires').on('oidc_models').column('expires_at').execute();

  await db.schema.createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_reset').on('rate_counters').column('reset_at').execute();

  await db.schema.createTable('used_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_tokens_expires').on('used_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('used_tokens').execute();
  await db.schema.dropTable('rate_counters').execute();
  await db.schema.dropTable('oidc_models').execute();
}
