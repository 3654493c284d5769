import type { Db } from '../db/database';
import { notFound } from '../http/errors';

export async function getUser(db: Db, userId: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND', 'No such user');
  return user;
}

/** feature -> resource -> grant, as the session bindings carry it. */
export async function permissionsOf(db: Db, userId: string) {
  const rows = await db.selectFrom('userPermissions').selectAll().where('userId', '=', userId).execute();
  const map: Record<string, Record<string, 'Granted' | 'Denied'>> = {};
  for (const r of rows) (map[r.feature] ??= {})[r.resource] = r.grant;
  return map;
}

export async function infrastructureControlsOf(db: Db, firmId: number | null): Promise<string[]> {
  if (firmId === null) return [];
  const rows = await db.selectFrom('infrastructureControls').select('name').where('firmId', '=', firmId).orderBy('name').execute();
  return rows.map((r) => r.name);
}
