import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PluginSlot, widgetPageManifest } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { CND_API, type ClientAgency, type CndIssuer, type CrawlerHistoryRecord } from '../contract';
import cnd from '../manifest';
import { agency, dayFromToday } from '../testing';

const page = widgetPageManifest(cnd);
const ISSUERS: CndIssuer[] = ['ReceitaFederalPgfn', 'Fgts', 'JusticaDoTrabalho', 'State', 'Municipal'];
/** Days left of each agency's latest certificate: one expired, one expiring (FGTS renews 10 days ahead). */
const EXPIRES_IN: Record<string, number> = { g0: 120, g1: 6, g2: 60, g3: -2, g4: 40, g5: 70, g6: 80, g7: 90, g8: 100, g9: 110, g10: 130, g11: 140 };

const links: ClientAgency[] = Object.keys(EXPIRES_IN).map((id, i) => ({ id: `l-${id}`, agencyId: id, clientId: 'c1', agency: agency(id, ISSUERS[i % 5]!) }));

const record = (link: ClientAgency, expiresIn: Record<string, number>): CrawlerHistoryRecord => ({
  id: `h-${link.agencyId}`, agencyId: link.agencyId, clientId: 'c1', crawledAt: '2026-11-01T10:00:00.000Z', status: 'Negativa',
  statusLabel: 'Negativa', certificateNumber: `CERT-${link.agencyId}`, issuedAt: dayFromToday(-20), expiresAt: dayFromToday(expiresIn[link.agencyId]!),
  expired: expiresIn[link.agencyId]! < 0, clientAgencyExpanded: link,
  document: { fileName: `CND ${link.agencyId}.pdf`, size: 2048, downloadUrl: `/api/cnd/v1/crawler-history/h-${link.agencyId}/document/content?token=t`, expiresAt: '2026-11-30T00:00:00.000Z' },
});

const filterOf = (query: URLSearchParams) => Object.fromEntries(
  (JSON.parse(query.get('filter')!) as Array<{ items: Array<{ by: string; op: string; value: string }> }>)[0]!.items.map((i) => [i.by, `${i.op} ${i.value}`]),
);

function cndApi(expiresIn = EXPIRES_IN) {
  return fakeApi({
    [`GET ${CND_API.cndClientAgencies}`]: (req) => {
      const start = Number(req.query.get('startIndex'));
      const size = Number(req.query.get('itemsPerPage'));
      return { items: links.slice(start, start + size), totalItems: links.length, startIndex: start, itemsPerPage: size };
    },
    [`GET ${CND_API.cndCrawlerHistory}`]: (req) => {
      const link = links.find((l) => l.agencyId === filterOf(req.query).agencyId!.slice(3))!;
      return { items: [record(link, expiresIn)], totalItems: 2, startIndex: 0, itemsPerPage: 1 };
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
    expect(within(fgts).getByRole('link', { name: 'Baixar PDF da certidão FGTS (CRF)' })).toHaveAttribute('href', '/api/cnd/v1/crawler-history/h-g1/document/content?token=t');
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

  it('says the client id is missing (spec 001) without asking the API', async () => {
    const api = cndApi();
    await openPage(api, {}, 'en-us');
    expect(await screen.findByRole('alert')).toHaveTextContent('Client id can not be undefined');
    expect(api.calls).toEqual([]);
  });
});
