import { describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair, base64url } from 'jose';
import { SIGNING_ALG, type SigningKeys } from '../auth/signing-key';
import { TOKEN_ISSUER } from '../auth/session-service';
import { AppError } from '../http/errors';
import { SIGN_IN_AUDIENCE, SignInTokens } from './sign-in-token';

async function keys(): Promise<SigningKeys> {
  const pair = await generateKeyPair(SIGNING_ALG);
  return { privateKey: pair.privateKey, publicKey: pair.publicKey, kid: 'test' };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(() => { throw new Error('accepted'); }, (error: unknown) => error as AppError);

describe('sign-in JWT (exchanged for a long token)', () => {
  it('redeems a fresh token once', async () => {
    const tokens = new SignInTokens(await keys());
    const token = await tokens.issue({ userId: 'u1', emulateeUserId: 'u2' });
    expect(await tokens.redeem(token)).toEqual({ userId: 'u1', emulateeUserId: 'u2' });
    expect((await refusal(tokens.redeem(token))).statusCode).toBe(401);
  });

  it('refuses alg "none"', async () => {
    const tokens = new SignInTokens(await keys());
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(JSON.stringify({ iss: TOKEN_ISSUER, aud: SIGN_IN_AUDIENCE, sub: 'u1', jti: 'j', exp: now + 60 }));
    const error = await refusal(tokens.redeem(`${header}.${payload}.`));
    expect([error.statusCode, error.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('refuses a token signed with another key', async () => {
    const tokens = new SignInTokens(await keys());
    const foreign = new SignInTokens(await keys());
    const error = await refusal(tokens.redeem(await foreign.issue({ userId: 'u1' })));
    expect([error.statusCode, error.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('refuses an expired token, a long token (other audience) and a foreign issuer', async () => {
    const k = await keys();
    const tokens = new SignInTokens(k);
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
