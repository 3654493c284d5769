import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseIn, openForm, submitButton, TODAY, typeInto } from '../test-support';
import vacationCalculation from './manifest';

describe('vacation calculation form', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) }));
  afterEach(() => vi.useRealTimers());

  it('sells at most a third of the days and sends a VacationCalculation', async () => {
    const server = await openForm(vacationCalculation, 'Vacation calculation');
    chooseIn('Employee', '111.444.777-35');
    await waitFor(() => expect(screen.getByLabelText('Start of the acquisition period')).toHaveValue('15/05/2025'));
    typeInto('Unjustified absences in the acquisition period', '2');
    typeInto('Start of period 1', '01/12/2026');
    typeInto('Days of period 1', '19');
    typeInto(/^Days sold/, '11');
    expect(await screen.findByText('At most 10 days can be sold: a third of the days due.')).toBeVisible();
    typeInto(/^Days sold/, '10');
    chooseIn(/^Advance the first instalment/, 'yes');
    typeInto('Notice date', '01/11/2026');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]));
    expect(screen.getByText('1 day left to schedule')).toBeVisible();
    await userEvent.click(submitButton());
    await waitFor(() => expect(server.submitted()).toEqual({
      type: 'VacationCalculation',
      payload: {
        cpf: '11144477735', acquisitionStart: '2025-05-15', absences: 2, soldDays: 10, advanceThirteenth: true, noticeDate: '2026-11-01',
        periods: [{ startDate: '2026-12-01', days: 19 }],
      },
    }));
  });
});
