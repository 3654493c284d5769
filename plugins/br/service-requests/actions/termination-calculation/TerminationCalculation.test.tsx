import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseIn, openForm, submitButton, TODAY, typeInto } from '../test-support';
import terminationCalculation from './manifest';

const noticeOptions = () => within(screen.getByLabelText('Notice')).getAllByRole('option').map((o) => o.textContent).slice(1);

describe('termination calculation form (rescisão)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) }));
  afterEach(() => vi.useRealTimers());

  it('offers the eSocial table 19 reasons and only the notice types each allows', async () => {
    await openForm(terminationCalculation, 'Termination calculation');
    expect(within(screen.getByLabelText('Reason (eSocial table 19)')).getByRole('option', { name: '33 – Termination by agreement (CLT art. 484-A)' })).toBeTruthy();
    chooseIn('Reason (eSocial table 19)', '01');
    await waitFor(() => expect(screen.getByLabelText('Notice')).toHaveValue('None'));
    expect(noticeOptions()).toEqual(['No notice']);
    expect(screen.queryByLabelText(/^Notice date/)).toBeNull();
    chooseIn('Reason (eSocial table 19)', '07');
    expect(noticeOptions()).toEqual(['Worked', 'Indemnified (paid, not worked)', 'Waived by the employer']);
  });

  it('projects an indemnified notice and posts the calculation request', async () => {
    const server = await openForm(terminationCalculation, 'Termination calculation');
    chooseIn('Employee', '111.444.777-35'); // hired 15/05/2020
    chooseIn('Reason (eSocial table 19)', '02');
    chooseIn('Notice', 'Indemnified');
    typeInto(/^Notice date/, '02/11/2026');
    typeInto('Last day of the contract', '01/11/2026');
    expect(await screen.findByText('The notice cannot come after the end of the contract.')).toBeVisible();
    typeInto(/^Notice date/, '01/11/2026');
    await waitFor(() => expect(screen.queryByText('The notice cannot come after the end of the contract.')).toBeNull());
    expect(screen.getByText('Notice period: 48 days')).toBeVisible();
    expect(screen.getByText('With the indemnified notice the contract is projected to 12/19/2026')).toBeVisible();
    expect(screen.getByText('Severance and documents due by 11/11/2026 (10 days, CLT art. 477)')).toBeVisible();
    typeInto(/^Notes for the firm/, 'Férias vencidas: 1 período.');
    await userEvent.click(submitButton());
    await waitFor(() => expect(server.submitted()).toEqual({
      type: 'TerminationCalculation',
      payload: { cpf: '11144477735', reason: '02', noticeType: 'Indemnified', noticeDate: '2026-11-01', terminationDate: '2026-11-01', notes: 'Férias vencidas: 1 período.' },
    }));
  });
});
