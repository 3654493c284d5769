import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseIn, openForm, submitButton, TODAY, typeInto } from '../test-support';
import vacationNotice from './manifest';

const open = () => openForm(vacationNotice, 'Vacation notice');
const SPLIT_RULE = 'One period must last at least 14 days: lengthen one of them (the longest has 10).';

describe('vacation notice form', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) }));
  afterEach(() => vi.useRealTimers());

  it('shows a field\'s first failing message only once it is dirty', async () => {
    await open();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    typeInto('Notice date', '3111');
    expect(await screen.findByText('Enter a valid date (DD/MM/YYYY).')).toBeVisible();
    typeInto('Notice date', '01/11/2026');
    await waitFor(() => expect(screen.queryByText('Enter a valid date (DD/MM/YYYY).')).toBeNull());
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('offers the last acquisition period of the chosen employee and counts the days due', async () => {
    await open();
    chooseIn('Employee', '529.982.247-25');
    await waitFor(() => expect(screen.getByLabelText('Start of the acquisition period')).toHaveValue('10/03/2025'));
    expect(screen.getByText('Acquisition period 03/10/2025 to 03/09/2026')).toBeVisible();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Carla Mendes Rocha');
    typeInto('Unjustified absences in the acquisition period', '6');
    expect(screen.getByText('24 days of vacation due')).toBeVisible();
    expect(screen.getByText('At most 8 days (a third of the days due).')).toBeVisible();
  });

  it('says which date the acquisition period starts on, in the reader\'s order', async () => {
    await open();
    chooseIn('Employee', '529.982.247-25'); // hired 10/03/2024
    await waitFor(() => expect(screen.getByLabelText('Start of the acquisition period')).toHaveValue('10/03/2025'));
    typeInto('Start of the acquisition period', '11/03/2025');
    expect(await screen.findByText('The acquisition period starts on an anniversary of the hire date, such as 03/10/2025.')).toBeVisible();
  });

  it('asks for a 14-day period when the periods are 10 and 3 days', async () => {
    await open();
    chooseIn('Employee', '529.982.247-25');
    typeInto('Unjustified absences in the acquisition period', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    typeInto('Start of period 1', '01/12/2026');
    typeInto('Days of period 1', '10');
    typeInto('Start of period 2', '04/01/2027');
    typeInto('Days of period 2', '3');
    expect(await screen.findByText(SPLIT_RULE)).toBeVisible();
    expect(screen.getByText('Each period must last at least 5 days.')).toBeVisible();
  });

  it('refuses a split without a 14-day period, then submits the corrected notice', async () => {
    const server = await open();
    chooseIn('Employee', '529.982.247-25');
    typeInto('Unjustified absences in the acquisition period', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    expect(screen.queryByRole('button', { name: 'Add a period' })).toBeNull(); // three at most
    ['01/12/2026', '04/01/2027', '01/02/2027'].forEach((start, i) => {
      typeInto(`Start of period ${i + 1}`, start);
      typeInto(`Days of period ${i + 1}`, '10');
    });
    typeInto('Notice date', '01/11/2026');
    expect(await screen.findByText(SPLIT_RULE)).toBeVisible();

    await userEvent.click(submitButton());
    await waitFor(() => expect(server.api.calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(true));
    expect(server.submitted()).toBeUndefined(); // not sent: the form knows it breaks a rule (the fake server refuses it too)
    expect(screen.getByText(SPLIT_RULE)).toBeVisible();

    typeInto('Days of period 1', '14');
    typeInto('Days of period 2', '8');
    typeInto('Days of period 3', '8');
    await waitFor(() => expect(screen.queryByText(SPLIT_RULE)).toBeNull());
    expect(screen.getByText('Last day: 12/14/2026')).toBeVisible();
    expect(screen.getByText('Vacation pay due by 11/29/2026 (2 days before the start)')).toBeVisible();
    await userEvent.click(submitButton());
    await waitFor(() => expect(server.submitted()).toEqual({
      type: 'NoticeVacation',
      payload: {
        cpf: '52998224725', acquisitionStart: '2025-03-10', absences: 0, noticeDate: '2026-11-01',
        periods: [{ startDate: '2026-12-01', days: 14 }, { startDate: '2027-01-04', days: 8 }, { startDate: '2027-02-01', days: 8 }],
      },
    }));
  });

  it('will not start on the Friday before a Sunday while typing, nor two days before Christmas on sending', async () => {
    const server = await open();
    const rest = 'Vacation cannot start in the two days before a holiday or the weekly rest day (Sunday).';
    typeInto('Start of period 1', '18/12/2026');
    expect(await screen.findByText(rest, {}, { timeout: 5_000 })).toBeVisible();
    typeInto('Start of period 1', '22/12/2026');
    await waitFor(() => expect(screen.queryByText(rest)).toBeNull());
    // Holidays are the server's part of the rules: Christmas (Friday 25/12) comes back with the same message.
    chooseIn('Employee', '529.982.247-25');
    typeInto('Unjustified absences in the acquisition period', '0');
    typeInto('Start of period 1', '23/12/2026');
    typeInto('Days of period 1', '30');
    typeInto('Notice date', '01/11/2026');
    await waitFor(() => expect(screen.getByLabelText('Start of the acquisition period')).toHaveValue('10/03/2025'));
    expect(screen.queryByText(rest)).toBeNull();
    await userEvent.click(submitButton());
    expect(await screen.findByText(rest, {}, { timeout: 5_000 })).toBeVisible();
    expect(server.submitted()).toBeUndefined();
  });
});
