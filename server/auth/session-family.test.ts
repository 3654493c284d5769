import { API, authorizationHeader } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_FIRMS } from '../seed/demo-core';
import { disableUser, lockFirm } from './users';
import { UsedTokens } from './used-tokens';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const getSession = (token: string) =>
  server.app.inject({ method: 'GET', url: API.session, headers: { authorization: authorizationHeader(token) } });
const logout = (token: string) =>
  server.app.inject({ method: 'DELETE', url: API.session, headers: { authorization: authorizationHeader(token) } });

/** What the portal does for the mobile hand-over: UDS -> sign-in JWT (POST /jwt). */
async function signInJwtFor(token: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: API.jwt, headers: { authorization: authorizationHeader(token) } });
  expect(res.statusCode).toBe(200);
  return res.json().tokenValue;
}

/** ... and sign-in JWT -> long token (POST /long-tokens): a new session minted from the first one. */
async function exchange(jwt: string) {
  return server.app.inject({ method: 'POST', url: API.longTokens, headers: bearer(jwt) });
}

async function mintFrom(token: string): Promise<{ token: string; expiresAt: string }> {
  const res = await exchange(await signInJwtFor(token));
  expect(res.statusCode).toBe(201);
  return { token: res.json().tokenValue, expiresAt: res.json().sessionExpiresDateTime };
}

async function expectRevoked(token: string) {
  const res = await getSession(token);
  expect([res.statusCode, res.json().code]).toEqual([401, 'SESSION_REVOKED']);
}

