import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseIn, openForm, submitButton, TODAY, typeInto } from '../test-support';
import terminationNotice from './manifest';

describe('notice of termination form (aviso prévio)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) }));
  afterEach(() => vi.useRealTimers());

  it('works out 30 days plus 3 per full year when the employer dismisses, 30 on resignation', async () => {
    await openForm(terminationNotice, 'Notice of termination');
    chooseIn('Employee', '111.444.777-35'); // hired 15/05/2020
    chooseIn('Who gives notice', 'Employer');
    chooseIn('Notice', 'Indemnified');
    typeInto('Notice date', '01/11/2026');
    expect(await screen.findByText('Notice period: 48 days (6 full years of service)')).toBeVisible();
    expect(screen.getByText('Notice ends on 12/19/2026')).toBeVisible();
    chooseIn('Who gives notice', 'Employee');
    expect(await screen.findByText('Notice period: 30 days')).toBeVisible();
    expect(screen.getByText('Notice ends on 12/01/2026')).toBeVisible();
  });

  it('asks how a worked notice from the employer is shortened, then posts the notice', async () => {
    const server = await openForm(terminationNotice, 'Notice of termination');
    expect(screen.queryByLabelText(/Reduction of the worked notice/)).toBeNull();
    chooseIn('Employee', '529.982.247-25');
    chooseIn('Who gives notice', 'Employer');
    chooseIn('Notice', 'Worked');
    // Asked for only here, and then required (CLT art. 488): not labelled optional.
    const reduction = screen.getByLabelText('Reduction of the worked notice');
    expect(reduction.getAttribute('aria-required')).toBe('true');
    expect(reduction.closest('.portico-field')!.textContent).not.toContain('Optional');
    typeInto('Notice date', '03/11/2026');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Choose how the worked notice is shortened.')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(reduction)); // what to fix, not the button
    expect(server.submitted()).toBeUndefined();
    chooseIn(/Reduction of the worked notice/, 'SevenDays');
    await waitFor(() => expect(screen.queryByText('Choose how the worked notice is shortened.')).toBeNull());
    expect(screen.getByText('Notice period: 36 days (2 full years of service)')).toBeVisible();
    await userEvent.click(submitButton());
    await waitFor(() => expect(server.submitted()).toEqual({
      type: 'NoticeTermination',
      payload: { cpf: '52998224725', initiatedBy: 'Employer', noticeType: 'Worked', reduction: 'SevenDays', noticeDate: '2026-11-03' },
    }));
  });
});
