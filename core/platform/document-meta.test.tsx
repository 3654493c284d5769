import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { AreaRoutes } from '../app/AreaRoutes';
import { BootSplash } from './screens/BootSplash';
import { htmlLang, useDocumentLanguage } from './document-meta';
import { LoadErrorBoundary } from '../app/LoadErrorBoundary';

function Language() {
  useDocumentLanguage();
  return null;
}

describe('document language and title', () => {
  it('<html lang> follows the portal language as it changes', async () => {
    const kernel = await createTestKernel();
    renderWithKernel(<Language />, { kernel });
    expect(document.documentElement.lang).toBe('en-US');
    await act(() => kernel.get(TOKENS.I18n).instance.changeLanguage('pt-br'));
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(htmlLang('nl-nl')).toBe('nl-NL');
  });

  it('the not-found page names itself in the title and offers the way home', async () => {
    const kernel = await createTestKernel();
    renderWithKernel(<AreaRoutes />, { kernel, path: '/notfound' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    // The title is set in a passive effect, which may run after the heading is painted.
    await waitFor(() => expect(document.title).toBe('Page not found · Client Center'));
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('loading and load errors', () => {
  it('the React loading state is the markup index.html paints first', async () => {
    const kernel = await createTestKernel();
    const { container } = renderWithKernel(<BootSplash />, { kernel });
    const html = readFileSync('public/index.html', 'utf8');
    const splash = container.querySelector('.boot-splash')!;
    expect(splash.getAttribute('role')).toBe('status');
    expect(splash.querySelector('.spinner[aria-hidden="true"]')).not.toBeNull();
    // Between the two: where the server puts the firm's logo (server/routes/theme.ts firmPageHints).
    expect(html).toMatch(/<div class="boot-splash" role="status">\s*<!--portico:splash-->\s*<span class="spinner" aria-hidden="true"><\/span>/);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it("a screen whose code fails to download says so and retries", async () => {
    const reload = vi.fn();
    const Broken = () => { throw new Error('Failed to fetch dynamically imported module'); };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LoadErrorBoundary reload={reload}><Broken /></LoadErrorBoundary>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
