import type { ServerConfig } from '../config';
import type { Db } from '../db/database';

/** One password for every demo account (README and the start-up banner print this list). */
export const DEMO_PASSWORD = 'Portico!demo1';

export interface DemoAccount {
  email: string;
  who: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'maria@acme.example', who: 'client contact, en-US, 3 client companies, documents in folders, some uploaded by staff (no delete permission)' },
  { email: 'carlos@multi.example', who: 'client contact with 40 client companies (client modal, search and paging), one with a nickname' },
  { email: 'joao@contabil.example', who: 'pt-BR contact of Brazilian companies (valid CNPJs), for the br variant' },
  { email: 'staff@firm.example', who: 'Northwind\'s staff (administrator): the firm\'s workspace at /staff/, its settings at /staff/settings (theme and sign-in page, support, help links, limits) and preview ("view as") of maria' },
  { email: 'equipe@contabil.example', who: 'Horizonte\'s staff (administrator, pt-BR): the Brazilian firm\'s workspace, for the br variant (also its NF-e manifest deadlines at /staff/manifest-deadlines)' },
  { email: 'mfa@acme.example', who: 'sign-in ends at the MFA-required screen' },
  { email: 'locked@locked.example', who: 'belongs to a firm that is locked out' },
];

export function demoAccountsTable(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.who}`).join('\n')
    + `\n  password for all: ${DEMO_PASSWORD}`;
}

/**
 * A production server holding the demo accounts (whose password is published above) refuses to start, unless
 * PORTICO_DEMO_DATA=1 says it is a demonstration server.
 */
export async function refuseDemoAccountsInProduction(db: Db, config: Pick<ServerConfig, 'production' | 'demoData'>): Promise<void> {
  if (!config.production || config.demoData) return;
  const present = await db.selectFrom('users').select('email').where('email', 'in', DEMO_ACCOUNTS.map((account) => account.email)).execute();
  if (present.length > 0) {
    throw new Error(`This production database holds demo accounts (${present.map((row) => row.email).join(', ')}), whose password is `
      + 'published: remove them, or set PORTICO_DEMO_DATA=1 if this is a demonstration server.');
  }
}
