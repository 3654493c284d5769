import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { SignedOutPage } from './screens/AuthOutcomePages';

describe('signed-out screen', () => {
  it('says the user is signed out, titles the page and signs in again in one click', async () => {
    const kernel = await createTestKernel({ signedOut: true });
    const startSignIn = vi.spyOn(kernel.get(TOKENS.Auth), 'startSignIn').mockResolvedValue();
    renderWithKernel(<SignedOutPage />, { kernel, path: '/auth/signed-out' });
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    // The title is set in a passive effect, which may run after the heading is painted.
    await waitFor(() => expect(document.title).toBe('You are signed out · Client Center'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(startSignIn).toHaveBeenCalledWith(null);
  });

  it('offers the retry again when the sign-in cannot start', async () => {
    const kernel = await createTestKernel({ signedOut: true });
    vi.spyOn(kernel.get(TOKENS.Auth), 'startSignIn').mockRejectedValue(new Error('offline'));
    renderWithKernel(<SignedOutPage />, { kernel, path: '/auth/signed-out' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The sign-in could not be started. Please try again.'));
  });
});
