import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import feature from '../feature';
import staff from './manifest';
import { PROTOCOLS_API, type Protocol } from '../contract';

const CLIENT = { id: 'c1', name: 'Padaria Pão Quente Ltda', nickname: null, taxId: '11222333000181' };
const RECEIPT: Protocol = { id: 'p1', obligation: 'eSocial', competence: '2026-10', number: '1.1.0000000000000000042', deliveredAt: '2026-11-13T13:00:00.000Z', fileName: 'Recibo eSocial.pdf' };
const page = (items: Protocol[]) => ({ items, totalItems: items.length, startIndex: 0, itemsPerPage: 100 });

type Handler = NonNullable<Parameters<typeof fakeApi>[0]>[string];

async function renderStaff(post: Handler) {
  let items = [RECEIPT];
  const api = fakeApi({
    'GET /api/documents/v1/staff/clients': () => ({ clients: [CLIENT] }),
    [`GET ${PROTOCOLS_API.staffProtocols}`]: () => page(items),
    [`POST ${PROTOCOLS_API.staffProtocols}`]: (req) => {
      const answer = post(req);
      if (!(answer instanceof Object && 'status' in answer)) items = [answer as Protocol, ...items];
      return answer;
    },
    [`DELETE ${PROTOCOLS_API.staffProtocol}`]: (req) => { items = items.filter((p) => p.id !== req.params.protocolId); return null; },
    [`GET ${PROTOCOLS_API.staffProtocolDocument}`]: () => reply(200, new TextEncoder().encode('%PDF-1.7 receipt'), { 'content-type': 'application/pdf' }),
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Platform.DefaultStaff'], language: 'pt-br' });
  renderPlugin(staff, { kernel });
  fireEvent.click(await screen.findByRole('button', { name: /Padaria/ }));
  return api;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe("the firm's filing receipts (staff area)", () => {
  it("lists the client's receipts and withdraws one", async () => {
    const api = await renderStaff(() => RECEIPT);
    expect(await screen.findByText('1.1.0000000000000000042', { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remover o protocolo de eSocial da competência 10/2026' }));
    expect(await screen.findByText('Nenhum protocolo publicado para este cliente ainda.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')!.params).toEqual({ clientId: 'c1', protocolId: 'p1' });
  });

  it('publishes a receipt with its PDF and shows it in the list', async () => {
    const published: Protocol = { id: 'p2', obligation: 'ECD', competence: '2025', number: 'AB12.CD34', deliveredAt: '2026-06-20T12:00:00.000Z', fileName: 'ECD.pdf' };
    const api = await renderStaff(() => published);
    await screen.findByText('Protocolos publicados');
    fireEvent.change(screen.getByLabelText('Obrigação'), { target: { value: 'ECD' } });
    fill('Competência', '2025-05');
    expect(screen.getByLabelText('Competência', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    fill('Competência', '2025');
    fill('Número do recibo', 'AB12.CD34');
    fill('Entregue em', '20/06/2026 09:00');
    fireEvent.change(screen.getByLabelText('Recibo (PDF', { exact: false }), { target: { files: [new File(['%PDF-1.7'], 'ECD.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar protocolo' }));
    expect(await screen.findByText('O protocolo de SPED ECD da competência 2025 foi publicado.')).toHaveAttribute('role', 'status');
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(Object.fromEntries(post.query)).toMatchObject({ obligation: 'ECD', competence: '2025', number: 'AB12.CD34' });
    expect(((post.body as FormData).get('file') as File).name).toBe('ECD.pdf');
    expect(await screen.findByText('AB12.CD34', { exact: false })).toBeInTheDocument();
  });

  it('says why a receipt was refused', async () => {
    await renderStaff(() => reply(415, { code: 'FILE_CONTENT_MISMATCH', message: 'not a PDF' }));
    await screen.findByText('Protocolos publicados');
    fill('Competência', '2026-10');
    fill('Número do recibo', '123');
    fill('Entregue em', '10/11/2026 09:00');
    fireEvent.change(screen.getByLabelText('Recibo (PDF', { exact: false }), { target: { files: [new File(['<html>'], 'x.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar protocolo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo não é um PDF.');
  });

  it("downloads a receipt's PDF through the firm's route, under its file name", async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicks.push(this.download); });
    try {
      const api = await renderStaff(() => RECEIPT);
      fireEvent.click(await screen.findByRole('button', { name: 'Baixar Recibo eSocial.pdf' }));
      await waitFor(() => expect(clicks).toEqual(['Recibo eSocial.pdf']));
      expect(api.calls.at(-1)!.path).toBe('/api/br-protocols/v1/staff/clients/c1/protocols/p1/document');
    } finally {
      click.mockRestore();
      vi.restoreAllMocks();
    }
  });
});
