import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { TASKS_API as API, type NewDocumentRequest, type StaffDocumentRequest, type StaffTask } from '../contract';
import feature from '../feature';
import staffArea from './manifest';

const STAFF = ['Platform.DefaultStaff'];
const task = (extra: Partial<StaffTask> = {}): StaffTask => ({
  id: 't1', clientId: 'c1', clientName: 'Acme Bakery LLC', kind: 'document-request', title: 'Year-end documents', dueDate: null, state: 'submitted',
  sentBackReason: null, progress: { done: 2, total: 2 }, createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:00:00.000Z', ...extra,
});
const item = (id: string, description: string, extra: object = {}) => ({
  id, description, dueDate: null, folder: { id: 'f1', name: 'Client Uploads' }, template: null, state: 'provided' as const,
  notApplicableReason: null, rejectedReason: null, files: [{ documentId: `d-${id}`, name: `${id}.pdf`, size: 10, addedAt: '2026-11-30T10:00:00.000Z' }], ...extra,
});

async function render(handlers: Parameters<typeof fakeApi>[0], path: string) {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api, grants: STAFF });
  renderPlugin(staffArea, { kernel, path });
  return api;
}

describe("the firm's tasks (common.tasks/staff)", () => {
  it('lists the clients\' tasks with their progress and links each to its page', async () => {
    await render({ [`GET ${API.staffTasks}`]: () => ({ items: [task()] }), [`GET ${API.staffBulkSends}`]: () => ({ items: [] }) }, '/');
    const link = await screen.findByRole('link', { name: 'Year-end documents' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/c1/t1');
    expect(link.closest('li')).toHaveTextContent(/Acme Bakery LLC.*With the firm.*2 of 2 done/);
    expect(screen.getByRole('link', { name: 'New: Document request' })).toHaveAttribute('href', '/new/document-request');
  });

  it('rejects an item with its reason, then accepts the task once the client gave another file', async () => {
    let request: StaffDocumentRequest = { task: task(), items: [item('i1', 'Bank statements'), item('i2', 'Payroll register')] };
    const api = await render({
      [`GET ${API.staffTask}`]: () => request.task,
      [`GET ${API.staffDocumentRequest}`]: () => request,
      [`POST ${API.staffItemReview}`]: (call) => {
        const body = call.body as { decision: string; reason?: string };
        request = { ...request, items: request.items.map((i) => (i.id === call.params.itemId ? { ...i, state: 'rejected', rejectedReason: body.reason ?? null } : i)) };
        return request;
      },
      [`POST ${API.staffAccept}`]: () => ({ ...request.task, state: 'done', updatedAt: '2026-12-01T10:00:00.000Z' }),
    }, '/c1/t1');
    const payroll = await screen.findByRole('listitem', { name: 'Payroll register' }, { timeout: 10_000 });
    await userEvent.click(within(payroll).getByRole('button', { name: 'Reject item' }));
    expect(within(payroll).getByRole('alert')).toHaveTextContent('Say why.');
    await userEvent.type(within(payroll).getByLabelText('Reason (required to reject)'), 'Last year\'s register');
    await userEvent.click(within(payroll).getByRole('button', { name: 'Reject item' }));
    expect(await within(payroll).findByText("Last year's register")).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: "Last year's register" });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('sends a new document request with two items to the chosen client, each item in its folder', async () => {
    const api = await render({
      [`GET /api/documents/v1/staff/clients`]: () => ({ clients: [{ id: 'c1', name: 'Acme Bakery LLC', nickname: null, taxId: null }] }),
      [`GET /api/documents/v1/staff/clients/:clientId/containers`]: () => ({ containers: [
        { id: 'f1', name: 'Client Uploads', parent: null, type: 'clientContactFolder', hasFiles: false, permissions: { canCreate: true, canDelete: true } },
        { id: 'f2', name: 'Tax Returns', parent: null, type: 'folder', hasFiles: false, permissions: { canCreate: false, canDelete: false } },
      ] }),
      [`POST ${API.staffDocumentRequests}`]: (call) => {
        const body = call.body as NewDocumentRequest;
        return { task: task({ state: 'open', title: body.title, progress: { done: 0, total: body.items.length } }), items: [] };
      },
      [`GET ${API.staffTask}`]: () => task({ state: 'open' }),
      [`GET ${API.staffDocumentRequest}`]: () => ({ task: task({ state: 'open' }), items: [item('i1', 'W-2 forms', { state: 'pending', files: [] })] }),
    }, '/new/document-request');
    await userEvent.click(await screen.findByRole('button', { name: /Acme Bakery LLC/ }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByLabelText('Title', {}, { timeout: 10_000 }), 'Tax organizer');
    await userEvent.type(screen.getByLabelText('What you need'), 'W-2 forms');
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await userEvent.type(within(second).getByLabelText('What you need'), '1099 forms');
    await userEvent.selectOptions(within(second).getByLabelText('Folder the files go to'), 'Tax Returns');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('listitem', { name: 'W-2 forms' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Tax organizer', items: [{ description: 'W-2 forms' }, { description: '1099 forms', containerId: 'f2' }],
    });
  });
});
