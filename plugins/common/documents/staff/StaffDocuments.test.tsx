import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import type { Container } from '@portico/contract/documents';
import feature from '../feature';
import staffArea from './manifest';
import { STAFF_DOCUMENTS_API, type ClientUploads } from '../staff-contract';

const ACME = { id: 'c1', name: 'Acme Bakery', nickname: 'Acme', taxId: '12-3456789' };
const folder = (id: string, name: string): Container => ({
  id, name, type: 'folder', parent: { id: 'root' }, hasFiles: false, permissions: { canCreate: false, canDelete: false },
});
const uploads = (items: ClientUploads['items']): ClientUploads => ({ since: null, until: '2026-12-01T10:00:00.000Z', items, more: false });
const RECEIPTS = {
  id: 'd9', name: 'Receipts March.pdf', size: 1200, uploadedAt: '2026-11-30T09:00:00.000Z', uploadedBy: 'Maria Silva',
  client: { id: 'c1', name: 'Acme Bakery' }, folder: { id: 'f3', name: 'Client Uploads' },
};

function staffApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${STAFF_DOCUMENTS_API.clients}`]: (req) => ({ clients: req.query.get('q') === 'nothing' ? [] : [ACME] }),
    [`GET ${STAFF_DOCUMENTS_API.containers}`]: () => ({ containers: [folder('f1', 'Tax Returns'), folder('f2', 'Payroll')] }),
    [`GET ${STAFF_DOCUMENTS_API.clientUploads}`]: () => uploads([RECEIPTS]),
    [`PUT ${STAFF_DOCUMENTS_API.clientUploadsSeen}`]: () => null,
    ...overrides,
  });
}

async function renderStaff(api = staffApi()) {
  const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Platform.DefaultStaff'] });
  renderPlugin(staffArea, { kernel });
  return api;
}

async function chooseAcmeAndFile() {
  fireEvent.change(await screen.findByLabelText('Find a client'), { target: { value: 'acme' } });
  fireEvent.click(await screen.findByRole('button', { name: /Acme Bakery/ }));
  fireEvent.change(await screen.findByLabelText('Folder'), { target: { value: 'f2' } });
  fireEvent.change(screen.getByLabelText('Files'), { target: { files: [new File(['%PDF-1.4'], 'Payroll Dec.pdf', { type: 'application/pdf' })] } });
}

describe('the firm\'s documents (staff area)', () => {
  it('finds a client, uploads into the chosen folder and tells the contacts', async () => {
    const api = await renderStaff(staffApi({
      [`POST ${STAFF_DOCUMENTS_API.uploads}`]: () => ({ success: [{
        id: 'd1', name: 'Payroll Dec.pdf', parent: { id: 'f2' }, type: 'document', size: 8, mimeType: 'application/pdf',
        history: { modifiedDate: '2026-12-01T10:00:00.000Z', createdDate: '2026-12-01T10:00:00.000Z' }, uploadedByStaff: true,
        permissions: { canDelete: false, canCreate: false },
      }], notified: 2 }),
    }));
    await chooseAcmeAndFile();
    expect(screen.getByLabelText("E-mail the client's contacts about these documents")).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('1 document uploaded. 2 contacts were e-mailed.');
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect([post.params.clientId, post.query.get('containerId'), post.query.get('notify')]).toEqual(['c1', 'f2', 'true']);
    expect((post.body as FormData).getAll('file').map((f) => (f as File).name)).toEqual(['Payroll Dec.pdf']);
  });

  it('says why nothing was uploaded, naming the refused file', async () => {
    await renderStaff(staffApi({
      [`POST ${STAFF_DOCUMENTS_API.uploads}`]: () => reply(415, {
        code: 'FILE_CONTENT_MISMATCH', message: 'Nothing was stored', files: [{ name: 'Payroll Dec.pdf', code: 'FILE_CONTENT_MISMATCH' }],
      }),
    }));
    await chooseAcmeAndFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Nothing was uploaded\./);
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Payroll Dec.pdf');
  });

  it('shows "no client matches" when the search finds none', async () => {
    await renderStaff();
    fireEvent.change(await screen.findByLabelText('Find a client'), { target: { value: 'nothing' } });
    expect(await screen.findByText('No client matches.')).toBeInTheDocument();
  });

  it('lists what clients uploaded and marks it seen with the moment it was read', async () => {
    const api = await renderStaff();
    const list = await screen.findByRole('list', { name: '1 new document from clients' });
    expect(list).toHaveTextContent('Receipts March.pdf');
    expect(list).toHaveTextContent('Acme Bakery · Client Uploads · Maria Silva');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all seen' }));
    expect(await screen.findByText('Nothing new from clients.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ until: '2026-12-01T10:00:00.000Z' });
  });

  it('offers a retry when the clients cannot be loaded', async () => {
    await renderStaff(staffApi({ [`GET ${STAFF_DOCUMENTS_API.clients}`]: () => reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' }) }));
    const alert = await screen.findByText('The clients could not be loaded.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });
});
