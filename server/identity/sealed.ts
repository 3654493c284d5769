import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/**
 * Claims sealed for a cookie only the server reads: encrypted and authenticated with the server's key
 * (JWE, direct A256GCM), so the browser can neither read nor forge them, and expiring after `ttlSeconds`.
 */
export function seal(key: Uint8Array, claims: JWTPayload, ttlSeconds: number): Promise<string> {
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .encrypt(key);
}

/** The sealed claims; undefined when the value is missing, tampered with or expired. */
export async function unseal(key: Uint8Array, sealed: string | undefined): Promise<JWTPayload | undefined> {
  if (!sealed) return undefined;
  try {
    return (await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] })).payload;
  } catch {
    return undefined;
  }
}
