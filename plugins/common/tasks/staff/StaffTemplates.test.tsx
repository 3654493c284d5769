import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { TASKS_API as API, type NewDocumentRequest, type StaffTask, type TaskTemplate } from '../contract';
import feature from '../feature';
import staffArea from './manifest';

const STAFF = ['Platform.DefaultStaff'];
const AT = '2026-11-30T10:00:00.000Z';
const ORGANIZER: TaskTemplate = {
  id: 'tp1', kind: 'document-request', name: 'Yearly organizer', createdAt: AT, updatedAt: AT,
  body: { title: '2026 tax organizer', dueDate: '2027-03-01', items: [{ description: 'W-2 forms' }, { description: 'Donation receipts', dueDate: '2027-02-15' }] },
};
const task = (extra: Partial<StaffTask> = {}): StaffTask => ({
  id: 't1', clientId: 'c1', clientName: 'Acme Bakery LLC', kind: 'document-request', title: '2026 tax organizer', dueDate: null, state: 'open',
  sentBackReason: null, progress: { done: 0, total: 2 }, createdAt: AT, updatedAt: AT, ...extra,
});
const { body: _body, ...rest } = ORGANIZER;
const summary = { ...rest, sent: 0, progress: { open: 0, submitted: 0, done: 0, cancelled: 0 } };

async function render(handlers: Parameters<typeof fakeApi>[0], path: string) {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api, grants: STAFF });
  renderPlugin(staffArea, { kernel, path });
  return api;
}

describe("the firm's task templates (common.tasks/staff)", () => {
  it('lists the templates, renames one and deletes another after asking, each by its labelled buttons', async () => {
    const other = { ...summary, id: 'tp2', name: 'Payroll each month', sent: 30, progress: { open: 20, submitted: 6, done: 4, cancelled: 0 } };
    const api = await render({
      [`GET ${API.staffTemplates}`]: () => ({ items: [summary, other] }),
      [`PATCH ${API.staffTemplate}`]: (call) => ({ ...ORGANIZER, name: (call.body as { name: string }).name }),
      [`DELETE ${API.staffTemplate}`]: () => null,
    }, '/templates');
    const organizer = await screen.findByRole('listitem', { name: 'Yearly organizer' }, { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('2 templates');
    expect(within(organizer).getByRole('link', { name: 'New task from Yearly organizer' })).toHaveAttribute('href', '/new/document-request?template=tp1');
    expect(within(organizer).getByRole('link', { name: 'Send Yearly organizer to many clients' })).toHaveAttribute('href', '/bulk/new?template=tp1');
    // Where the tasks sent in bulk from a template stand, across its sends.
    expect(screen.getByRole('listitem', { name: 'Payroll each month' })).toHaveTextContent('Sent to 30 clients20 open · 6 submitted · 4 done');

    await userEvent.click(within(organizer).getByRole('button', { name: 'Rename Yearly organizer' }));
    const name = within(organizer).getByLabelText('Template name');
    await userEvent.clear(name);
    await userEvent.click(within(organizer).getByRole('button', { name: 'Save the name' }));
    expect(within(organizer).getByRole('alert')).toHaveTextContent('Give the template a name.');
    await userEvent.type(name, 'Organizer 2026');
    await userEvent.click(within(organizer).getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByRole('listitem', { name: 'Organizer 2026' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/tasks/v1/staff/templates/tp1', body: { name: 'Organizer 2026' } });

    const payroll = screen.getByRole('listitem', { name: 'Payroll each month' });
    await userEvent.click(within(payroll).getByRole('button', { name: 'Delete Payroll each month' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(payroll).getByRole('button', { name: 'Yes, delete it' }));
    await screen.findByText('1 template');
    expect(screen.queryByRole('listitem', { name: 'Payroll each month' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/tasks/v1/staff/templates/tp2']);
  });

  it('starts a new request filled in from a template, sends it as edited, and keeps the form as a new template', async () => {
    const api = await render({
      [`GET ${API.staffTemplate}`]: () => ORGANIZER,
      [`GET /api/documents/v1/staff/clients`]: () => ({ clients: [{ id: 'c1', name: 'Acme Bakery LLC', nickname: null, taxId: null }] }),
      [`GET /api/documents/v1/staff/clients/:clientId/containers`]: () => ({ containers: [] }),
      [`POST ${API.staffTemplates}`]: (call) => ({ ...ORGANIZER, id: 'tp3', ...(call.body as object) }),
      [`POST ${API.staffDocumentRequests}`]: (call) => ({ task: task({ title: (call.body as NewDocumentRequest).title }), items: [] }),
      [`GET ${API.staffTask}`]: () => task(),
      [`GET ${API.staffDocumentRequest}`]: () => ({ task: task(), items: [] }),
    }, '/new/document-request?template=tp1');
    expect(await screen.findByText(/Filled in from the template Yearly organizer/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Acme Bakery LLC/ }, { timeout: 10_000 }));
    const title = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    expect(title).toHaveValue('2026 tax organizer');
    expect(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('What you need')).toHaveValue('Donation receipts');

    await userEvent.clear(title);
    await userEvent.type(title, '2026 organizer, Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    expect(screen.getByText('Give the template a name.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Template name'), 'Acme organizer');
    await userEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    expect(await screen.findByText('Saved as the template Acme organizer.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === API.staffTemplates)?.body).toEqual({
      kind: 'document-request', name: 'Acme organizer',
      body: { title: '2026 organizer, Acme', dueDate: '2027-03-01', items: [{ description: 'W-2 forms' }, { description: 'Donation receipts', dueDate: '2027-02-15' }] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { name: '2026 tax organizer', level: 1 })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/tasks/v1/staff/clients/c1/document-requests')?.body).toEqual({
      title: '2026 organizer, Acme', dueDate: '2027-03-01', items: [{ description: 'W-2 forms' }, { description: 'Donation receipts', dueDate: '2027-02-15' }],
    });
  }, 30_000); // Much typing: a loaded machine needs the time.
});
