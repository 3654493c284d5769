import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { homeArea, homeFeature as home } from '../../common/home';
import { TAX_CALENDAR_API, type DueDatesResponse } from './contract';
import taxCalendarFeature from './feature';
import taxCalendar from './manifest';

const ANSWER: DueDatesResponse = {
  today: '2026-11-19',
  profile: { regime: 'presumido', hasEmployees: true, uf: 'SP', municipality: 'São Paulo' },
  items: [
    { key: 'fgts', competence: '2026-10', nominalDate: '2026-11-20', dueDate: '2026-11-19', daysLeft: 0, shift: { reason: 'holiday', holiday: 'Dia da Consciência Negra' }, override: null },
    { key: 'pisCofins', competence: '2026-10', nominalDate: '2026-11-25', dueDate: '2026-11-30', daysLeft: 11, shift: null, override: { originalDate: '2026-11-25', note: 'Prorrogação pela Portaria X' } },
    { key: 'dctfweb', competence: '2026-10', nominalDate: '2026-11-30', dueDate: '2026-11-30', daysLeft: 1, shift: null, override: null },
  ],
};

const dueDatesApi = () => fakeApi({ [`GET ${TAX_CALENDAR_API.dueDates}`]: () => ANSWER });

describe('tax calendar widget', () => {
  it("lists the active client's due dates with days left, the holiday that moved one, and the firm's override", async () => {
    const api = dueDatesApi();
    const kernel = await createTestKernel({ plugins: [taxCalendar], language: 'pt-br', api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(taxCalendar, { kernel });
    expect(await screen.findByRole('heading', { name: 'Agenda tributária' })).toBeInTheDocument();
    const fgts = (await screen.findByText('Recolhimento do FGTS')).closest('li')!;
    expect(within(fgts).getByText('vence hoje')).toBeInTheDocument();
    expect(within(fgts).getByText('19/11/2026')).toHaveAttribute('datetime', '2026-11-19');
    expect(within(fgts).getByText('Antecipado: Dia da Consciência Negra')).toBeInTheDocument();
    const pis = screen.getByText('PIS/COFINS').closest('li')!;
    expect(pis).toHaveClass('tax-calendar-overridden');
    expect(within(pis).getByText('vence em 11 dias')).toBeInTheDocument();
    expect(within(pis).getByText(/Data definida pelo escritório \(era 25\/11\/2026\)\. Prorrogação pela Portaria X/)).toBeInTheDocument();
    expect(screen.getByText('vence em 1 dia')).toBeInTheDocument();
    expect(screen.getByText(/Lucro Presumido · com empregados · SP/)).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/br-tax-calendar/v1/clients/c1/due-dates']);
  });

  it('says so when the due dates cannot be loaded, and retries', async () => {
    let fail = true;
    const api = fakeApi({ [`GET ${TAX_CALENDAR_API.dueDates}`]: () => (fail ? errorReply(500, 'INTERNAL') : ANSWER) });
    const kernel = await createTestKernel({ plugins: [taxCalendar], api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(taxCalendar, { kernel });
    expect(await screen.findByText('The due dates could not be loaded.')).toBeInTheDocument();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('due in 11 days')).toBeInTheDocument();
  });

  it('shows the six soonest and the rest on demand', async () => {
    const keys = ['das', 'fgts', 'inss', 'irrf', 'esocial', 'efdReinf', 'pisCofins', 'dctfweb'] as const;
    const items = keys.map((key, i) => ({ ...ANSWER.items[2]!, key, daysLeft: i + 1, dueDate: `2026-11-${String(20 + i).padStart(2, '0')}` }));
    const api = fakeApi({ [`GET ${TAX_CALENDAR_API.dueDates}`]: () => ({ ...ANSWER, items }) });
    const kernel = await createTestKernel({ plugins: [taxCalendar], api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(taxCalendar, { kernel });
    const more = await screen.findByRole('button', { name: 'Show all 8 due dates' });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.click(more));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for a company when none is active, without calling the API', async () => {
    const api = fakeApi({});
    const kernel = await createTestKernel({ plugins: [taxCalendar], api });
    renderPlugin(taxCalendar, { kernel });
    expect(await screen.findByText('Choose a company to see its due dates.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['en-us', 'Tax calendar'],
    ['pt-br', 'Agenda tributária'],
  ])('is labelled on the dashboard with its title from its own feature (%s), not the raw key', async (language, title) => {
    const kernel = await createTestKernel({ plugins: [home, taxCalendarFeature], language, api: dueDatesApi() });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(homeArea, { kernel, path: '/' });
    const widget = await screen.findByRole('article', { name: title });
    expect(widget.closest('[data-section]')).toHaveAttribute('data-section', 'brWidgetsSection1');
    expect(screen.queryByRole('article', { name: 'taxCalendar.title' })).toBeNull();
  });
});
