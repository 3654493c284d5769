import { coreDb } from '@portico/plugin-server';
import type { FirmActionKind } from '../contract';
import type { ActivitySource, FirmActionRoutes } from './points';

/** "First Last", else the e-mail: how the firm's people are named to the client. */
export const personName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email;

/**
 * The firm's successful writes about the client on the routes the features named (the audit log keeps every
 * write, core's guard writes it): what a staff member or the firm's system did to its tasks and requests.
 */
export function firmActionSource(routes: readonly FirmActionRoutes[]): ActivitySource {
  const kinds = new Map<string, FirmActionKind>(routes.flatMap((r) => Object.entries(r)));
  const actions = [...kinds.keys()];
  return {
    async list(db, { clientId }, take) {
      if (actions.length === 0) return { events: [], total: 0 };
      const base = coreDb(db).selectFrom('auditLog as a')
        .innerJoin('users as u', 'u.id', 'a.actorUserId')
        .where('a.clientId', '=', clientId).where('a.outcome', '=', 'success').where('u.isStaff', '=', 1)
        .where('a.action', 'in', actions);
      const [rows, count] = await Promise.all([
        base.select(['a.id', 'a.at', 'a.action', 'a.apiKeyId', 'u.firstName', 'u.lastName', 'u.email'])
          .orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(take).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.n),
        events: rows.map((r) => ({
          kind: 'firmAction' as const, id: `audit:${r.id}`, at: r.at, action: kinds.get(r.action)!,
          actor: { name: personName(r), viaApiKey: r.apiKeyId !== null },
        })),
      };
    },
  };
}
