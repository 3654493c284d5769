import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ManifestList } from './document-list';
import type { ManifestDb } from './tables';

/**
 * A count filed under the version it counts; for a list with an open window also the moment it was counted and,
 * per bound, the first authorized_at above it (null: none), the row the bound will pass first.
 */
interface Counted { total: number; countedAt: number; next: Array<string | null> }

/** The client's list version (migration 0470: moved in the transaction of every change to its NF-e). */
async function listVersion(db: ManifestDb, clientId: string): Promise<number> {
  const row = await db.selectFrom('brManifestListVersions').select('version').where('clientId', '=', clientId).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The filtered list's count without counting it on every page: counted once per client, filter and list version
 * (every change to the client's NF-e moves the version in its own transaction, so a cached count is never stale).
 * A list with an open window (pendingOnly, dueWithinDays) also changes as time passes: its count holds until a
 * bound passes the first authorized_at above it, which the same statement reads, exact to the millisecond.
 */
export class ManifestTotals {
  private readonly counted = new LRUCache<string, Counted>({ max: 1000 });

  constructor(private readonly db: ManifestDb) {}

  async of(list: ManifestList): Promise<number> {
    const { now, window } = list;
    const key = (version: number | string | null | undefined) => JSON.stringify([list.clientId, Number(version ?? 0), list.key]);
    const cached = this.counted.get(key(await listVersion(this.db, list.clientId)));
    const bounds = window?.bounds ?? [];
    // The bounds only grow with the clock: from the count's moment on, none has passed a row until it reaches `next`.
    const holds = (c: Counted) => !window || (now.getTime() >= c.countedAt && bounds.every((b, i) => c.next[i] === null || b < c.next[i]!));
    if (cached && holds(cached)) return cached.total;
    // Counted and versioned in one statement (one snapshot): the count is filed under the version it counts.
    const version = sql<number | string | null>`(select version from br_manifest_list_versions where client_id = ${list.clientId})`.as('version');
    const row = window
      ? await list.candidates.select((eb) => [
        eb.fn.sum<number | string>(eb.case().when(window.holds(eb)).then(1).else(0).end()).as('n'), version,
        ...window.bounds.map((b, i) => eb.fn.min<string | null>(eb.case().when('authorizedAt', '>', b).then(eb.ref('authorizedAt')).end()).as(`next${i}`)),
      ]).executeTakeFirstOrThrow() as Record<string, unknown>
      : await list.rows.select([sql<number | string>`count(*)`.as('n'), version]).executeTakeFirstOrThrow() as Record<string, unknown>;
    const counted = { total: Number(row.n ?? 0), countedAt: now.getTime(), next: bounds.map((_, i) => (row[`next${i}`] as string | null) ?? null) };
    this.counted.set(key(row.version as number | string | null), counted);
    return counted.total;
  }
}
