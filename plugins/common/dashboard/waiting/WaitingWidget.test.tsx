import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { DASHBOARD_API, type WaitingList } from '../contract';
import waiting from './manifest';

const LINKED: WaitingList = {
  items: [
    { featureId: 'br.manifest', kind: 'nfeManifest', id: 'k1', title: 'NF-e 4512', dueDate: null, link: '/actions/nfe-manifest/invoice-processing?accessKey=1' },
    { featureId: 'common.dashboard', kind: 'document', id: 'd7', title: 'Balancete outubro.pdf', dueDate: null, link: '/documents?folder=f2&open=d7' },
  ],
  unavailable: [],
};

const CERTIFICATES: WaitingList = {
  items: [
    { featureId: 'br.cnd', kind: 'certificatePositive', id: 'h1', title: 'Prefeitura do Município de São Paulo', dueDate: null, urgent: true, link: '/home/cnd/c1' },
    { featureId: 'br.cnd', kind: 'certificate', id: 'h2', title: 'Caixa Econômica Federal - FGTS', dueDate: '2099-01-10', link: '/home/cnd/c1' },
  ],
  unavailable: [],
};

describe('waiting for you', () => {
  it("links each item to its place, and opening the firm's new document counts as reading it", async () => {
    const api = fakeApi({
      [`GET ${DASHBOARD_API.waiting}`]: () => LINKED,
      [`PUT ${DASHBOARD_API.documentRead}`]: ({ params }) => ({ documentId: params.documentId!, readAt: '2026-11-02T10:00:00.000Z' }),
    });
    const kernel = await createTestKernel({ plugins: [waiting], language: 'pt-br', api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(waiting, { kernel });
    const document = await screen.findByRole('link', { name: /Ler um documento novo/ });
    expect(document).toHaveAttribute('href', '/documents?folder=f2&open=d7');
    await userEvent.setup().click(screen.getByRole('link', { name: /Manifestar uma NF-e/ }));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.setup().click(document);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/dashboard/v1/clients/c1/document-reads/d7']));
  });

  it('names a positive certificate as debts to settle, marked urgent instead of a due date', async () => {
    const api = fakeApi({ [`GET ${DASHBOARD_API.waiting}`]: () => CERTIFICATES });
    const kernel = await createTestKernel({ plugins: [waiting], language: 'pt-br', api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(waiting, { kernel });
    const [positive, renew] = await screen.findAllByRole('listitem');
    expect(within(positive!).getByRole('link')).toHaveTextContent('Regularizar débitos (certidão positiva)Prefeitura do Município de São Paulo');
    expect(within(positive!).getByRole('link')).toHaveAttribute('href', '/home/cnd/c1');
    expect(within(positive!).getByText('urgente')).toHaveClass('waiting-due--overdue');
    expect(positive!.querySelector('time')).toBeNull();
    expect(within(renew!).getByText('Renovar uma certidão')).toBeInTheDocument();
    expect(renew!.querySelector('time')).toHaveAttribute('datetime', '2099-01-10');
  });
});
