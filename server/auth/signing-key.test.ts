import { describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import { newSigningJwk, SIGNING_ALG, signingKeysOf, type SigningKeys } from './signing-key';

const config = (signingKeys: unknown) => ({ signingKeys, production: true, dataDir: '/nonexistent' });
const sign = (keys: SigningKeys) =>
  new SignJWT({}).setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid }).setExpirationTime('1m').sign(keys.privateKey);
const verifies = (token: string, keys: SigningKeys) => jwtVerify(token, keys.verifyKey).then(() => true, () => false);

describe('PORTICO_SIGNING_KEYS', () => {
  it('rotates: the first key signs, every key of the set verifies, a key dropped from the set verifies no more', async () => {
    const [oldKey, newKey] = [await newSigningJwk(), await newSigningJwk()];
    const before = await signingKeysOf(config({ keys: [oldKey] }));
    const during = await signingKeysOf(config({ keys: [newKey, oldKey] }));
    const after = await signingKeysOf(config({ keys: [newKey] }));
    const oldToken = await sign(before);
    expect(during.kid).toBe(newKey.kid);
    expect(await verifies(oldToken, during)).toBe(true);
    expect(await verifies(await sign(during), after)).toBe(true);
    expect(await verifies(oldToken, after)).toBe(false);
  });

  it('refuses a set without keys, a key without kid or private part, and two keys with one kid', async () => {
    const key = await newSigningJwk();
    const { d: _private, ...publicOnly } = key;
    const { kid: _kid, ...withoutKid } = key;
    for (const [value, message] of [
      [{}, /holds no "keys"/],
      [{ keys: [publicOnly] }, /private JWK/],
      [{ keys: [withoutKid] }, /with a "kid"/],
      [{ keys: [key, { ...key }] }, /share a "kid"/],
    ] as const) {
      await expect(signingKeysOf(config(value))).rejects.toThrow(message);
    }
  });
});
