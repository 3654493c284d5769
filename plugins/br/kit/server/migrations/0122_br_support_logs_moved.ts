import { sql, type Kysely } from 'kysely';

const COLUMNS = 'id, event_id, user_id, subject_user_id, type, source, time, description, logs, received_at';

/**
 * The client log moved to common.support (client_logs, migration 0121_core_support, every variant): the rows
 * br_client_logs already holds go there, then the table goes. br_files stays (the kit's server/files.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`insert into client_logs (${COLUMNS}) select ${COLUMNS} from br_client_logs`).execute(db);
  await db.schema.dropTable('br_client_logs').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_client_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('subject_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('logs', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('br_client_logs_event').on('br_client_logs').column('event_id').execute();
  await sql.raw(`insert into br_client_logs (${COLUMNS}) select ${COLUMNS} from client_logs`).execute(db);
  await db.deleteFrom('client_logs').execute();
}
