import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKey, CreateApiKeyRequest } from '@portico/contract/api-keys';
import type { ApiKeyScope } from '@portico/contract/endpoint';
import { nowIso, type Db } from '../db/database';
import type { FirmApiKeyTable } from '../db/schema';
import { forbidden, unauthenticated } from '../http/errors';

/**
 * A firm's API keys. A secret reads `ptk_<id>.<random>`: the id finds the row, the random part (32 bytes) is
 * checked against its hash in constant time; anything else is refused before the database is asked.
 */
const SECRET = /^ptk_([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** Enough for a firm's systems; a runaway script cannot fill the table. */
export const MAX_LIVE_KEYS_PER_FIRM = 20;

const hashOf = (random: string) => createHash('sha256').update(random).digest('hex');

export function toApiKey(row: FirmApiKeyTable): ApiKey {
  return {
    id: row.id, name: row.name, prefix: row.prefix, scopes: JSON.parse(row.scopes) as ApiKeyScope[],
    createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, revokedAt: row.revokedAt,
  };
}

export async function createApiKey(db: Db, firmId: number, createdByUserId: string, input: CreateApiKeyRequest): Promise<{ key: ApiKey; secret: string }> {
  const id = randomBytes(16).toString('base64url');
  const random = randomBytes(32).toString('base64url');
  const secret = `ptk_${id}.${random}`;
  const row: FirmApiKeyTable = {
    id, firmId, name: input.name.trim(), prefix: secret.slice(0, 12), secretHash: hashOf(random),
    scopes: JSON.stringify([...input.scopes].sort()), createdByUserId, createdAt: nowIso(), lastUsedAt: null, revokedAt: null,
  };
  await db.insertInto('firmApiKeys').values(row).execute();
  return { key: toApiKey(row), secret };
}

/** The key a secret stands for, if it is live; 401 API_KEY_INVALID for a malformed, unknown, wrong or revoked one. */
/** How stale a key's "last used" time may be. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export async function verifyApiKey(db: Db, secret: string): Promise<FirmApiKeyTable> {
  const parts = SECRET.exec(secret);
  if (!parts) throw unauthenticated('API_KEY_INVALID', 'The API key is not valid');
  const row = await db.selectFrom('firmApiKeys').selectAll().where('id', '=', parts[1]!).executeTakeFirst();
  const expected = Buffer.from(row?.secretHash ?? hashOf(''), 'hex');
  const matches = timingSafeEqual(expected, Buffer.from(hashOf(parts[2]!), 'hex'));
  if (!row || !matches || row.revokedAt !== null) throw unauthenticated('API_KEY_INVALID', 'The API key is not valid');
  // "Last used" to the minute: an integration calling many times a second writes the row once a minute, not per call.
  const now = nowIso();
  if (row.lastUsedAt === null || Date.parse(now) - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable('firmApiKeys').set({ lastUsedAt: now }).where('id', '=', row.id).execute();
  }
  return row;
}

/** 403 unless the operation takes keys and this key holds the operation's scope. */
export function checkApiKeyScope(key: FirmApiKeyTable, scope: ApiKeyScope | undefined): void {
  if (!scope) throw forbidden('API_KEY_NOT_ALLOWED', 'This call does not take an API key');
  if (!(JSON.parse(key.scopes) as string[]).includes(scope)) throw forbidden('API_KEY_SCOPE', `This API key lacks the scope "${scope}"`);
}
