import { render, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The brand is read once per page load: each case loads the module afresh over its own first paint.
const renderSplash = async (firstPaint: string) => {
  document.body.innerHTML = `<div id="root"><div class="boot-splash">${firstPaint}</div></div>`;
  const { BootSplash } = await import('./BootSplash');
  return within(render(<BootSplash label="Loading…" />).container);
};

beforeEach(() => vi.resetModules());

describe('BootSplash', () => {
  it("keeps the firm's logo the first paint showed, so the loading state does not change look", async () => {
    // What the server writes into index.html for a browser whose firm it knows (server/routes/theme.ts).
    const splash = await renderSplash('<img class="boot-logo" src="/logo.svg" width="160" height="40" alt="Northwind Accounting">');
    expect(splash.getByRole('img', { name: 'Northwind Accounting' })).toHaveAttribute('src', '/logo.svg');
    expect(splash.getByRole('img')).toHaveAttribute('width', '160');
    expect(splash.getByRole('status')).toHaveTextContent('Loading…');
  });

  it("keeps the firm's name when the firm shows no logo", async () => {
    const splash = await renderSplash('<p class="boot-firm">Horizonte Contabilidade</p>');
    expect(splash.queryByRole('img')).toBeNull();
    expect(splash.getByText('Horizonte Contabilidade')).toHaveClass('boot-firm');
  });

  it('shows the spinner alone for a browser the server knows no firm of', async () => {
    const splash = await renderSplash('');
    expect(splash.getByRole('status')).toHaveTextContent(/^Loading…$/);
  });
});
