import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { CND_API, type ClientCertificates } from '../contract';
import cnd from '../manifest';
import { agency, dayFromToday } from '../testing';

const latest = (id: string, status: 'Negativa' | 'PositivaComEfeitosDeNegativa' | 'Positiva', expiresIn: number) => ({
  id, status, certificateNumber: `N-${id}`, issuedAt: dayFromToday(expiresIn - 30), expiresAt: dayFromToday(expiresIn), crawledAt: '2026-11-01T10:00:00.000Z',
});

const CERTIFICATES: ClientCertificates = {
  items: [
    { agency: agency('g1', 'ReceitaFederalPgfn'), latest: latest('h1', 'Negativa', 100) },
    { agency: agency('g2', 'Fgts'), latest: latest('h2', 'PositivaComEfeitosDeNegativa', 5) },
    { agency: agency('g3', 'Municipal', 'São Paulo/SP'), latest: latest('h3', 'Negativa', -3) },
    { agency: agency('g4', 'State', 'SP'), latest: null },
    { agency: agency('g5', 'JusticaDoTrabalho'), latest: latest('h5', 'Positiva', 83) },
  ],
};

describe('CND widget', () => {
  it("shows each certificate of the active client with status, last valid day and days left; positive, expired and expiring stand out", async () => {
    const api = fakeApi({ [`GET ${CND_API.cndClientCertificates}`]: () => CERTIFICATES });
    const kernel = await createTestKernel({ plugins: [cnd], language: 'pt-br', api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(cnd, { kernel });
    expect(await screen.findByRole('heading', { name: 'Certidões negativas (CND)' })).toBeInTheDocument();
    const federal = (await screen.findByText('Federal (RFB/PGFN)')).closest('li')!;
    expect(within(federal).getByText('Negativa')).toBeInTheDocument();
    expect(within(federal).getByText('vence em 100 dias')).toBeInTheDocument();
    expect(federal).toHaveClass('cnd-row-valid');
    const fgts = screen.getByText('FGTS (CRF)').closest('li')!;
    expect(within(fgts).getByText('Positiva com efeitos de negativa')).toBeInTheDocument();
    expect(within(fgts).getByText('vence em 5 dias')).toBeInTheDocument();
    expect(fgts).toHaveClass('cnd-row-expiring');
    const municipal = screen.getByText('Municipal').closest('li')!;
    expect(within(municipal).getByText('vencida há 3 dias')).toBeInTheDocument();
    expect(municipal).toHaveClass('cnd-row-expired');
    const [y, m, d] = dayFromToday(-3).split('-');
    expect(within(municipal).getByText(`Válida até ${d}/${m}/${y}`)).toBeInTheDocument();
    expect(within(screen.getByText('Estadual').closest('li')!).getByText('Nenhuma certidão emitida ainda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver certidões e calendário de vencimentos' })).toHaveAttribute('href', '/home/cnd/c1');
    // The positive certificate (debts) first, then the expired one, then the rest as the server listed them.
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('.cnd-issuer')!.textContent)).toEqual([
      'Trabalhista (CNDT)', 'Municipal · São Paulo/SP', 'Federal (RFB/PGFN)', 'FGTS (CRF)', 'Estadual · SP',
    ]);
    const labour = screen.getByText('Trabalhista (CNDT)').closest('li')!;
    expect(labour).toHaveClass('cnd-row-positive');
    expect(within(labour).getByText('Certidão positiva: a empresa tem débitos com este órgão.')).toBeInTheDocument();
    expect(within(labour).getByText('vence em 83 dias')).not.toHaveClass('cnd-valid');
    expect(within(municipal).getByText('Certidão vencida.')).toBeInTheDocument();
    // One request for the whole widget: no wave waits for another.
    expect(api.calls.map((c) => c.path)).toEqual(['/api/cnd/v1/clients/c1/certificates']);
  });

  it('counts in English with real plurals', async () => {
    const api = fakeApi({ [`GET ${CND_API.cndClientCertificates}`]: () => ({ items: [{ agency: agency('g2', 'Fgts'), latest: latest('h2', 'Negativa', 1) }] }) });
    const kernel = await createTestKernel({ plugins: [cnd], api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(cnd, { kernel });
    expect(await screen.findByText('1 day left')).toBeInTheDocument();
  });
});