describe('sessions minted from a session belong to its family', () => {
  it('a session whose family root or branch head has no row is unknown, as if it had none itself', async () => {
    const userId = await server.userId('maria@acme.example');
    for (const column of ['familyId', 'branchId'] as const) {
      const root = await server.ctx.sessions.create(userId);
      const child = await mintFrom(root.token);
      const { sessionId } = await server.ctx.sessions.verify(child.token);
      await server.ctx.db.updateTable('sessions').set({ [column]: crypto.randomUUID() }).where('id', '=', sessionId).execute();
      const res = await getSession(child.token);
      expect([column, res.statusCode, res.json().code]).toEqual([column, 401, 'TOKEN_INVALID']);
      // The root, whose family and branch are itself, is live still.
      expect((await getSession(root.token)).statusCode).toBe(200);
    }
  });

  it('a long token minted through POST /jwt dies with the original session, and so does its own offspring', async () => {
    const root = await server.ctx.sessions.create(await server.userId('maria@acme.example'));
    const child = await mintFrom(root.token);
    const grandchild = await mintFrom(child.token);
    const pendingJwt = await signInJwtFor(root.token);
    for (const token of [root.token, child.token, grandchild.token]) expect((await getSession(token)).statusCode).toBe(200);

    expect((await logout(root.token)).statusCode).toBe(204);

    await expectRevoked(root.token);
    await expectRevoked(child.token);
    await expectRevoked(grandchild.token);
    // A sign-in JWT handed out before the logout no longer opens a session after it.
    const late = await exchange(pendingJwt);
    expect([late.statusCode, late.json().code]).toEqual([401, 'SESSION_REVOKED']);
  });

  it('never outlives the first sign-in: same absolute expiry, and the root\'s expiry ends them all', async () => {
    const root = await server.ctx.sessions.create(await server.userId('carlos@multi.example'));
    const child = await mintFrom(root.token);
    const grandchild = await mintFrom(child.token);
    expect(child.expiresAt).toBe(root.expiresAt);
    expect(grandchild.expiresAt).toBe(root.expiresAt);
    expect((await getSession(child.token)).json().meta.SessionExpiresDateTime).toBe(root.expiresAt);
    // The minted long token's own exp is within the family's expiry too.
    const exp = JSON.parse(Buffer.from(child.token.split('.')[1]!, 'base64url').toString()).exp as number;
    expect(exp * 1000).toBeLessThanOrEqual(Date.parse(root.expiresAt));

    // The first sign-in reaches its absolute expiry (moved into the past): the minted sessions end with it,
    // although their own rows still say they are valid.
    await server.ctx.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', root.sessionId).execute();
    for (const token of [root.token, child.token, grandchild.token]) {
      const res = await getSession(token);
      expect([res.statusCode, res.json().code]).toEqual([401, 'TOKEN_INVALID']);
    }
  });

  it('logging out a handed-over session ends the whole sign-in', async () => {
    const root = await server.ctx.sessions.create(await server.userId('maria@acme.example'));
    const child = await mintFrom(root.token);
    expect((await logout(child.token)).statusCode).toBe(204);
    await expectRevoked(child.token);
    await expectRevoked(root.token);
  });

  it('a storage link dies with the family', async () => {
    const [clientId] = await server.clientIdsOf('maria@acme.example');
    const root = await server.ctx.sessions.create(await server.userId('maria@acme.example'));
    const child = await mintFrom(root.token);
    const headers = { authorization: authorizationHeader(child.token) };
    const documents = API.documents.replace(':clientId', clientId!);
    const [doc] = (await server.app.inject({ method: 'GET', url: documents, headers })).json().documents;
    const { url } = (await server.app.inject({ method: 'GET', url: `${documents}/${doc.id}/download-url`, headers })).json();
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await logout(root.token);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('previews are a branch of the staff member\'s family', () => {
  async function previewOf(staffToken: string) {
    const staff = await server.ctx.sessions.verify(staffToken);
    return server.ctx.sessions.create(staff.userId, {
      emulateeUserId: await server.userId('maria@acme.example'), parentSessionId: staff.sessionId,
    });
  }

  it('ending the preview ends it and its hand-overs, not the staff member\'s own session', async () => {
    const staff = await server.ctx.sessions.create(await server.userId('staff@firm.example'));
    const preview = await previewOf(staff.token);
    expect(preview.expiresAt <= staff.expiresAt).toBe(true);
    const handedOver = await mintFrom(preview.token);
    const info = (await getSession(handedOver.token)).json();
    expect(info.meta.EmulateePrismGuid).toBe(await server.userId('maria@acme.example'));

    expect((await logout(preview.token)).statusCode).toBe(204);
    await expectRevoked(preview.token);
    await expectRevoked(handedOver.token);
    expect((await getSession(staff.token)).statusCode).toBe(200);
  });

  it('logging the staff member out ends every preview opened from the session', async () => {
    const staff = await server.ctx.sessions.create(await server.userId('staff@firm.example'));
    const preview = await previewOf(staff.token);
    const handedOver = await mintFrom(preview.token);
    await logout(staff.token);
    await expectRevoked(preview.token);
    await expectRevoked(handedOver.token);
  });

  it('a preview opened through POST /emulations belongs to the staff session that opened it', async () => {
    const staff = await server.ctx.sessions.create(await server.userId('staff@firm.example'));
    const res = await server.app.inject({
      method: 'POST', url: API.emulations, headers: { authorization: authorizationHeader(staff.token) },
      payload: { prismGuid: await server.userId('maria@acme.example') },
    });
    expect(res.statusCode).toBe(201);
    const preview = res.json().tokenValue as string;
    expect((await getSession(preview)).statusCode).toBe(200);
    await logout(staff.token);
    await expectRevoked(preview);
  });

  it('a preview cannot mint a session that is not the same preview', async () => {
    const staff = await server.ctx.sessions.create(await server.userId('staff@firm.example'));
    const preview = await previewOf(staff.token);
    const staffId = await server.userId('staff@firm.example');
    await expect(server.ctx.sessions.create(staffId, { parentSessionId: preview.sessionId }))
      .rejects.toMatchObject({ statusCode: 403, code: 'PREVIEW_READ_ONLY' });
  });

  it('a sign-in JWT naming neither a sign-in nor a parent session opens nothing', async () => {
    const signInTokens = new (await import('../identity/sign-in-token')).SignInTokens(
      (server.ctx.sessions as unknown as { keys: import('./signing-key').SigningKeys }).keys, new UsedTokens(server.ctx.db));
    const forged = await signInTokens.issue({
      userId: await server.userId('staff@firm.example'), emulateeUserId: await server.userId('maria@acme.example'),
    });
    const res = await exchange(forged);
    expect([res.statusCode, res.json().code]).toEqual([401, 'TOKEN_INVALID']);
  });
});

describe('a firm lock and a disabled user take effect on the next request', () => {
  it('locking the firm in the database ends live sessions (and their offspring) at once, for good', async () => {
    const userId = await server.userId('joao@contabil.example');
    const root = await server.ctx.sessions.create(userId);
    const child = await mintFrom(root.token);
    expect((await getSession(root.token)).statusCode).toBe(200);

    await server.ctx.db.updateTable('firms').set({ locked: 1 }).where('id', '=', DEMO_FIRMS.horizonte).execute();
    await expectRevoked(root.token);
    await expectRevoked(child.token);

    // Unlocking does not bring the ended sessions back: their users sign in again.
    await server.ctx.db.updateTable('firms').set({ locked: 0 }).where('id', '=', DEMO_FIRMS.horizonte).execute();
    await expectRevoked(root.token);
    await expectRevoked(child.token);
    expect((await getSession((await server.ctx.sessions.create(userId)).token)).statusCode).toBe(200);
  });

  it('lockFirm() ends every session of the firm, used or not, and refuses new long tokens', async () => {
    const userId = await server.userId('joao@contabil.example');
    const idle = await server.ctx.sessions.create(userId);
    const jwt = await signInJwtFor(idle.token);
    await lockFirm(server.ctx.db, server.ctx.sessions, DEMO_FIRMS.horizonte);
    await server.ctx.db.updateTable('firms').set({ locked: 0 }).where('id', '=', DEMO_FIRMS.horizonte).execute();
    // Revoked by the lock itself, not only refused while the firm is locked.
    await expectRevoked(idle.token);
    expect((await exchange(jwt)).statusCode).toBe(401);
  });

  it('disabling a user in the database ends their live sessions on the next request', async () => {
    const userId = await server.userId('mfa@acme.example');
    const root = await server.ctx.sessions.create(userId);
    const child = await mintFrom(root.token);
    expect((await getSession(child.token)).statusCode).toBe(200);
    await server.ctx.db.updateTable('users').set({ disabledAt: new Date().toISOString() }).where('id', '=', userId).execute();
    await expectRevoked(root.token);
    await expectRevoked(child.token);
    await server.ctx.db.updateTable('users').set({ disabledAt: null }).where('id', '=', userId).execute();
    await expectRevoked(root.token);
  });

  it('disableUser() ends the user\'s sessions and the staff previews of them; the staff session lives on', async () => {
    const userId = await server.userId('carlos@multi.example');
    const own = await server.ctx.sessions.create(userId);
    const staff = await server.ctx.sessions.create(await server.userId('staff@firm.example'));
    const staffPrincipal = await server.ctx.sessions.verify(staff.token);
    const preview = await server.ctx.sessions.create(staffPrincipal.userId, { emulateeUserId: userId, parentSessionId: staff.sessionId });
    expect((await getSession(preview.token)).statusCode).toBe(200);

    await disableUser(server.ctx.db, server.ctx.sessions, userId);
    await expectRevoked(own.token);
    await expectRevoked(preview.token);
    expect((await getSession(staff.token)).statusCode).toBe(200);
    await server.ctx.db.updateTable('users').set({ disabledAt: null }).where('id', '=', userId).execute();
  });
});
