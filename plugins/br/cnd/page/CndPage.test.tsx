import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PluginSlot, widgetPageManifest } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, renderWithKernel, type FakeHandler } from '@portico/plugin/testing';
import { CND_API, type ClientAgency, type CndIssuer, type CndStatus, type CrawlerHistoryRecord } from '../contract';
import cnd from '../manifest';
import { agency, dayFromToday } from '../testing';

const page = widgetPageManifest(cnd);
const ISSUERS: CndIssuer[] = ['ReceitaFederalPgfn', 'Fgts', 'JusticaDoTrabalho', 'State', 'Municipal'];
/** Days left of each agency's latest certificate: one expired, one expiring (FGTS renews 10 days ahead). */
const EXPIRES_IN: Record<string, number> = { g0: 120, g1: 6, g2: 60, g3: -2, g4: 40, g5: 70, g6: 80, g7: 90, g8: 100, g9: 110, g10: 130, g11: 140 };

const links: ClientAgency[] = Object.keys(EXPIRES_IN).map((id, i) => ({ id: `l-${id}`, agencyId: id, clientId: 'c1', agency: agency(id, ISSUERS[i % 5]!) }));

const record = (link: ClientAgency, expiresIn: Record<string, number>, status: CndStatus = 'Negativa'): CrawlerHistoryRecord => ({
  id: `h-${link.agencyId}`, agencyId: link.agencyId, clientId: 'c1', crawledAt: '2026-11-01T10:00:00.000Z', status,
  statusLabel: status, certificateNumber: `CERT-${link.agencyId}`, issuedAt: dayFromToday(-20), expiresAt: dayFromToday(expiresIn[link.agencyId]!),
  expired: expiresIn[link.agencyId]! < 0, clientAgencyExpanded: link,
  document: { fileName: `CND ${link.agencyId}.pdf`, size: 2048, downloadUrl: `/api/cnd/v1/crawler-history/h-${link.agencyId}/document/content?token=t`, expiresAt: '2026-11-30T00:00:00.000Z' },
});

const filterOf = (query: URLSearchParams) => Object.fromEntries(
  (JSON.parse(query.get('filter')!) as Array<{ items: Array<{ by: string; op: string; value: string }> }>)[0]!.items.map((i) => [i.by, `${i.op} ${i.value}`]),
);

function cndApi(expiresIn = EXPIRES_IN, statuses: Record<string, CndStatus> = {}, more: Record<string, FakeHandler> = {}) {
  return fakeApi({
    ...more,
    [`GET ${CND_API.cndClientAgencies}`]: (req) => {
      const start = Number(req.query.get('startIndex'));
      const size = Number(req.query.get('itemsPerPage'));
      return { items: links.slice(start, start + size), totalItems: links.length, startIndex: start, itemsPerPage: size };
    },
    [`GET ${CND_API.cndCrawlerHistory}`]: (req) => {
      const link = links.find((l) => l.agencyId === filterOf(req.query).agencyId!.slice(3))!;
      return { items: [record(link, expiresIn, statuses[link.agencyId])], totalItems: 2, startIndex: 0, itemsPerPage: 1 };
    },
  });
}

async function openPage(api: ReturnType<typeof cndApi>, params: Record<string, string> = { clientId: 'c1' }, language = 'pt-br') {
  const kernel = await createTestKernel({ plugins: [cnd], language, api });
  return renderWithKernel(<PluginSlot manifest={page} props={{ params }} />, { kernel, path: '/home/cnd/c1' });
}

