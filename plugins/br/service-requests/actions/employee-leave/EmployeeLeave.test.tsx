import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseIn, openForm, submitButton, TODAY, typeInto } from '../test-support';
import employeeLeave from './manifest';

describe('employee leave form (afastamento)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) }));
  afterEach(() => vi.useRealTimers());

  it('gives maternity leave its 120 days and refuses another length', async () => {
    await openForm(employeeLeave, 'Employee leave');
    expect(within(screen.getByLabelText('Reason (eSocial table 18)')).getByRole('option', { name: '17 – Maternity leave (120 days)' })).toBeTruthy();
    chooseIn('Reason (eSocial table 18)', '17');
    typeInto('First day of leave', '03/11/2026');
    expect(await screen.findByText('This leave lasts 120 days: until 03/02/2027')).toBeVisible();
    typeInto(/Last day of leave/, '01/03/2027');
    expect(await screen.findByText('This leave lasts exactly 120 days.')).toBeVisible();
    typeInto(/Last day of leave/, '02/11/2026');
    expect(await screen.findByText('The leave cannot end before it starts.')).toBeVisible();
  });

  it('posts a sick leave whose end is not known yet', async () => {
    const server = await openForm(employeeLeave, 'Employee leave');
    chooseIn('Employee', '529.982.247-25');
    chooseIn('Reason (eSocial table 18)', '03');
    typeInto('First day of leave', '28/10/2026');
    typeInto(/Notes for the firm/, 'Atestado de 20 dias');
    await userEvent.click(submitButton());
    await waitFor(() => expect(server.submitted()).toEqual({
      type: 'EmployeeLeave', payload: { cpf: '52998224725', reason: '03', startDate: '2026-10-28', notes: 'Atestado de 20 dias' },
    }));
  });
});
