import type { Kysely } from 'kysely';

/** Firms, users, clients, access, sessions, flags, permissions, terms, audit and outbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('firms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terms_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await db.schema.createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('additional_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('family_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('secondary_email', 'text')
    .execute();

  await db.schema.createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mfa_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_id', 'text', (c) => c.references('contacts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('initials', 'text', (c) => c.notNull())
    .addColumn('cnpj', 'text')
    .execute();
  await db.schema.createIndex('clients_firm_name').on('clients').columns(['firm_id', 'name']).execute();

  await db.schema.createTable('user_clients')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addPrimaryKeyConstraint('user_clients_pk', ['user_id', 'client_id'])
    .execute();

  await db.schema.createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('emulatee_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('company_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema.createTable('feature_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema.createTable('user_permissions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('grant', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'feature', 'resource'])
    .execute();

  await db.schema.createTable('infrastructure_controls')
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('infrastructure_controls_pk', ['firm_id', 'name'])
    .execute();

  await db.schema.createTable('terms_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('terms_acceptances')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('firm_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('terms_acceptances_pk', ['user_id', 'firm_id', 'version'])
    .execute();

  await db.schema.createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('subject_user_id', 'text')
    .addColumn('client_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await db.schema.createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('transport', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['seed_runs', 'outbox', 'audit_log', 'terms_acceptances', 'terms_versions', 'infrastructure_controls',
    'user_permissions', 'feature_flags', 'sessions', 'user_clients', 'clients', 'users', 'contacts', 'firms']) {
    await db.schema.dropTable(table).execute();
  }
}
