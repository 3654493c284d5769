import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort, signInThroughProvider, STAFF, startDemoTestServer, startExternalProvider, type DemoTestServer, type ExternalProvider,
} from '@portico/plugin-server/testing';
import { API as API_PATHS } from '@portico/contract/api-paths';
import { FIRM_CLIENTS_API as API } from '../contract';

/**
 * Inviting a contact where the firm signs in through its own identity provider (ISSUER_URL): the portal sets no
 * password, so the mail sends the contact to the portal, and the first sign-in through the provider makes the
 * contact active.
 */
const INVITED = 'nora.quill@example.com';

let t: DemoTestServer;
let idp: ExternalProvider;
let base: string;
let restoreEnvironment: (() => void) | undefined;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  idp = await startExternalProvider(base, { 'ext-nora': { email: INVITED, email_verified: true } });
  restoreEnvironment = idp.becomeIssuer();
  t = await startDemoTestServer('us', { config: { publicUrl: base, port }, features: ['common.firm-clients'] });
  await t.server.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  restoreEnvironment?.();
  await t?.server.stop();
  await idp?.close();
});

const clientPath = (template: string, clientId: string) => template.replace(':clientId', clientId);
const contactOf = async (clientId: string) => ((await t.call(STAFF, { method: 'GET', url: clientPath(API.client, clientId) })).json().contacts as Array<{ email: string; status: string }>)
  .find((c) => c.email === INVITED);

describe("an invitation where the firm signs in through its own provider", () => {
  it('mails the portal address and no password link; the first sign-in through the provider makes the contact active', async () => {
    const acme = t.mariaClients[0]!;
    const created = await t.call(STAFF, {
      method: 'POST', url: clientPath(API.contacts, acme), headers: { 'content-type': 'application/json' },
      payload: { email: INVITED, firstName: 'Nora', lastName: 'Quill', language: 'en-gb' },
    });
    expect(created.statusCode).toBe(201);
    const [mail] = await t.server.ctx.db.selectFrom('outbox').selectAll().where('recipients', '=', JSON.stringify([INVITED])).execute();
    expect(mail!.body).toContain(`Sign in at ${base} with ${INVITED}.`);
    expect(mail!.body).not.toMatch(/password\/reset|Choose your password/);
    expect((await contactOf(acme))?.status).toBe('invited');

    const signedIn = await signInThroughProvider(base, 'ext-nora');
    expect(signedIn.status).toBe(200);
    // The portal then trades the sign-in token for its session, as the browser does.
    const { tokenValue } = (await signedIn.json()) as { tokenValue: string };
    expect((await t.server.app.inject({ method: 'POST', url: API_PATHS.longTokens, headers: { authorization: `Bearer ${tokenValue}` } })).statusCode).toBe(201);
    expect((await contactOf(acme))?.status).toBe('active');
    // Active: a resend is refused as for a contact who set a password.
    const userId = (await t.server.ctx.db.selectFrom('users').select('id').where('email', '=', INVITED).executeTakeFirstOrThrow()).id;
    const resent = await t.call(STAFF, { method: 'POST', url: clientPath(API.invitation, acme).replace(':userId', userId) });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().code).toBe('CONTACT_ACTIVE');
  });
});
