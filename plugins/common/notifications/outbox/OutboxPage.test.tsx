import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { NOTIFICATIONS_API as API, type OutboxPage } from '../contract';
import feature from '../feature';
import outbox from './manifest';

const PAGE: OutboxPage = { totalItems: 2, items: [
  { id: 'o1', recipients: ['maria@acme.example'], subject: 'Northwind: New task', createdAt: '2026-12-01T09:00:00.000Z', state: 'failed', sentAt: null, lastError: '550 Mailbox unavailable' },
  { id: 'o2', recipients: ['carlos@multi.example'], subject: 'Northwind: News', createdAt: '2026-12-01T08:00:00.000Z', state: 'sent', sentAt: '2026-12-01T08:00:05.000Z', lastError: null },
] };

describe("the firm's outbox", () => {
  it('lists every e-mail with its state and the error of a failed one, filters by state, and saves the reminder schedule', async () => {
    let saved: unknown;
    const api = fakeApi({
      [`GET ${API.outbox}`]: ({ query }) => (query.get('state') === 'failed' ? { totalItems: 1, items: [PAGE.items[0]!] } : PAGE),
      [`GET ${API.reminderSchedule}`]: () => ({ daysBefore: [7, 1, 0], weeklyOverdue: true }),
      [`PUT ${API.reminderSchedule}`]: ({ body }) => { saved = body; return body as { daysBefore: number[]; weeklyOverdue: boolean }; },
    });
    const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Firm.Administration'] });
    renderPlugin(outbox, { kernel, path: '/' });
    expect(await screen.findByText('2 e-mails')).toBeTruthy();
    expect(screen.getByText('Last error: 550 Mailbox unavailable')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'failed');
    expect(await screen.findByText('1 e-mail')).toBeTruthy();

    await userEvent.click(await screen.findByRole('checkbox', { name: '3 days before the due date' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Every week while overdue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('The schedule was saved.')).toBeTruthy();
    expect(saved).toEqual({ daysBefore: [7, 1, 0, 3], weeklyOverdue: false });
  });
});
