import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DocumentsDb } from './tables';

/**
 * Serialised document pages (the bytes of the answer) keyed by container, list version and page. The version lives in the database
 * and every change to a container's documents bumps it in the same transaction, so a page is never served
 * stale, by this process or by another one sharing the database.
 */
export class DocumentPageCache<Page extends NonNullable<unknown> = Buffer> {
  // Least recently used go first. `fetch` makes a missing entry once however many requests miss it at the same
  // time (under 200 connections the first requests for a 10,000-document folder each ran the whole folder's query).
  private readonly pages: LRUCache<string, Page, () => Promise<Page>>;
  /** A folder's count per list version: the same for every page, limit and language of that version. */
  private readonly totals: LRUCache<string, number, () => Promise<number>>;

  constructor(maxEntries = 256) {
    this.pages = new LRUCache({ max: maxEntries, fetchMethod: (_key, _stale, { context }) => context() });
    this.totals = new LRUCache({ max: maxEntries, fetchMethod: (_key, _stale, { context }) => context() });
  }

  /** Pages differ by the language their names are ordered in, too. */
  static key(containerId: string, version: number, page: { limit: number; offset: number; includeTotal: boolean; locale?: string }): string {
    return `${containerId}:${version}:${page.limit}:${page.offset}:${page.includeTotal ? 1 : 0}:${page.locale ?? ''}`;
  }

  /** The page under `key`, made by `make` once for all who ask meanwhile. */
  async getOrMake(key: string, make: () => Promise<Page>): Promise<Page> {
    return (await this.pages.fetch(key, { context: make }))!;
  }

  /** The folder's document count at `version`, counted once per version. */
  async total(containerId: string, version: number, count: () => Promise<number>): Promise<number> {
    return (await this.totals.fetch(`${containerId}:${version}`, { context: count }))!;
  }
}

/** Bumps the list version of the containers holding these documents (call inside the writing transaction). */
export async function bumpListVersions(db: DocumentsDb, containerIds: string[]): Promise<void> {
  if (containerIds.length === 0) return;
  await db.updateTable('containers')
    .set({ listVersion: sql<number>`list_version + 1` })
    .where('id', 'in', [...new Set(containerIds)])
    .execute();
}
