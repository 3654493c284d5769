import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_TASKS, TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import { TASKS_API as API, type DocumentRequest, type Task } from './contract';
import feature from './feature';
import area from './manifest';

const task = (extra: Partial<Task> = {}): Task => ({
  id: 't1', clientId: 'c1', kind: 'document-request', title: '2025 tax return documents', dueDate: '2099-01-10', state: 'open',
  sentBackReason: null, progress: { done: 0, total: 2 }, createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:00:00.000Z', ...extra,
});
const REQUEST: DocumentRequest = {
  task: task({ progress: { done: 1, total: 2 } }),
  items: [
    { id: 'i1', description: 'Bank statements', dueDate: null, folder: { id: 'f1', name: 'Client Uploads' }, template: null, state: 'provided',
      notApplicableReason: null, rejectedReason: null, files: [{ documentId: 'd1', name: 'statement.pdf', size: 10, addedAt: '2026-11-30T10:00:00.000Z' }] },
    { id: 'i2', description: 'Payroll register', dueDate: null, folder: { id: 'f1', name: 'Client Uploads' }, template: null, state: 'pending',
      notApplicableReason: null, rejectedReason: null, files: [] },
  ],
};

async function render(handlers: Parameters<typeof fakeApi>[0], { path = '/', controls = ['ClientCenterTaskDeepLink'] } = {}) {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api, controls });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(area, { kernel, path });
  return { api, kernel };
}

