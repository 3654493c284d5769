import { sql, type Kysely } from 'kysely';

/**
 * The firm publishes its own news (issue 34): an article is a draft or published (at published_at, which may lie
 * ahead: scheduled), and is addressed to clients rather than to contacts: all of the firm's clients, chosen ones,
 * or those carrying a tag. Every contact of an addressed client reads it. The shares with contacts become the
 * clients of those contacts, so a contact keeps every article it had; an article shared with nobody becomes a
 * draft (a published article has readers).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('br_news_articles').addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('br_news_articles').addColumn('audience', 'text', (c) => c.notNull().defaultTo('clients')).execute();
  await db.schema.alterTable('br_news_articles').addColumn('audience_tag', 'text').execute();
  await db.schema.alterTable('br_news_articles').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('br_news_articles').addColumn('updated_by', 'text').execute();
  await sql`UPDATE br_news_articles SET updated_at = published_at`.execute(db);
  await db.schema.createIndex('br_news_articles_firm').on('br_news_articles').columns(['firm_id', 'status', 'published_at']).execute();

  await db.schema.createTable('br_news_audience_clients')
    .addColumn('article_id', 'text', (c) => c.notNull().references('br_news_articles.id'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addPrimaryKeyConstraint('br_news_audience_clients_pk', ['article_id', 'client_id'])
    .execute();
  await db.schema.createIndex('br_news_audience_clients_client').on('br_news_audience_clients').column('client_id').execute();
  await db.schema.createTable('br_news_client_tags')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('br_news_client_tags_pk', ['client_id', 'tag'])
    .execute();
  await db.schema.createIndex('br_news_client_tags_tag').on('br_news_client_tags').column('tag').execute();

  await sql`INSERT INTO br_news_audience_clients (article_id, client_id)
    SELECT DISTINCT s.article_id, uc.client_id FROM br_news_shares s
    JOIN users u ON u.contact_id = s.contact_id JOIN user_clients uc ON uc.user_id = u.id`.execute(db);
  await sql`UPDATE br_news_articles SET status = 'draft' WHERE id NOT IN (SELECT article_id FROM br_news_shares)`.execute(db);
  await db.schema.dropTable('br_news_shares').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_news_shares')
    .addColumn('article_id', 'text', (c) => c.notNull().references('br_news_articles.id'))
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id'))
    .addPrimaryKeyConstraint('br_news_shares_pk', ['article_id', 'contact_id'])
    .execute();
  await db.schema.createIndex('br_news_shares_contact').on('br_news_shares').column('contact_id').execute();
  await sql`INSERT INTO br_news_shares (article_id, contact_id)
    SELECT DISTINCT a.article_id, u.contact_id FROM br_news_audience_clients a
    JOIN user_clients uc ON uc.client_id = a.client_id JOIN users u ON u.id = uc.user_id WHERE u.contact_id IS NOT NULL`.execute(db);
  for (const t of ['br_news_client_tags', 'br_news_audience_clients']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('br_news_articles_firm').execute();
  for (const c of ['updated_by', 'updated_at', 'audience_tag', 'audience', 'status']) await db.schema.alterTable('br_news_articles').dropColumn(c).execute();
}
