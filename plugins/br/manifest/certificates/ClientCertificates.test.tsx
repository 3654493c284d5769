import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, errorReply, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { MANIFEST_API, type StaffCertificate } from '../contract';
import feature from '../feature';
import clientCertificates from './manifest';
import { uploadWrongThenRightPassword } from './test-upload-form';

const WAIT = { timeout: 10_000 };
const ITEMS: StaffCertificate[] = [
  { clientId: 'c1', clientName: 'Padaria Pão Quente Ltda', cnpj: '11222333000181', certificate: null, distribution: [] },
  {
    clientId: 'c3', clientName: 'Mercado Bom Preço', cnpj: '10702368000155',
    certificate: { holder: 'MERCADO BOM PRECO', cnpj: '10702368000155', serialNumber: '02', validFrom: '2026-01-01', validUntil: '2027-01-01', expired: false, usable: true, uploadedAt: '2026-01-02T10:00:00.000Z' },
    distribution: [
      { service: 'nfe', lastNsu: '000000000000003', maxNsu: '000000000000003', cStat: 656, reason: 'Rejeicao: Consumo Indevido', calledAt: '2026-12-02T12:00:00.000Z', nextCallAt: '2026-12-02T14:00:00.000Z' },
      { service: 'cte', lastNsu: '000000000000000', maxNsu: '000000000000000', cStat: 137, reason: 'Nenhum documento localizado', calledAt: '2026-12-02T12:00:00.000Z', nextCallAt: null },
    ],
  },
  {
    clientId: 'c2', clientName: 'Clínica Bem Estar', cnpj: '44555666000199',
    certificate: { holder: 'CLINICA BEM ESTAR', cnpj: '44555666000199', serialNumber: '01', validFrom: '2026-01-01', validUntil: '2027-01-01', expired: false, usable: false, uploadedAt: null },
    distribution: [],
  },
];

async function setup(answer: (password: string) => unknown) {
  const api = fakeApi({
    [`GET ${MANIFEST_API.staffCertificates}`]: () => ({ items: ITEMS, totalItems: ITEMS.length }),
    [`PUT ${MANIFEST_API.staffCertificate}`]: (request) => answer((request.body as { password: string }).password),
  });
  const kernel = await createTestKernel({ plugins: [feature], api });
  renderPlugin(clientCertificates, { kernel });
  await screen.findByRole('heading', { name: 'Padaria Pão Quente Ltda' }, WAIT);
  return api;
}

const pfx = new File([new Uint8Array([0x30, 0x82, 0x01, 0x02])], 'padaria.pfx', { type: 'application/x-pkcs12' });

describe('client certificates (br.manifest/certificates)', () => {
  it('lists each company with its certificate state, a demo row with details only', async () => {
    await setup(() => null);
    expect(screen.getByText('None uploaded')).toBeInTheDocument();
    expect(screen.getByText('Details only, no key: events cannot be sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace certificate: Clínica Bem Estar' })).toBeInTheDocument();
  });

  it("shows where each usable certificate's distribution stands: NSU, SEFAZ's last answer, the next call allowed", async () => {
    await setup(() => null);
    const item = screen.getByRole('heading', { name: 'Mercado Bom Preço' }).closest('li')!;
    const nfe = within(item).getByText('NF-e received').nextElementSibling!;
    expect(nfe).toHaveTextContent(/^NSU 3 of 3 · SEFAZ 656: Rejeicao: Consumo Indevido · next call from /);
    expect(within(item).getByText('CT-e').nextElementSibling).toHaveTextContent('NSU 0 of 0 · SEFAZ 137: Nenhum documento localizado · next call at the next run');
    // A company without a usable certificate has no distribution to show.
    const none = screen.getByRole('heading', { name: 'Padaria Pão Quente Ltda' }).closest('li')!;
    expect(within(none).queryByText('NF-e received')).not.toBeInTheDocument();
  });

  it("shows the server's refusal translated, then saves with the right password and sends the file in base64", async () => {
    const api = await setup((password) => (password === 'certa' ? {
      holder: 'PADARIA PAO QUENTE LTDA', cnpj: '11222333000181', serialNumber: 'AB', validFrom: '2026-01-01', validUntil: '2027-06-30', expired: false, usable: true, uploadedAt: '2026-12-02T10:00:00.000Z',
    } : errorReply(400, 'CERTIFICATE_PASSWORD_WRONG')));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload certificate: Padaria Pão Quente Ltda' }));
    const form = screen.getByRole('form', { name: 'Certificate of Padaria Pão Quente Ltda' });
    await user.click(within(form).getByRole('button', { name: 'Check and save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the certificate file.');
    await uploadWrongThenRightPassword(user, form, pfx);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Certificate saved for Padaria Pão Quente Ltda: PADARIA PAO QUENTE LTDA, valid until /), WAIT);
    expect(within(screen.getByRole('heading', { name: 'Padaria Pão Quente Ltda' }).closest('li')!).getByText('Valid, in use')).toBeInTheDocument();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.params.clientId, c.body])).toEqual([['c1', { pfx: 'MIIBAg==', password: 'errada' }], ['c1', { pfx: 'MIIBAg==', password: 'certa' }]]);
  });
});
