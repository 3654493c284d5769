import { sql } from 'kysely';
import type { DocumentsDb } from './tables';

/**
 * Serialised document pages keyed by container, list version and page. The version lives in the database
 * and every change to a container's documents bumps it in the same transaction, so a page is never served
 * stale, by this process or by another one sharing the database.
 */
export class DocumentPageCache {
  private readonly pages = new Map<string, string>();
  /** Pages being made: requests that miss together share one query instead of each running it. */
  private readonly making = new Map<string, Promise<string>>();

  constructor(private readonly maxEntries = 256) {}

  /** Pages differ by the language their names are ordered in, too. */
  static key(containerId: string, version: number, page: { limit: number; offset: number; includeTotal: boolean; locale?: string }): string {
    return `${containerId}:${version}:${page.limit}:${page.offset}:${page.includeTotal ? 1 : 0}:${page.locale ?? ''}`;
  }

  get(key: string): string | undefined {
    const json = this.pages.get(key);
    if (json !== undefined) {
      // Least recently used goes first: re-insert on a hit.
      this.pages.delete(key);
      this.pages.set(key, json);
    }
    return json;
  }

  /**
   * The page under `key`, made by `make` once however many requests miss it at the same time: under 200
   * connections the first requests for a 10,000-document folder each ran the whole folder's query and sort.
   */
  async getOrMake(key: string, make: () => Promise<string>): Promise<string> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.making.get(key);
    if (!pending) {
      pending = make().then((json) => {
        this.set(key, json);
        return json;
      }).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  set(key: string, json: string): void {
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, json);
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
