import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootSplash } from './BootSplash';

describe('BootSplash', () => {
  it("keeps the firm's logo the first paint showed, so the loading state does not change look", () => {
    // What the server writes into index.html for a browser whose firm it knows (server/routes/theme.ts).
    document.body.innerHTML = '<div id="root"><div class="boot-splash"><img class="boot-logo" src="/logo.svg" width="160" height="40" alt="Northwind Accounting"></div></div>';
    const { container } = render(<BootSplash label="Loading…" />);
    const splash = within(container);
    expect(splash.getByRole('img', { name: 'Northwind Accounting' })).toHaveAttribute('src', '/logo.svg');
    expect(splash.getByRole('img')).toHaveAttribute('width', '160');
    expect(splash.getByRole('status')).toHaveTextContent('Loading…');
  });
});
