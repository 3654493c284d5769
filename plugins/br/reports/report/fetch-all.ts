import { fillPath } from '@portico/contract/api-paths';
import { MAX_PAGE_SIZE } from '@portico/contract/common';
import { buildQuery, type HttpClient } from '@portico/plugin';

interface Page<T> { items: T[]; totalItems: number }

/** Every row of a paged report route, in pages of the largest size the server allows, in the server's order. */
export async function fetchAllPages<T>(http: HttpClient, path: string, params: Record<string, string>, query: { [name: string]: string | undefined }): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await http.get<Page<T>>(fillPath(path, params), {
      searchParams: buildQuery({ ...query, startIndex: rows.length, itemsPerPage: MAX_PAGE_SIZE }),
    });
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.totalItems) return rows;
  }
}
