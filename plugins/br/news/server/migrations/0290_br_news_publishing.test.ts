import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { JOAO, migrateToLatest, startTestServer, type TestServer } from '@portico/plugin-server/testing';

let t: TestServer;
beforeAll(async () => { t = await startTestServer({ config: { variant: 'br' }, features: ['br.news'] }); });
afterAll(async () => { await t.stop(); });

/** Rows of a query whose columns are single words (the database's plugin turns snake_case answers into camelCase). */
const rows = async <R>(query: string) => (await sql.raw<R>(query).execute(t.ctx.db)).rows;
const ids = async (query: string) => (await rows<{ id: string }>(query)).map((r) => r.id).sort();

describe('0290_br_news_publishing', () => {
  it("addresses each shared article to its contacts' clients and makes an article shared with nobody a draft; undone, shares it with their contacts again", async () => {
    const names = Object.keys(t.features.migrations).sort();
    const before = names[names.indexOf('0290_br_news_publishing') - 1]!;
    const migrator = new Migrator({ db: t.ctx.db, provider: { getMigrations: async () => t.features.migrations } });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const [joao] = await ids(`select contact_id as id from users where email = '${JOAO}'`);
    const shared = await ids(`select distinct article_id as id from br_news_shares where contact_id = '${joao}'`);
    expect(shared.length).toBeGreaterThan(0);
    const lone = randomUUID();
    await sql`INSERT INTO br_news_articles (id, firm_id, title, summary, author, body_html, published_at)
      VALUES (${lone}, 2001, 'Interno', '', 'Diretoria', '<p>x</p>', '2026-11-01T00:00:00.000Z')`.execute(t.ctx.db);

    await migrateToLatest(t.ctx.db, t.features.migrations);
    expect(await ids(`select distinct a.article_id as id from br_news_audience_clients a
      join user_clients uc on uc.client_id = a.client_id join users u on u.id = uc.user_id where u.email = '${JOAO}'`)).toEqual(shared);
    expect(await rows(`select status, audience from br_news_articles where id = '${lone}'`)).toEqual([{ status: 'draft', audience: 'clients' }]);

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await ids(`select distinct article_id as id from br_news_shares where contact_id = '${joao}'`)).toEqual(shared);
    await migrateToLatest(t.ctx.db, t.features.migrations);
  });
});
