import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { BoxeFilters, BoxeKind } from '../contract';
import { appliedFilters, filteredDocuments } from './queries';
import type { BoxeDb } from './tables';

export interface Totals { documents: number; amountCents: number }

/**
 * The count and amount of a store's filtered set, without summing the store on every page: unfiltered, the
 * store's row kept by triggers (migration 0195); filtered, counted once per filter and store version (every
 * change to the store moves the version in its own transaction, so a cached figure is never stale).
 */
export class StoreTotals {
  private readonly filtered = new LRUCache<string, Totals>({ max: 1000 });

  constructor(private readonly db: BoxeDb) {}

  async of(clientId: string, kind: BoxeKind, filters: BoxeFilters): Promise<Totals> {
    const store = await this.db.selectFrom('brFiscalStoreTotals').select(['documents', 'amountCents', 'version'])
      .where('clientId', '=', clientId).where('kind', '=', kind).executeTakeFirst();
    const applied = appliedFilters(filters);
    if (applied.length === 0) return { documents: Number(store?.documents ?? 0), amountCents: Number(store?.amountCents ?? 0) };
    const key = (version: number | null | undefined) => JSON.stringify([clientId, kind, Number(version ?? 0), applied]);
    const cached = this.filtered.get(key(store?.version));
    if (cached) return cached;
    // Counted and versioned in one statement (one snapshot): the figure is filed under the version it counts.
    const row = await filteredDocuments(this.db, clientId, kind, filters).select([
      sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(d.amount_cents), 0)`.as('cents'),
      sql<number | null>`(select version from br_fiscal_store_totals where client_id = ${clientId} and kind = ${kind})`.as('version'),
    ]).executeTakeFirstOrThrow();
    const totals = { documents: Number(row.n), amountCents: Number(row.cents) };
    this.filtered.set(key(row.version), totals);
    return totals;
  }
}
