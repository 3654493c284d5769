import { sql } from 'kysely';
import type { DocumentsDb } from './tables';

/**
 * Serialised document pages (the bytes of the answer) keyed by container, list version and page. The version lives in the database
 * and every change to a container's documents bumps it in the same transaction, so a page is never served
 * stale, by this process or by another one sharing the database.
 */
export class DocumentPageCache<Page = Buffer> {
  private readonly pages = new Map<string, Page>();
  /** Pages being made: requests that miss together share one query instead of each running it. */
  private readonly making = new Map<string, Promise<Page>>();
  /** A folder's count per list version: the same for every page, limit and language of that version. */
  private readonly totals = new Map<string, number>();

  constructor(private readonly maxEntries = 256) {}

  /** Pages differ by the language their names are ordered in, too. */
  static key(containerId: string, version: number, page: { limit: number; offset: number; includeTotal: boolean; locale?: string }): string {
    return `${containerId}:${version}:${page.limit}:${page.offset}:${page.includeTotal ? 1 : 0}:${page.locale ?? ''}`;
  }

  get(key: string): Page | undefined {
    const page = this.pages.get(key);
    if (page !== undefined) {
      // Least recently used goes first: re-insert on a hit.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /**
   * The page under `key`, made by `make` once however many requests miss it at the same time: under 200
   * connections the first requests for a 10,000-document folder each ran the whole folder's query and sort.
   */
  async getOrMake(key: string, make: () => Promise<Page>): Promise<Page> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.making.get(key);
    if (!pending) {
      pending = make().then((page) => {
        this.set(key, page);
        return page;
      }).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  /** The folder's document count at `version`, counted once per version (the oldest versions go first). */
  async total(containerId: string, version: number, count: () => Promise<number>): Promise<number> {
    const key = `${containerId}:${version}`;
    const known = this.totals.get(key);
    if (known !== undefined) return known;
    const counted = await count();
    if (this.totals.size >= this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(key, counted);
    return counted;
  }

  set(key: string, page: Page): void {
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
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
