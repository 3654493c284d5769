import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderPlugin } from '../../../../test/support/test-kernel';
import taxCalendar from './manifest';

describe('tax calendar widget', () => {
  it('renders in isolation with its own translations', async () => {
    const kernel = await createTestKernel({ plugins: [taxCalendar], language: 'pt-br' });
    renderPlugin(taxCalendar, { kernel });
    expect(await screen.findByRole('heading', { name: 'Agenda tributária' })).toBeInTheDocument();
    expect(screen.getByText(/Recolhimento do FGTS/)).toBeInTheDocument();
  });
});