/** The mobile host's web view: the messages the portal posts to it. */
function hostWebView() {
  const sent: Array<{ type: string; payload: unknown }> = [];
  sessionStorage.setItem('cc-mobile-host', 'true');
  (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage: (m: string) => sent.push(JSON.parse(m)) };
  return sent;
}
afterEach(() => {
  sessionStorage.clear();
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('the tasks area (common.tasks/area)', () => {
  it('lists open tasks with their due date and progress, filters and searches on the server, and says when none is left', async () => {
    const { api } = await render({
      [`GET ${API.tasks}`]: (request) => (request.query.get('filter') === 'overdue' || request.query.get('q') ? { items: [] } : { items: [task()] }),
    });
    const link = await screen.findByRole('link', { name: '2025 tax return documents' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/t1');
    const line = link.closest('li')!;
    expect(line).toHaveTextContent('Document request');
    expect(line).toHaveTextContent('To do');
    expect(line).toHaveTextContent('0 of 2 done');
    expect(line).toHaveTextContent(/Due in \d+ days \(01\/10\/2099\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    expect(await screen.findByText('No task is overdue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.type(screen.getByLabelText('Search tasks'), 'nothing');
    expect(await screen.findByText('No task matches your search.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.query.get('filter') === 'overdue')).toBe(true);
    expect(api.calls.at(-1)?.query.get('q')).toBe('nothing');
  });

  it('opens a task in place without ClientCenterTaskDeepLink, and goes back to the list', async () => {
    await render({
      [`GET ${API.tasks}`]: () => ({ items: [task()] }),
      [`GET ${API.location}`]: () => ({ taskId: 't1', clientId: 'c1', kind: 'document-request' }),
      [`GET ${API.documentRequest}`]: () => REQUEST,
    }, { controls: [] });
    await userEvent.click(await screen.findByRole('button', { name: '2025 tax return documents' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { name: '2025 tax return documents', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All tasks' }));
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('marks an item not applicable with its reason, then sends the request to the firm; the host hears each move and save', async () => {
    const sent = hostWebView();
    let current: DocumentRequest = REQUEST;
    const { api } = await render({
      [`GET ${API.location}`]: () => ({ taskId: 't1', clientId: 'c1', kind: 'document-request' }),
      [`GET ${API.documentRequest}`]: () => current,
      [`POST ${API.itemNotApplicable}`]: (request) => {
        current = { task: task({ state: 'in_progress', progress: { done: 2, total: 2 } }),
          items: [REQUEST.items[0]!, { ...REQUEST.items[1]!, state: 'not_applicable', notApplicableReason: (request.body as { reason: string }).reason }] };
        return current;
      },
      [`POST ${API.submit}`]: () => task({ state: 'submitted', progress: { done: 2, total: 2 } }),
    }, { path: '/t1' });
    expect(await screen.findByRole('heading', { name: '2025 tax return documents', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send to the firm' });
    expect(send).toBeDisabled();
    expect(screen.getByText('1 item still needs a file or a reason it does not apply.')).toBeInTheDocument();
    const payroll = screen.getByRole('listitem', { name: 'Payroll register' });
    await userEvent.click(within(payroll).getByRole('button', { name: 'Does not apply to me' }));
    await userEvent.click(within(payroll).getByRole('button', { name: 'Mark not applicable' }));
    await userEvent.type(within(payroll).getByLabelText('Why does it not apply?'), 'No employees this year');
    await userEvent.click(within(payroll).getByRole('button', { name: 'Mark not applicable' }));
    expect(await within(payroll).findByText('Not applicable: No employees this year')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'No employees this year' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(await screen.findByText(/You sent this to the firm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to the firm' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { type: 'UpdateTaskSuccess', payload: { taskId: 't1' } },
      { type: 'MarkTaskAsWip', payload: { taskId: 't1' } },
      { type: 'UpdateTaskSuccess', payload: { taskId: 't1' } },
      { type: 'MarkTaskAsReceived', payload: { taskId: 't1' } },
    ]);
  });

  it("shows the firm's reason on a task it sent back, and a refused write's reason without losing the typed text", async () => {
    await render({
      [`GET ${API.location}`]: () => ({ taskId: 't1', clientId: 'c1', kind: 'document-request' }),
      [`GET ${API.documentRequest}`]: () => ({ ...REQUEST, task: task({ state: 'in_progress', sentBackReason: 'Send the 2025 register' }) }),
      [`POST ${API.itemNotApplicable}`]: () => reply(409, { code: 'TASK_NOT_EDITABLE', message: 'no' }),
    }, { path: '/t1' });
    expect(await screen.findByRole('note', {}, { timeout: 10_000 })).toHaveTextContent('The firm sent this back: Send the 2025 register');
    const payroll = screen.getByRole('listitem', { name: 'Payroll register' });
    await userEvent.click(within(payroll).getByRole('button', { name: 'Does not apply to me' }));
    await userEvent.type(within(payroll).getByLabelText('Why does it not apply?'), 'None');
    await userEvent.click(within(payroll).getByRole('button', { name: 'Mark not applicable' }));
    expect(await within(payroll).findByRole('alert')).toHaveTextContent('The task is with the firm or closed');
    expect(within(payroll).getByLabelText('Why does it not apply?')).toHaveValue('None');
  });

  it('is hidden by ClientCenterHideTasks and by AllDocsOnly', async () => {
    const hidden = await createTestKernel({ plugins: [feature], controls: ['ClientCenterHideTasks'] });
    expect(await hidden.plugins.isAuthorized(area)).toBe(false);
    const allDocs = await createTestKernel({ plugins: [feature], grants: ['ClientCenter.AllDocsOnly'] });
    expect(await allDocs.plugins.isAuthorized(area)).toBe(false);
    expect(await (await createTestKernel({ plugins: [feature] })).plugins.isAuthorized(area)).toBe(true);
  });

  it('tells the mobile host where a task of the session lives, and null for one it does not have', async () => {
    const api = fakeApi({ [`GET ${API.location}`]: (request) => (request.params.taskId === 't1'
      ? { taskId: 't1', clientId: 'c2', kind: 'document-request' } : reply(404, { code: 'TASK_NOT_FOUND', message: 'no' })) });
    const kernel = await createTestKernel({ plugins: [feature], api });
    expect(await kernel.get(MOBILE_TASKS).pathOf('t1')).toBe('/mobile/tasks/t1');
    expect(await kernel.get(MOBILE_TASKS).pathOf('t9')).toBeNull();
  });
});
