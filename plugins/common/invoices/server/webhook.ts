import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `header` is "sha256=<hex>" of the HMAC-SHA256 of the raw body with the secret (compared in constant time). */
export function signatureMatches(secret: string, rawBody: string, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

export const signBody = (secret: string, rawBody: string) => `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
