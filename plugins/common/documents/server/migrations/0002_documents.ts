import type { Kysely } from 'kysely';

/** Containers, documents (soft-deleted into the trash), metadata and share links. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('containers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('parent_id', 'text', (c) => c.references('containers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('can_create', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('containers_client_parent').on('containers').columns(['client_id', 'parent_id']).execute();

  await db.schema.createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('container_id', 'text', (c) => c.notNull().references('containers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('blob_id', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_by_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // The folder listing filters live documents of one container and orders by name, then id.
  await db.schema.createIndex('documents_container_live').on('documents')
    .columns(['container_id', 'deleted_at', 'name', 'id']).execute();
  await db.schema.createIndex('documents_client').on('documents').columns(['client_id', 'deleted_at']).execute();

  await db.schema.createTable('document_metadata')
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_metadata_pk', ['document_id', 'key'])
    .execute();
  await db.schema.createIndex('document_metadata_key').on('document_metadata').columns(['key', 'value']).execute();

  await db.schema.createTable('share_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('share_link_documents')
    .addColumn('share_link_id', 'text', (c) => c.notNull().references('share_links.id'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addPrimaryKeyConstraint('share_link_documents_pk', ['share_link_id', 'document_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['share_link_documents', 'share_links', 'document_metadata', 'documents', 'containers']) {
    await db.schema.dropTable(table).execute();
  }
}
