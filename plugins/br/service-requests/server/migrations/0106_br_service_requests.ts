import type { Kysely } from 'kysely';

/** Employees of client companies and the service requests clients send the firm, with the conversation. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull())
    .addColumn('hire_date', 'text', (c) => c.notNull())
    .addColumn('job_position', 'text', (c) => c.notNull())
    .addUniqueConstraint('br_employees_cpf', ['client_id', 'cpf'])
    .execute();
  await db.schema.createTable('br_service_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addUniqueConstraint('br_service_requests_reference', ['client_id', 'reference'])
    .execute();
  await db.schema.createIndex('br_service_requests_list').on('br_service_requests')
    .columns(['client_id', 'updated_at']).execute();
  await db.schema.createTable('br_service_request_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('br_service_requests.id'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('from_firm', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('br_service_request_messages_request').on('br_service_request_messages')
    .columns(['request_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_service_request_messages', 'br_service_requests', 'br_employees']) await db.schema.dropTable(t).execute();
}
