import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '@portico/server/db/database';
import type { RunningServer } from './harness';

/** The newest e-mail to `email` in a server's outbox, waiting for it up to five seconds (it is written by a job). */
export async function waitForMail(server: RunningServer, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const db = new SQLite(join(server.dataDir, SQLITE_FILE), { readonly: true });
    try {
      const row = db.prepare('SELECT body FROM outbox WHERE recipients = ? ORDER BY created_at DESC LIMIT 1').get(JSON.stringify([email])) as
        { body: string } | undefined;
      if (row) return row.body;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${email} in the outbox`);
}

/** The link of a password-setting e-mail (a reset, or an invitation). */
export const passwordLinkOf = (body: string): string | undefined => /(https?:\/\/\S+\/oidc\/password\/reset\?\S+)/.exec(body)?.[1];
