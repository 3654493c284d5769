import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import feature from '../feature';
import staff from './manifest';
import { CND_API, type CndAgency, type StaffCertificate } from '../contract';

const CLIENT = { id: 'c1', name: 'Padaria Pão Quente Ltda', nickname: null, taxId: '11222333000181' };
const FGTS: CndAgency = { id: 'a1', name: 'Caixa (FGTS)', issuer: 'Fgts', jurisdiction: null, validityDays: 30 };
const CRF: StaffCertificate = {
  id: 'h1', agency: FGTS, status: 'Negativa', certificateNumber: 'CRF.2026.000042', issuedAt: '2026-11-20', expiresAt: '2026-12-20',
  crawledAt: '2026-11-20T12:00:00.000Z', fileName: 'CRF.pdf',
};

async function renderStaff(post: () => unknown) {
  let items: StaffCertificate[] = [];
  const api = fakeApi({
    'GET /api/documents/v1/staff/clients': () => ({ clients: [CLIENT] }),
    [`GET ${CND_API.staffAgencies}`]: () => ({ agencies: [FGTS] }),
    [`GET ${CND_API.staffCertificates}`]: () => ({ items }),
    [`POST ${CND_API.staffCertificates}`]: () => { const answer = post(); if (answer === CRF) items = [CRF]; return answer; },
    [`DELETE ${CND_API.staffCertificate}`]: () => { items = []; return null; },
    [`GET ${CND_API.staffCertificateDocument}`]: ({ params }) => ({
      fileName: 'CRF.pdf', size: 8, downloadUrl: `/api/cnd/v1/crawler-history/${params.certificateId}/document/content?token=t`, expiresAt: '2026-11-20T12:05:00.000Z',
    }),
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Platform.DefaultStaff'], language: 'pt-br' });
  renderPlugin(staff, { kernel });
  fireEvent.click(await screen.findByRole('button', { name: /Padaria/ }));
  expect(await screen.findByText('Nenhuma certidão registrada para este cliente ainda.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Número da certidão'), { target: { value: 'CRF.2026.000042' } });
  fireEvent.change(screen.getByLabelText('Emitida em'), { target: { value: '20/11/2026' } });
  fireEvent.change(screen.getByLabelText('Válida até'), { target: { value: '20/12/2026' } });
  fireEvent.change(screen.getByLabelText('Certidão (PDF, até 2 MB)'), { target: { files: [new File(['%PDF-1.7'], 'CRF.pdf')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Registrar certidão' }));
  return api;
}

describe("the firm's certificates (staff area)", () => {
  it('records a certificate with its PDF, lists it, downloads its PDF and removes it', async () => {
    const api = await renderStaff(() => CRF);
    expect(await screen.findByText('A certidão de Caixa (FGTS) foi registrada.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(Object.fromEntries(post.query)).toEqual({ agencyId: 'a1', status: 'Negativa', certificateNumber: 'CRF.2026.000042', issuedAt: '2026-11-20', expiresAt: '2026-12-20' });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(`${this.pathname}${this.search} as ${this.download}`); });
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Baixar CRF.pdf' }));
      await waitFor(() => expect(clicked).toEqual(['/api/cnd/v1/crawler-history/h1/document/content?token=t as CRF.pdf']));
    } finally {
      click.mockRestore();
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Remover a certidão CRF.2026.000042' }));
    expect(await screen.findByText('Nenhuma certidão registrada para este cliente ainda.')).toBeInTheDocument();
  });

  it('says why a certificate was refused', async () => {
    await renderStaff(() => reply(400, { code: 'CND_DATES_INVALID', message: 'dates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A certidão deve ter sido emitida até hoje');
  });
});
