import type { Kysely } from 'kysely';

/** News articles of a firm, shared with contacts, with attachments and a per-contact "seen" mark. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_news_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('br_news_shares')
    .addColumn('article_id', 'text', (c) => c.notNull().references('br_news_articles.id'))
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id'))
    .addPrimaryKeyConstraint('br_news_shares_pk', ['article_id', 'contact_id'])
    .execute();
  await db.schema.createIndex('br_news_shares_contact').on('br_news_shares').column('contact_id').execute();
  await db.schema.createTable('br_news_seen')
    .addColumn('article_id', 'text', (c) => c.notNull().references('br_news_articles.id'))
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('br_news_seen_pk', ['article_id', 'contact_id'])
    .execute();
  await db.schema.createTable('br_news_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('article_id', 'text', (c) => c.notNull().references('br_news_articles.id'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_news_attachments', 'br_news_seen', 'br_news_shares', 'br_news_articles']) await db.schema.dropTable(t).execute();
}
