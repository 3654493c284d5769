import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { TASKS_API as API, type BulkSend, type TaskTemplate } from '../contract';
import feature from '../feature';
import staffArea from './manifest';

const STAFF = ['Platform.DefaultStaff'];
const AT = '2026-11-30T10:00:00.000Z';
const TEMPLATE: TaskTemplate = { id: 'tp1', kind: 'document-request', name: 'Yearly organizer', createdAt: AT, updatedAt: AT, body: { title: '2026 tax organizer', items: [{ description: 'W-2' }] } };
const batch = (extra: Partial<BulkSend> = {}): BulkSend => ({
  id: 'b1', templateId: 'tp1', name: 'Yearly organizer', kind: 'document-request', title: '2026 tax organizer', tag: null, createdAt: AT, state: 'done',
  total: 3, created: 2, failed: 1, progress: { open: 1, submitted: 1, done: 0, cancelled: 0 },
  failures: [{ clientId: 'c2', clientName: 'Bistro Two LLC', code: 'FOLDER_NOT_FOUND' }], ...extra,
});
const CLIENTS = [{ id: 'c1', name: 'Acme Bakery LLC', nickname: null, taxId: null }, { id: 'c2', name: 'Bistro Two LLC', nickname: null, taxId: null }];

async function render(handlers: Parameters<typeof fakeApi>[0], path: string) {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api, grants: STAFF });
  renderPlugin(staffArea, { kernel, path });
  return api;
}

describe("the firm's bulk sends (common.tasks/staff)", () => {
  it('sends a template to the clients picked, then shows n of m created, the failures and where the tasks stand', async () => {
    const api = await render({
      [`GET ${API.staffTemplate}`]: () => TEMPLATE,
      [`GET ${API.staffClientTags}`]: () => ({ tags: [] }),
      [`GET /api/documents/v1/staff/clients`]: () => ({ clients: CLIENTS }),
      [`POST ${API.staffBulkSends}`]: () => batch({ state: 'queued', created: 0, failed: 0, failures: [], progress: { open: 0, submitted: 0, done: 0, cancelled: 0 } }),
      [`GET ${API.staffBulkSend}`]: () => batch(),
    }, '/bulk/new?template=tp1');
    expect(await screen.findByText('Template: Yearly organizer', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // No tag in the firm: only chosen clients, and it says why.
    expect(screen.getByRole('radio', { name: 'Every client with a tag' })).toBeDisabled();
    expect(screen.getByText('Your firm tags no clients yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to all of them' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the clients, or a tag.');

    await userEvent.click(await screen.findByRole('button', { name: /^Acme Bakery LLC/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Bistro Two LLC/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Acme Bakery LLC/ }));
    expect(screen.getByText('2 clients chosen')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Clients chosen' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Acme Bakery LLC', 'Bistro Two LLC']);
    await userEvent.click(screen.getByRole('button', { name: 'Send to all of them' }));

    expect(await screen.findByRole('heading', { name: '2026 tax organizer', level: 1 })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ templateId: 'tp1', clientIds: ['c1', 'c2'] });
    expect(screen.getByText('2 of 3 tasks created')).toBeInTheDocument();
    expect(screen.getByText('1 open · 1 submitted · 0 done')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 client could not get the task' })).toBeInTheDocument();
    expect(screen.getByText('Bistro Two LLC').closest('li')).toHaveTextContent('A folder chosen no longer exists.');
  });

  it('sends to every client with a tag, each tag shown with how many carry it', async () => {
    const api = await render({
      [`GET ${API.staffTemplate}`]: () => TEMPLATE,
      [`GET ${API.staffClientTags}`]: () => ({ tags: [{ tag: 'individual', clients: 1 }, { tag: 'payroll', clients: 12 }] }),
      [`GET /api/documents/v1/staff/clients`]: () => ({ clients: CLIENTS }),
      [`POST ${API.staffBulkSends}`]: () => batch({ tag: 'payroll' }),
      [`GET ${API.staffBulkSend}`]: () => batch({ tag: 'payroll' }),
    }, '/bulk/new?template=tp1');
    await userEvent.click(await screen.findByRole('radio', { name: 'Every client with a tag' }, { timeout: 10_000 }));
    const tag = screen.getByLabelText('Tag');
    expect(within(tag).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a tag', 'individual (1 client)', 'payroll (12 clients)']);
    await userEvent.selectOptions(tag, 'payroll');
    await userEvent.click(screen.getByRole('button', { name: 'Send to all of them' }));
    expect(await screen.findByText('Yearly organizer, sent to every client with the tag payroll.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ templateId: 'tp1', tag: 'payroll' });
  });

  it("lists the firm's bulk sends above its tasks, each with where its tasks stand", async () => {
    await render({
      [`GET ${API.staffTasks}`]: () => ({ items: [] }),
      [`GET ${API.staffBulkSends}`]: () => ({ items: [(({ failures: _f, ...summary }) => summary)(batch({ total: 40, created: 40, failed: 0, progress: { open: 25, submitted: 10, done: 4, cancelled: 1 } }))] }),
    }, '/');
    const list = await screen.findByRole('region', { name: 'Sent to many clients' }, { timeout: 10_000 });
    const line = within(list).getByRole('link', { name: '2026 tax organizer' }).closest('li')!;
    expect(within(list).getByRole('link', { name: '2026 tax organizer' })).toHaveAttribute('href', '/bulk/b1');
    expect(line).toHaveTextContent('40 of 40 tasks created');
    expect(line).toHaveTextContent('25 open · 10 submitted · 4 done · 1 cancelled');
  });
});
