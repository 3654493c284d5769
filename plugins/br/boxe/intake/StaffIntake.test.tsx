import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import feature from '../feature';
import intake from './manifest';
import { BOXE_API, type BoxeIntakeAnswer } from '../contract';

const CLIENT = { id: 'c1', name: 'Padaria Pão Quente Ltda', nickname: null, taxId: '11222333000181' };
const KEY = '35180834128745000152550010000474281920007498';

describe("the firm's Box-E intake (staff area)", () => {
  it('sends the chosen files for the client and says what became of each, refusals translated', async () => {
    const answer: BoxeIntakeAnswer = {
      results: [
        { fileName: 'a.xml', outcome: 'stored', kind: 'nfe', documentId: 'd1', accessKey: KEY },
        { fileName: 'b.xml', outcome: 'duplicate', kind: 'nfe', documentId: 'd1', accessKey: KEY },
        { fileName: 'lote.zip/c.xml', outcome: 'refused', code: 'BOXE_INTAKE_KEY_INVALID' },
      ],
    };
    const api = fakeApi({
      'GET /api/documents/v1/staff/clients': () => ({ clients: [CLIENT] }),
      [`POST ${BOXE_API.boxeIntake}`]: () => answer,
    });
    const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Platform.DefaultStaff'], language: 'pt-br' });
    renderPlugin(intake, { kernel });
    fireEvent.click(await screen.findByRole('button', { name: /Padaria/ }));
    const send = screen.getByRole('button', { name: /Enviar/ });
    expect(send).toBeDisabled();
    const files = [new File(['<NFe/>'], 'a.xml', { type: 'application/xml' }), new File(['PK'], 'lote.zip', { type: 'application/zip' })];
    fireEvent.change(screen.getByLabelText('Arquivos XML ou ZIP', { exact: false }), { target: { files } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar 2 arquivos' }));
    expect(await screen.findByText('1 guardado · 1 já estava no acervo · 1 recusado')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('list', { name: 'O que aconteceu com cada arquivo' });
    expect(within(list).getByText('A chave de acesso falta ou o dígito verificador está errado.')).toBeInTheDocument();
    expect(within(list).getAllByText(KEY)).toHaveLength(2);
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.params).toEqual({ clientId: 'c1' });
    expect((post.body as FormData).getAll('file').map((f) => (f as File).name)).toEqual(['a.xml', 'lote.zip']);
  });
});
