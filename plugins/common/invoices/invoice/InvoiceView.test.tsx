import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PluginSlot } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { INVOICES_API, type Invoice } from '../contract';
import feature from '../feature';
import invoice from './manifest';

const INVOICE: Invoice = {
  task: {
    id: 't1', clientId: 'c1', kind: 'invoice', title: 'Fatura 2026-0001', dueDate: '2099-01-10', state: 'open', sentBackReason: null,
    progress: { done: 0, total: 1 }, createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:00:00.000Z',
  },
  number: '2026-0001', description: 'Honorários contábeis', amountCents: 125_050, currency: 'BRL', dueDate: '2099-01-10',
  status: 'issued', paidAt: null, paidBy: null, paymentLink: null,
  pix: { payload: '00020126360014br.gov.bcb.pix0114123456780001955204000053039865407' + '1250.505802BR6304ABCD', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
};

async function render(answer: Invoice, language = 'en-us') {
  const api = fakeApi({ [`GET ${INVOICES_API.invoice}`]: () => answer });
  const kernel = await createTestKernel({ plugins: [feature], api, language });
  renderWithKernel(<PluginSlot manifest={invoice} props={{ taskId: 't1', clientId: 'c1' }} />, { kernel });
}

describe('the invoice (common.invoices/invoice)', () => {
  it('shows the amount in reais, the Pix QR code and the code to copy, and says "copied" only once the clipboard took it', async () => {
    await render(INVOICE, 'pt-br');
    expect(await screen.findByText('R$ 1.250,50', { normalizer: (s) => s.replace(/\s/g, ' ') }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code Pix desta fatura: leia com o app do seu banco' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código Pix copia e cola')).toHaveValue(INVOICE.pix!.payload);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copiar o código' }));
    expect(await screen.findByText('Código copiado. Cole no app do seu banco.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(INVOICE.pix!.payload);
    expect(screen.queryByText('Paga')).not.toBeInTheDocument();
  });

  it('a paid invoice says who recorded it and offers no way to pay', async () => {
    await render({ ...INVOICE, status: 'paid', paidAt: '2026-12-02T10:00:00.000Z', paidBy: 'provider', pix: null, task: { ...INVOICE.task, state: 'done' } });
    expect(await screen.findByText('Paid', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/confirmed by the payment provider on 12\/02\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy the code' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Once the firm or its payment provider/)).not.toBeInTheDocument();
  });
});
