import { fillPath } from '@portico/contract/api-paths';
import { type HttpClient, withQuery } from '@portico/plugin';
import { BOXE_API, BOXE_KINDS, type BoxeDocumentPage, type BoxeKind } from '../contract';

export interface KindCount {
  kind: BoxeKind;
  total: number;
  cancelled: number;
}

/** The first day of `today`'s month (yyyy-MM-dd). */
export const monthStart = (today: string) => `${today.slice(0, 7)}-01`;

/**
 * How many documents of each kind were issued from the first of the month to today, and how many of them are
 * cancelled: ten one-row pages asked all at once (their totals are the counts), so none waits for another.
 */
export async function monthCounts(http: HttpClient, clientId: string, today: string): Promise<KindCount[]> {
  const count = (kind: BoxeKind, cancelledOnly: boolean) => {
    const query = { from: monthStart(today), to: today, itemsPerPage: 1, status: cancelledOnly ? 'cancelled' : undefined };
    return http.get<BoxeDocumentPage>(withQuery(fillPath(BOXE_API.boxeDocuments, { clientId, kind }), query)).then((page) => page.totalItems);
  };
  return Promise.all(BOXE_KINDS.map(async (kind) => {
    const [total, cancelled] = await Promise.all([count(kind, false), count(kind, true)]);
    return { kind, total, cancelled };
  }));
}
