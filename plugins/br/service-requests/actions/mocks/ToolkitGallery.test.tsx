import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderPlugin } from '@portico/plugin/testing';
import { actionsFeature } from '../../../../common/actions';
import mocks from './manifest';

describe('the mocks action (toolkit gallery)', () => {
  it('is hidden unless the toolkitGallery flag is on (off by default)', async () => {
    const off = await createTestKernel({ plugins: [actionsFeature, mocks] });
    expect(off.get((await import('@portico/plugin')).TOKENS.Flags).isEnabled('toolkitGallery')).toBe(false);
    expect(await off.plugins.isAuthorized(mocks)).toBe(false);
    const on = await createTestKernel({ plugins: [actionsFeature, mocks], flags: { toolkitGallery: true } });
    expect(await on.plugins.isAuthorized(mocks)).toBe(true);
  });

  it('shows every input with its validator, masks, the grid with toolbar and the icons', { timeout: 30_000 }, async () => {
    const kernel = await createTestKernel({ plugins: [actionsFeature, mocks], flags: { toolkitGallery: true }, language: 'pt-br' });
    renderPlugin(mocks, { kernel });
    expect(await screen.findByRole('heading', { level: 1, name: 'Galeria de componentes' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(screen.getByLabelText(/Nome completo/), { target: { value: ' ab ' } });
    expect(await screen.findByText('O texto é muito curto.')).toBeInTheDocument();
    const amount = screen.getByLabelText('Valor');
    fireEvent.change(amount, { target: { value: '1.234,5.6' } });
    expect(await screen.findByText(/separador/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar formulário' })).toBeDisabled();
    expect(screen.getByText('12.ABC.345/01DE-35')).toBeInTheDocument();

    const grid = screen.getByRole('grid', { name: 'Grade e barra de ferramentas' });
    expect(within(grid).getAllByText('Ana Souza').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aviso de férias' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { hidden: false }).length).toBeGreaterThanOrEqual(25);
  });
});
