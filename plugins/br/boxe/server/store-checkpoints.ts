import { LRUCache } from 'lru-cache';
import type { BoxeFilters, BoxeKind } from '../contract';
import { CHECKPOINT_SPACING, readCheckpoints, type Checkpoints, type PageRequest } from './document-pages';
import { appliedFilters, type filteredDocuments } from './queries';
import type { BoxeDb } from './tables';

interface Walk { base: ReturnType<typeof filteredDocuments>; page: PageRequest }

/**
 * The checkpoints of the sets people page deep into by offset (readCheckpoints), per store version, filter, sort
 * and direction: read once, shared by the requests that miss together. The version is read first, and every
 * change to a store moves it (migration 0195): checkpoints filed under a version were read at it or later, so
 * only a request racing that change could meet the newer rows, as it would meet them on its next page anyway.
 */
export class StoreCheckpoints {
  private readonly sets = new LRUCache<string, Checkpoints, Walk>({
    max: 200,
    fetchMethod: (_key, _stale, { context }) => readCheckpoints(this.db, context.base, context.page),
  });

  constructor(private readonly db: BoxeDb) {}

  /** The checkpoints at the store's `version` (storeState) for a page by offset deep enough to use them, else undefined. */
  async of(clientId: string, kind: BoxeKind, filters: BoxeFilters, version: number, walk: Walk): Promise<Checkpoints | undefined> {
    if (walk.page.cursor || walk.page.offset < CHECKPOINT_SPACING) return undefined;
    const key = JSON.stringify([clientId, kind, version, appliedFilters(filters), walk.page.sort, walk.page.direction]);
    return this.sets.fetch(key, { context: walk });
  }
}
