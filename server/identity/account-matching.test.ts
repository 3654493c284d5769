import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { identityOf } from './relying-party';
import { accountOf } from './routes';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server?.stop());

/** An external provider's subject that is not a portal user id: only the e-mail could match. */
const claims = (extra: Record<string, unknown>) => ({ sub: 'external|4711', email: 'Maria@Acme.example', ...extra });

describe('matching an external identity to a portal account', () => {
  it('matches by e-mail only when email_verified is explicitly true', async () => {
    const maria = await server.userId('maria@acme.example');
    expect((await accountOf(server.ctx.db, identityOf(claims({ email_verified: true }))))?.id).toBe(maria);
    for (const [label, extra] of [
      ['missing', {}],
      ['false', { email_verified: false }],
      ['the string "true"', { email_verified: 'true' }],
      ['1', { email_verified: 1 }],
      ['null', { email_verified: null }],
    ] as const) {
      const who = identityOf(claims(extra));
      expect([label, who.emailVerified]).toEqual([label, false]);
      expect([label, await accountOf(server.ctx.db, who)]).toEqual([label, undefined]);
    }
  });

  it('a subject that is a portal user id matches whatever the e-mail says', async () => {
    const maria = await server.userId('maria@acme.example');
    const who = identityOf({ sub: maria, email: 'someone@else.example', email_verified: false });
    expect((await accountOf(server.ctx.db, who))?.id).toBe(maria);
  });
});
