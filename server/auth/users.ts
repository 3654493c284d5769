import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import { notFound } from '../http/errors';
import type { SessionService } from './session-service';

export async function getUser(db: Db, userId: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND', 'No such user');
  return user;
}

/** feature -> resource -> grant, as the session bindings carry it. */
export async function permissionsOf(db: Db, userId: string) {
  // One query: the user's grants and their staff role, which is the user's, not a grant to edit (the browser reads
  // an administrator's as Firm.Administration).
  const rows = await db.selectFrom('users').leftJoin('userPermissions', 'userPermissions.userId', 'users.id')
    .select(['users.staffRole', 'userPermissions.feature', 'userPermissions.resource', 'userPermissions.grant'])
    .where('users.id', '=', userId).execute();
  const map: Record<string, Record<string, 'Granted' | 'Denied'>> = {};
  for (const r of rows) if (r.feature !== null && r.resource !== null && r.grant !== null) (map[r.feature] ??= {})[r.resource] = r.grant;
  if (rows[0]?.staffRole === 'administrator') (map.Firm ??= {}).Administration = 'Granted';
  return map;
}

export async function infrastructureControlsOf(db: Db, firmId: number | null): Promise<string[]> {
  if (firmId === null) return [];
  const rows = await db.selectFrom('infrastructureControls').select('name').where('firmId', '=', firmId).orderBy('name').execute();
  return rows.map((r) => r.name);
}

/** Disables an account: it can no longer sign in, and its sessions (and staff previews of it) end at once. */
export async function disableUser(db: Db, sessions: SessionService, userId: string): Promise<void> {
  await db.updateTable('users').set({ disabledAt: nowIso() }).where('id', '=', userId).where('disabledAt', 'is', null).execute();
  await sessions.revokeUser(userId);
}

/** Locks a firm out: its users can no longer sign in, and every live session of theirs ends at once. */
export async function lockFirm(db: Db, sessions: SessionService, firmId: number): Promise<void> {
  await db.updateTable('firms').set({ locked: 1 }).where('id', '=', firmId).execute();
  await sessions.revokeFirm(firmId);
}
