import { act, waitFor } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { TOKENS, useKernel } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { BOXE_API, type BoxeDocument } from '../contract';
import feature from '../feature';
import { STORE_PAGE_SIZE, useStorePages, type StoreQuery } from './use-store-pages';

const doc = (clientId: string, i: number): BoxeDocument => ({
  id: `${clientId}-${i}`, kind: 'nfe', accessKey: null, model: '55', number: String(i), series: '1', emitterCnpj: '61034578000132',
  emitterName: 'Moinho', recipientCnpj: null, recipientName: null, issuedAt: '2026-10-05', amountCents: 100, status: 'authorised',
  role: 'received', fileName: `${i}.xml`, size: 900, storedAt: '2026-10-06T10:00:00.000Z',
});

const QUERY: StoreQuery = { filters: {}, sort: 'issuedAt', direction: 'desc' };
const TOTAL = 250;

/** A store of 250 documents per client; the pages asked for are kept as "client@startIndex", with "~cursor" when asked by one. */
async function setup() {
  const asked: string[] = [];
  const api = fakeApi({
    [`GET ${BOXE_API.boxeDocuments}`]: (r) => {
      const clientId = r.params.clientId!;
      const cursor = r.query.get('cursor');
      // A cursor names the row before the page, so the page is found from it alone (as the server seeks).
      const start = cursor ? Number(cursor.replace('after-', '')) + 1 : Number(r.query.get('startIndex'));
      asked.push(`${clientId}@${r.query.get('startIndex')}${cursor ? `~${cursor}` : ''}`);
      const items = Array.from({ length: Math.max(0, Math.min(STORE_PAGE_SIZE, TOTAL - start)) }, (_, i) => doc(clientId, start + i));
      return { items, totalItems: TOTAL, startIndex: start, itemsPerPage: STORE_PAGE_SIZE, totalAmountCents: TOTAL * 100, nextCursor: start + STORE_PAGE_SIZE < TOTAL ? `after-${start + STORE_PAGE_SIZE - 1}` : null };
    },
  });
  const kernel = await createTestKernel({ plugins: [feature], api });
  kernel.get(TOKENS.Clients).setActive('c1');
  const seen: { current: ReturnType<typeof useStorePages> | null } = { current: null };
  function Probe() {
    const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
    seen.current = useStorePages(useKernel().get(TOKENS.Http), activeClientId, 'nfe', QUERY);
    return null;
  }
  renderWithKernel(<Probe />, { kernel });
  return { asked, kernel, seen };
}

const rowsOf = (pages: ReturnType<typeof useStorePages> | null) => (pages?.state.status === 'ready' ? pages.state.rows : []);

describe('the Box-E store pages', () => {
  it('reads the first page, then the pages that come into view, each once and by the cursor of the page before; loadAll reads the rest', async () => {
    const { asked, seen } = await setup();
    await waitFor(() => expect(seen.current?.state).toMatchObject({ status: 'ready', total: TOTAL }));
    expect(rowsOf(seen.current).filter(Boolean)).toHaveLength(100);

    act(() => seen.current!.ensureRange(150, 160));
    await waitFor(() => expect(rowsOf(seen.current)[150]?.id).toBe('c1-150'));
    act(() => seen.current!.ensureRange(120, 199));
    expect(rowsOf(seen.current)[249]).toBeUndefined();

    await act(() => seen.current!.loadAll());
    await waitFor(() => expect(rowsOf(seen.current).every(Boolean)).toBe(true));
    expect(rowsOf(seen.current)[249]?.id).toBe('c1-249');
    expect(asked).toEqual(['c1@0', 'c1@100~after-99', 'c1@200~after-199']);
  });

  it('asks a page reached by a jump by offset, and the one after it by its cursor', async () => {
    const { asked, seen } = await setup();
    await waitFor(() => expect(seen.current?.state.status).toBe('ready'));
    act(() => seen.current!.ensureRange(230, 240));
    await waitFor(() => expect(rowsOf(seen.current)[230]?.id).toBe('c1-230'));
    act(() => seen.current!.ensureRange(90, 110));
    await waitFor(() => expect(rowsOf(seen.current)[110]?.id).toBe('c1-110'));
    expect(asked).toEqual(['c1@0', 'c1@200', 'c1@100~after-99']);
  });

  it("starts over for another client and shows none of the first client's rows", async () => {
    const { kernel, seen } = await setup();
    await waitFor(() => expect(seen.current?.state.status).toBe('ready'));
    act(() => kernel.get(TOKENS.Clients).setActive('c2'));
    await waitFor(() => expect(rowsOf(seen.current)[0]?.id).toBe('c2-0'));
    expect(rowsOf(seen.current).filter(Boolean).every((r) => r!.id.startsWith('c2-'))).toBe(true);
  });
});
