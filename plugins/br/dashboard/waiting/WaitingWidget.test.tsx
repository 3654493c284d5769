import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { DASHBOARD_API, type WaitingList } from '../contract';
import waiting from './manifest';

const LIST: WaitingList = {
  items: [
    { featureId: 'br.cnd', kind: 'certificatePositive', id: 'h1', title: 'Prefeitura do Município de São Paulo', dueDate: null, urgent: true, link: '/home/cnd/c1' },
    { featureId: 'br.cnd', kind: 'certificate', id: 'h2', title: 'Caixa Econômica Federal - FGTS', dueDate: '2099-01-10', link: '/home/cnd/c1' },
  ],
  unavailable: [],
};

describe('waiting for you', () => {
  it('names a positive certificate as debts to settle, marked urgent instead of a due date', async () => {
    const api = fakeApi({ [`GET ${DASHBOARD_API.waiting}`]: () => LIST });
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
