import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsedTokens } from '../auth/used-tokens';
import { startTestServer, type TestServer } from '../testing/test-server';
import { OidcModels } from './oidc-models';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ seed: false }); });
afterAll(() => server?.stop());

describe('OidcModels (the embedded provider in the database)', () => {
  it('finds a record by id, uid and user code until it expires', async () => {
    let now = 1_000_000_000_000;
    const sessions = new OidcModels(server.ctx.db, 'Session', () => now);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await new OidcModels(server.ctx.db, 'Interaction', () => now).find('s1')).toBeUndefined();
    await sessions.upsert('s1', { uid: 'u1', accountId: 'b' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'b' });
    now += 60_000;
    expect(await sessions.find('s1')).toBeUndefined();
    // Written again after the expiry, another record sweeps the expired one away.
    await new OidcModels(server.ctx.db, 'DeviceCode', () => now).upsert('d1', { userCode: 'ABCD' }, 60);
    expect(await new OidcModels(server.ctx.db, 'DeviceCode', () => now).findByUserCode('ABCD')).toEqual({ userCode: 'ABCD' });
    expect(await server.ctx.db.selectFrom('oidcModels').select('id').where('id', '=', 's1').execute()).toEqual([]);
  });

  it('marks a code consumed, and revokes what a grant issued', async () => {
    const codes = new OidcModels(server.ctx.db, 'AuthorizationCode');
    const tokens = new OidcModels(server.ctx.db, 'AccessToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });
});

describe('UsedTokens', () => {
  it('lets one of many concurrent uses of a token id through', async () => {
    const used = new UsedTokens(server.ctx.db);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const results = await Promise.all(Array.from({ length: 8 }, () => used.use('jti-1', exp)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
