import { sql, type Kysely } from 'kysely';

/**
 * The firm's inbox: who at the firm a request is assigned to, when the client last moved it (the inbox's age), and
 * the files the firm attaches to its messages (kept in br_files, the kit's small-file table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('br_service_requests').addColumn('assignee_id', 'text', (c) => c.references('users.id')).execute();
  await db.schema.alterTable('br_service_requests').addColumn('client_moved_at', 'text').execute();
  // Until now the client's last move was its submit (or, for a draft, its creation).
  await sql`UPDATE br_service_requests SET client_moved_at = COALESCE(submitted_at, created_at)`.execute(db);
  await db.schema.createIndex('br_service_requests_inbox').on('br_service_requests').columns(['status', 'client_moved_at']).execute();
  await db.schema.createTable('br_service_request_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('br_service_request_messages.id'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .execute();
  await db.schema.createIndex('br_service_request_attachments_message').on('br_service_request_attachments').column('message_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_service_request_attachments').execute();
  await db.schema.dropIndex('br_service_requests_inbox').execute();
  await db.schema.alterTable('br_service_requests').dropColumn('client_moved_at').execute();
  await db.schema.alterTable('br_service_requests').dropColumn('assignee_id').execute();
}
