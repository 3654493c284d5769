import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Under DATABASE_URL each test file gets its own database, dropped at the end: empty, or a copy of a
 * prepared template database (which nothing may be connected to while it is copied).
 */
export async function createTestDatabase(baseUrl: string, options: { template?: string } = {}): Promise<TestDatabase> {
  const name = `portico_t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropTestDatabase(baseUrl, name) };
}

export const dropTestDatabase = (baseUrl: string, name: string): Promise<void> =>
  adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
