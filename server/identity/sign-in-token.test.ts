import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, base64url } from 'jose';
import { loadOrCreateSigningKeys, SIGNING_ALG, type SigningKeys } from '../auth/signing-key';
import { UsedTokens } from '../auth/used-tokens';
import { startTestServer, type TestServer } from '../testing/test-server';
import { TOKEN_ISSUER } from '../auth/session-service';
import { AppError } from '../http/errors';
import { SIGN_IN_AUDIENCE, SignInTokens } from './sign-in-token';

/** A key set of its own: a fresh data directory generates one. */
const keys = (): Promise<SigningKeys> => loadOrCreateSigningKeys(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-keys-')));

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ seed: false }); });
afterAll(() => server?.stop());
const signInTokens = async (k?: SigningKeys) => new SignInTokens(k ?? await keys(), new UsedTokens(server.ctx.db));

const refusal = (promise: Promise<unknown>) =>
  promise.then(() => { throw new Error('accepted'); }, (error: unknown) => error as AppError);

describe('sign-in JWT (exchanged for a long token)', () => {
  it('redeems a fresh token once', async () => {
    const tokens = await signInTokens();
    const token = await tokens.issue({ userId: 'u1', emulateeUserId: 'u2' });
    expect(await tokens.redeem(token)).toEqual({ userId: 'u1', emulateeUserId: 'u2' });
    expect((await refusal(tokens.redeem(token))).statusCode).toBe(401);
  });

  it('refuses alg "none"', async () => {
    const tokens = await signInTokens();
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(JSON.stringify({ iss: TOKEN_ISSUER, aud: SIGN_IN_AUDIENCE, sub: 'u1', jti: 'j', exp: now + 60 }));
    const error = await refusal(tokens.redeem(`${header}.${payload}.`));
    expect([error.statusCode, error.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('refuses a token signed with another key', async () => {
    const tokens = await signInTokens();
    const foreign = await signInTokens();
    const error = await refusal(tokens.redeem(await foreign.issue({ userId: 'u1' })));
    expect([error.statusCode, error.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('refuses an expired token, a long token (other audience) and a foreign issuer', async () => {
    const k = await keys();
    const tokens = await signInTokens(k);
    const sign = (claims: { iss: string; aud: string; exp: number }) =>
      new SignJWT({}).setProtectedHeader({ alg: SIGNING_ALG }).setIssuer(claims.iss).setAudience(claims.aud)
        .setSubject('u1').setJti(crypto.randomUUID()).setExpirationTime(claims.exp).sign(k.privateKey);
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [
      { iss: TOKEN_ISSUER, aud: SIGN_IN_AUDIENCE, exp: now - 10 },
      { iss: TOKEN_ISSUER, aud: 'portico-api', exp: now + 60 },
      { iss: 'someone-else', aud: SIGN_IN_AUDIENCE, exp: now + 60 },
    ]) {
      const error = await refusal(tokens.redeem(await sign(claims)));
      expect([error.statusCode, error.code]).toEqual([401, 'TOKEN_INVALID']);
    }
  });
});
