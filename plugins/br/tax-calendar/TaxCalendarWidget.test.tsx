import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderPlugin } from '@portico/test/support/test-kernel';
import home from '../../core/home/feature';
import homeArea from '../../core/home/manifest';
import taxCalendarFeature from './feature';
import taxCalendar from './manifest';

describe('tax calendar widget', () => {
  it('renders in isolation with its own translations', async () => {
    const kernel = await createTestKernel({ plugins: [taxCalendar], language: 'pt-br' });
    renderPlugin(taxCalendar, { kernel });
    expect(await screen.findByRole('heading', { name: 'Agenda tributária' })).toBeInTheDocument();
    expect(screen.getByText(/Recolhimento do FGTS/)).toBeInTheDocument();
  });

  it.each([
    ['en-us', 'Tax calendar'],
    ['pt-br', 'Agenda tributária'],
  ])('is labelled on the dashboard with its title from its own feature (%s), not the raw key', async (language, title) => {
    const kernel = await createTestKernel({ plugins: [home, taxCalendarFeature], language });
    renderPlugin(homeArea, { kernel, path: '/' });
    const widget = await screen.findByRole('article', { name: title });
    expect(widget.closest('[data-section]')).toHaveAttribute('data-section', 'brWidgetsSection1');
    expect(screen.queryByRole('article', { name: 'taxCalendar.title' })).toBeNull();
  });
});