describe('CND page', () => {
  it("lists the client's agencies (paged) with each latest certificate, days left and its PDF link", async () => {
    const api = cndApi();
    await openPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certidões negativas de débitos' })).toBeInTheDocument();
    const card = async (agencyId: string) => (await screen.findAllByRole('listitem', { name: /./ })).find((li) => li.id === `cnd-agency-${agencyId}`)!;
    const fgts = await card('g1');
    expect(fgts).toHaveAccessibleName('FGTS (CRF)');
    expect(await within(fgts).findByText('vence em 6 dias')).toHaveClass('cnd-expiring');
    expect(within(fgts).getByText('CERT-g1')).toBeInTheDocument();
    expect(within(fgts).getByRole('button', { name: 'Baixar PDF da certidão FGTS (CRF)' })).toBeEnabled();
    const expired = await card('g3');
    expect(await within(expired).findByText('vencida há 2 dias')).toHaveClass('cnd-expired');

    const agencyCalls = api.calls.filter((c) => c.path === CND_API.cndClientAgencies);
    expect(agencyCalls.map((c) => [filterOf(c.query).clientId, c.query.get('startIndex'), c.query.get('itemsPerPage')])).toEqual([['EQ c1', '0', '10']]);
    const history = api.calls.filter((c) => c.path === CND_API.cndCrawlerHistory);
    expect(history).toHaveLength(10);
    expect(filterOf(history[0]!.query)).toEqual({ agencyId: 'EQ g0', clientId: 'EQ c1' });
    expect(history[0]!.query.get('expand')).toBe('clientAgencyExpanded');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais 2 órgãos' })));
    expect(await screen.findByText('CERT-g11')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === CND_API.cndClientAgencies).map((c) => c.query.get('startIndex'))).toEqual(['0', '10']);
  });

  it('shows the expiry calendar month by month, each expiry linking to its card', async () => {
    // The nearest upcoming expiry is the federal one, 35 days ahead: always in a later month than today's.
    await openPage(cndApi({ ...EXPIRES_IN, g0: 35, g1: 50 }), { clientId: 'c1' }, 'en-us');
    const calendar = await screen.findByRole('region', { name: 'Expiry calendar' });
    // It turns to that month once the certificates have arrived.
    const federalDay = dayFromToday(35);
    const month = async () => within((await within(calendar).findByRole('table')) as HTMLElement);
    const link = await (await month()).findByRole('link', { name: 'Federal' });
    expect(link).toHaveAttribute('href', '#cnd-agency-g0');
    expect(link.closest('td')).toHaveClass('cnd-day-valid');
    expect(within(link.closest('td')!).getByText(String(Number(federalDay.slice(8))))).toBeInTheDocument();
    // Every expiry in date order below the month, the expired one first.
    const timeline = within(calendar).getByRole('list');
    expect(within(timeline).getAllByRole('link').map((a) => a.getAttribute('href'))[0]).toBe('#cnd-agency-g3');
    expect(within(timeline).getByText('Expired 2 days ago')).toBeInTheDocument();
    const caption = calendar.querySelector('caption')!.textContent;
    await act(async () => fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' })));
    expect(calendar.querySelector('caption')!.textContent).not.toBe(caption);
    await act(async () => fireEvent.keyDown(calendar.querySelector('table')!, { key: 'PageUp' }));
    expect(calendar.querySelector('caption')!.textContent).toBe(caption);
  });

  it('puts a positive certificate first, then the expired one, each saying what to do; a positive one is never shown as valid', async () => {
    // g4 (Municipal) is positive and 83 days from its end; g3 expired two days ago.
    await openPage(cndApi({ ...EXPIRES_IN, g4: 83 }, { g4: 'Positiva' }));
    await screen.findByText('vence em 83 dias');
    const cards = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('cnd-card'));
    await vi.waitFor(() => expect(cards().slice(0, 2).map((li) => li.id)).toEqual(['cnd-agency-g4', 'cnd-agency-g3']));
    const [positive, expired] = cards() as [HTMLElement, HTMLElement];
    expect(positive).toHaveClass('cnd-card-positive');
    expect(within(positive).getByText('Certidão positiva: a empresa tem débitos com este órgão.')).toBeInTheDocument();
    expect(within(positive).getByText('Positiva')).toHaveClass('cnd-status-Positiva');
    const days = within(positive).getByText('vence em 83 dias');
    expect(days).not.toHaveClass('cnd-valid');
    expect(days).toHaveClass('cnd-neutral');
    expect(expired).toHaveClass('cnd-card-expired');
    expect(within(expired).getByText('Certidão vencida.')).toBeInTheDocument();
    // The others keep the server's order, and a negative certificate far from its end is still green.
    expect(cards().slice(2).map((li) => li.id)).toEqual(['g0', 'g1', 'g2', 'g5', 'g6', 'g7', 'g8', 'g9'].map((id) => `cnd-agency-${id}`));
    expect(within(cards()[2]!).getByText('vence em 120 dias')).toHaveClass('cnd-valid');
  });

  it('asks a fresh PDF link at the click; a failure stays in that card with a retry, and the rest of the page works', async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    let fail = true;
    const api = cndApi(EXPIRES_IN, {}, {
      [`GET ${CND_API.cndHistoryDocument}`]: (req) => fail ? errorReply(503, 'UNAVAILABLE') : {
        fileName: `CND ${req.params.id}.pdf`, size: 2048, downloadUrl: `/api/cnd/v1/crawler-history/${req.params.id}/document/content?token=fresh`, expiresAt: '2026-12-01T00:00:00.000Z',
      },
    });
    await openPage(api);
    const fgts = (await screen.findAllByRole('listitem')).find((li) => li.id === 'cnd-agency-g1')!;
    await act(async () => fireEvent.click(await within(fgts).findByRole('button', { name: 'Baixar PDF da certidão FGTS (CRF)' })));
    expect(await within(fgts).findByRole('alert')).toHaveTextContent('Não foi possível baixar o PDF desta certidão.');
    expect(clicked).toEqual([]);
    // Only that card says so; the other cards, the calendar and their downloads are still there.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Baixar PDF da certidão/ })).toHaveLength(10);
    expect(screen.getByRole('region', { name: 'Calendário de vencimentos' })).toBeInTheDocument();

    fail = false;
    await act(async () => fireEvent.click(within(fgts).getByRole('button', { name: 'Tentar novamente' })));
    await vi.waitFor(() => expect(clicked).toEqual(['/api/cnd/v1/crawler-history/h-g1/document/content?token=fresh CND h-g1.pdf']));
    expect(within(fgts).queryByRole('alert')).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/cnd/v1/crawler-history/h-g1/document')).toHaveLength(2);
    click.mockRestore();
  });

  it('a certificate gone since the page loaded says so in its card and reads the card again', async () => {
    const api = cndApi(EXPIRES_IN, {}, { [`GET ${CND_API.cndHistoryDocument}`]: () => errorReply(404, 'CND_HISTORY_NOT_FOUND') });
    await openPage(api);
    const fgts = (await screen.findAllByRole('listitem')).find((li) => li.id === 'cnd-agency-g1')!;
    await act(async () => fireEvent.click(await within(fgts).findByRole('button', { name: 'Baixar PDF da certidão FGTS (CRF)' })));
    expect(await within(fgts).findByRole('alert')).toHaveTextContent('Esta certidão não está mais disponível: o escritório a substituiu ou removeu.');
    const reads = () => api.calls.filter((c) => c.path === CND_API.cndCrawlerHistory && filterOf(c.query).agencyId === 'EQ g1').length;
    expect(reads()).toBe(1);
    await act(async () => fireEvent.click(within(fgts).getByRole('button', { name: 'Ver a certidão atual' })));
    await vi.waitFor(() => expect(reads()).toBe(2));
    expect(await within(fgts).findByText('CERT-g1')).toBeInTheDocument();
    expect(within(fgts).queryByRole('alert')).toBeNull();
  });

  it('says the client id is missing (spec 001) without asking the API', async () => {
    const api = cndApi();
    await openPage(api, {}, 'en-us');
    expect(await screen.findByRole('alert')).toHaveTextContent('Client id can not be undefined');
    expect(api.calls).toEqual([]);
  });
});
