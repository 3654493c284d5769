import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import payrollEntries from './manifest';
import { renderAction, requestServer, typeInto } from '../../requests/test-world';

const addLine = (employee: string, rubric: string, quantityLabel: string, quantity: string) => {
  const group = screen.getByRole('group', { name: 'Add entry' });
  fireEvent.change(within(group).getByLabelText('Employee'), { target: { value: employee } });
  fireEvent.change(within(group).getByLabelText('Rubric'), { target: { value: rubric } });
  fireEvent.change(within(group).getByLabelText(quantityLabel), { target: { value: quantity } });
  fireEvent.click(within(group).getByRole('button', { name: 'Add entry' }));
};

describe('payroll entries', () => {
  it('adds lines by rubric unit, totals them and submits the competence, pay run and entries', async () => {
    const server = requestServer();
    await renderAction(payrollEntries, { api: server.api });
    await screen.findByRole('heading', { name: 'Payroll entries' }, { timeout: 10_000 });
    await screen.findAllByRole('option', { name: /Horas extras 50%/ });
    fireEvent.input(screen.getByLabelText('Competence month'), { target: { value: '112026' } });
    typeInto('Pay run', 'Monthly');
    addLine('529.982.247-25', '150', 'Hours (HHH:MM)', '10:30');
    addLine('111.444.777-35', '300', 'Amount (R$)', '450,00');
    addLine('529.982.247-25', '300', 'Amount (R$)', '12,50');
    await screen.findByRole('grid', { name: 'Entries' });
    expect(screen.getByText('Total hours: 10:30')).toBeTruthy();
    expect(screen.getByText('Total amount: R$ 462,50')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Save and send to the firm' }).click());
    await screen.findByText(/was sent to the firm/, undefined, { timeout: 5000 });
    expect(server.current()!.payload).toEqual({
      competence: '2026-11', payRun: 'Monthly', entries: [
        { cpf: '52998224725', rubricCode: '150', minutes: 630 },
        { cpf: '11144477735', rubricCode: '300', amountCents: 45_000 },
        { cpf: '52998224725', rubricCode: '300', amountCents: 1_250 },
      ],
    });
    expect(server.current()!.status).toBe('WaitingForAnswer');
  }, 30_000);

  it('shows the competence and line rules', async () => {
    const server = requestServer();
    await renderAction(payrollEntries, { api: server.api });
    await screen.findByRole('heading', { name: 'Payroll entries' }, { timeout: 10_000 });
    await screen.findAllByRole('option', { name: /Comissões/ });
    fireEvent.input(screen.getByLabelText('Competence month'), { target: { value: '012099' } });
    expect(screen.getByText('Entries can be sent for the current or the next month only.')).toBeTruthy();
    addLine('529.982.247-25', '300', 'Amount (R$)', '10,00');
    addLine('529.982.247-25', '300', 'Amount (R$)', '20,00');
    await waitFor(() => expect(screen.getByText(/Entry 2:.*already has an entry with this rubric/)).toBeTruthy());
  }, 30_000);
});
