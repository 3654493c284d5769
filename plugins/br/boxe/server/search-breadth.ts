import { LRUCache } from 'lru-cache';
import type { BoxeFilters, BoxeKind } from '../contract';
import { searchIsBroad } from './queries';
import type { BoxeDb } from './tables';

/**
 * Whether a store's search is broad (searchIsBroad), asked once per search and store version instead of on every
 * page: SQLite's probe of up to 2,001 FTS5 candidates took about 0.37 ms of a Box-E search page's 1.6. The answer
 * only picks the page's plan, never its rows, so one that another store's changes made stale (SQLite's candidates
 * span every store) costs speed, not results.
 */
export class SearchBreadth {
  private readonly known = new LRUCache<string, boolean>({ max: 1000 });

  constructor(private readonly db: BoxeDb) {}

  async of(clientId: string, kind: BoxeKind, filters: BoxeFilters, version: number): Promise<boolean> {
    const term = filters.search?.trim();
    if (!term) return false;
    const key = JSON.stringify([clientId, kind, version, term]);
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const broad = await searchIsBroad(this.db, clientId, kind, filters);
    this.known.set(key, broad);
    return broad;
  }
}
