import { describe, expect, it, vi } from 'vitest';
import type { DocumentPage } from '@portico/contract/documents';
import { doc } from '../testing/fixtures';
import { PagedDocuments } from './paged-documents';

const ALL = Array.from({ length: 25 }, (_, i) => doc(`d${i}`));

function fetcher(withTotal: boolean) {
  return vi.fn(async (offset: number): Promise<DocumentPage> => ({
    documents: ALL.slice(offset, offset + 10), limit: 10, offset,
    total: withTotal && offset === 0 ? ALL.length : null,
    nextOffset: offset + 10 < ALL.length ? offset + 10 : null,
  }));
}

describe('PagedDocuments', () => {
  it('sizes the list from the first page and fetches each page in view once', async () => {
    const fetch = fetcher(true);
    const onChange = vi.fn();
    const list = new PagedDocuments(fetch, onChange);
    await list.start();
    expect(list.docs).toHaveLength(25);
    expect(list.docs[10]).toBeUndefined();
    await Promise.all([list.ensureRange(8, 14), list.ensureRange(12, 19)]);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([0, 10]);
    expect(list.docs[19]!.id).toBe('d19');
    expect(list.complete).toBe(false);
    await list.loadAll();
    expect(list.complete).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('without a total, grows a page at a time and ends exactly at the last page', async () => {
    const list = new PagedDocuments(fetcher(false), () => {});
    await list.start();
    expect(list.total).toBe(20);
    await list.ensureRange(10, 19);
    await list.ensureRange(20, 29);
    expect(list.total).toBe(25);
    expect(list.complete).toBe(true);
  });

  it('retries a page whose request failed and removes documents by id', async () => {
    let fail = true;
    const inner = fetcher(true);
    const list = new PagedDocuments(async (offset) => {
      if (offset === 10 && fail) throw new Error('offline');
      return inner(offset);
    }, () => {});
    await list.start();
    await expect(list.ensureRange(10, 12)).rejects.toThrow('offline');
    fail = false;
    await list.ensureRange(10, 12);
    expect(list.docs[10]!.id).toBe('d10');
    list.remove(new Set(['d0', 'd1']));
    expect(list.total).toBe(23);
    expect(list.docs[0]!.id).toBe('d2');
  });
});
