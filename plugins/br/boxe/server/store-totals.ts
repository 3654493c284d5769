import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { BoxeFilters, BoxeKind } from '../contract';
import { appliedFilters, filteredDocuments } from './queries';
import type { BoxeDb } from './tables';

export interface Totals { documents: number; amountCents: number }

/** A store's row of figures, kept by triggers (migration 0195): its whole count and amount, and its version. */
export interface StoreState extends Totals { version: number }

/** The store's figures as they are now (zeros for a store with no document yet), read once per page. */
export async function storeState(db: BoxeDb, clientId: string, kind: BoxeKind): Promise<StoreState> {
  const row = await db.selectFrom('brFiscalStoreTotals').select(['documents', 'amountCents', 'version'])
    .where('clientId', '=', clientId).where('kind', '=', kind).executeTakeFirst();
  return { documents: Number(row?.documents ?? 0), amountCents: Number(row?.amountCents ?? 0), version: Number(row?.version ?? 0) };
}

/**
 * The count and amount of a store's filtered set, without summing the store on every page: unfiltered, the
 * store's row kept by triggers (migration 0195); filtered, counted once per filter and store version (every
 * change to the store moves the version in its own transaction, so a cached figure is never stale).
 */
export class StoreTotals {
  private readonly filtered = new LRUCache<string, Totals>({ max: 1000 });

  constructor(private readonly db: BoxeDb) {}

  async of(clientId: string, kind: BoxeKind, filters: BoxeFilters, store: StoreState): Promise<Totals> {
    const applied = appliedFilters(filters);
    if (applied.length === 0) return { documents: store.documents, amountCents: store.amountCents };
    const key = (version: number | null | undefined) => JSON.stringify([clientId, kind, Number(version ?? 0), applied]);
    const cached = this.filtered.get(key(store.version));
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
