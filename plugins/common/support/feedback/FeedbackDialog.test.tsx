import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MODAL, TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, type FakeHandler, ModalHost, renderWithKernel } from '@portico/plugin/testing';
import feature from '../feature';
import { SUPPORT_API, type FeedbackRequest } from '../contract';

const created = () => ({ id: 'f1', createdAt: '2026-11-23T10:00:00.000Z' });

async function open(post: FakeHandler = created, flags: Record<string, boolean> = { feedbackRequest: true }) {
  const api = fakeApi({ [`POST ${SUPPORT_API.feedback}`]: post });
  const kernel = await createTestKernel({ plugins: [feature], api, flags });
  renderWithKernel(<ModalHost />, { kernel });
  act(() => { kernel.get(TOKENS.Modals).openNamed(FEEDBACK_MODAL); });
  return { api, kernel };
}

afterEach(() => vi.restoreAllMocks());

describe('feedback', () => {
  it('shows nothing while feedbackRequest is off', async () => {
    await open(created, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is happy by default, needs a message, and stores the mood and message before saying "you submitted!"', async () => {
    const { api, kernel } = await open();
    kernel.get(TOKENS.Clients).state.activeClientId = 'c1';
    const dialog = await screen.findByRole('dialog', { name: 'Submit feedback' });
    const moods = within(dialog).getByRole('group', { name: 'How do you feel about the portal?' });
    const happy = within(moods).getByRole('radio', { name: 'Happy' });
    await waitFor(() => expect(happy).toHaveFocus());
    expect(happy).toBeChecked();
    expect(within(moods).getByRole('radio', { name: 'Sad' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/required/i);
    expect(api.calls).toEqual([]);

    await userEvent.click(within(moods).getByRole('radio', { name: 'Sad' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), '  The upload is slow  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You submitted! Thank you for your feedback.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body as FeedbackRequest)).toEqual([{ mood: 'sad', message: 'The upload is slow', clientId: 'c1' }]);

    // The footer's Close (the header's X has the same name).
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the message after a failed send, with a closeable "servererror" alert', async () => {
    await open(() => errorReply(500, 'INTERNAL'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await screen.findByRole('dialog', { name: 'Submit feedback' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Great portal');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again later.');
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Great portal');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
