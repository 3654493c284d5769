import { SignJWT, generateKeyPair, UnsecuredJWT } from 'jose';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SESSION_AUDIENCE, TOKEN_ISSUER } from './session-service';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const getSession = (authorization?: string) =>
  server.app.inject({ method: 'GET', url: API.session, headers: authorization ? { authorization } : {} });

describe('session tokens', () => {
  it('accepts a fresh UDSLongToken and returns meta and bindings', async () => {
    const token = await server.tokenFor('maria@acme.example');
    const res = await getSession(authorizationHeader(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.EmailAddress).toBe('maria@acme.example');
    expect(body.meta.LongToken).toBe(token);
    expect(body.meta.EmulateePrismGuid).toBeNull();
    expect(body.bindings.ApplicationConfiguration.CompanyId).toBe(1001);
    expect(body.bindings.FeatureResourcePermissions.Applications.ClientCenterClientHub).toBe('Granted');
    expect(body.bindings.InfrastructureAccessControls).toContain('ClientCenterAddFolder');
  });

  it('refuses a missing header and any other scheme', async () => {
    const token = await server.tokenFor('maria@acme.example');
    expect((await getSession()).statusCode).toBe(401);
    for (const header of [`Bearer ${token}`, token, `udslongtoken ${token}`, `UDSLongToken ${token} extra`]) {
      const res = await getSession(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses alg "none", a foreign key, another audience and an expired token', async () => {
    const sub = await server.userId('maria@acme.example');
    const { sessionId } = await server.ctx.sessions.create(sub);
    const unsigned = new UnsecuredJWT({ sid: sessionId }).setIssuer(TOKEN_ISSUER).setAudience(SESSION_AUDIENCE)
      .setSubject(sub).setExpirationTime('1h').encode();
    const foreign = await generateKeyPair('ES256');
    const sign = (claims: { aud?: string; exp?: number }, key: CryptoKey) => new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'ES256' }).setIssuer(TOKEN_ISSUER).setAudience(claims.aud ?? SESSION_AUDIENCE)
      .setSubject(sub).setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600).sign(key);
    // The server's own key signs the "expired" and "wrong audience" tokens, so only that claim is wrong.
    const ownKey = (server.ctx.sessions as unknown as { keys: { privateKey: CryptoKey } }).keys.privateKey;
    const cases = {
      none: unsigned,
      foreignKey: await sign({}, foreign.privateKey),
      wrongAudience: await sign({ aud: 'portico-storage' }, ownKey),
      expired: await sign({ exp: Math.floor(Date.now() / 1000) - 10 }, ownKey),
      garbage: 'not-a-jwt',
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await getSession(authorizationHeader(token));
      expect([name, res.statusCode, res.json().code]).toEqual([name, 401, 'TOKEN_INVALID']);
    }
    // Control: the same construction with the right claims passes.
    expect((await getSession(authorizationHeader(await sign({}, ownKey)))).statusCode).toBe(200);
  });

  it('stops working after logout (DELETE session)', async () => {
    const headers = await server.headersFor('maria@acme.example');
    expect((await server.app.inject({ method: 'DELETE', url: API.session, headers })).statusCode).toBe(204);
    const res = await server.app.inject({ method: 'GET', url: API.session, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_REVOKED');
  });

  it('a storage token opens only its own document and dies with the session', async () => {
    const [clientId] = await server.clientIdsOf('maria@acme.example');
    const headers = await server.headersFor('maria@acme.example');
    const docs = (await server.app.inject({ method: 'GET', url: API.documents.replace(':clientId', clientId!), headers })).json().documents;
    const [first, second] = docs;
    const { url } = (await server.app.inject({ method: 'GET', url: `${API.documents.replace(':clientId', clientId!)}/${first.id}/download-url`, headers })).json();
    const ok = await server.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain('attachment;');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const other = await server.app.inject({ method: 'GET', url: url.replace(first.id, second.id) });
    expect(other.statusCode).toBe(401);
    expect(other.body).not.toContain('%PDF');
    await server.app.inject({ method: 'DELETE', url: API.session, headers });
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
