import type { Kysely } from 'kysely';

/**
 * The export's list of entries (every file's name and size, for the count and exact-size headers) read from an
 * index alone: through the table it read each file's row, whose first page is mostly XML, so 100,000 NF-e read
 * their XML twice, once to list them and once to send them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('br_files_listing').on('br_files').columns(['id', 'size', 'file_name']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('br_files_listing').execute();
}
