import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API } from '@portico/contract/api-paths';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import diagnostics from './feature';
import page from './manifest';

const health = { status: 'ok' as const, database: 'sqlite' as const, version: 'test' };

/** The server's clock is `offsetMs` ahead of this one, read when the request arrives. */
async function show(offsetMs: number) {
  const api = fakeApi({ [`GET ${API.health}`]: () => reply(200, health, { date: new Date(Date.now() + offsetMs).toUTCString() }) });
  const kernel = await createTestKernel({ plugins: [diagnostics], api });
  renderPlugin(page, { kernel, path: '/diagnostics' });
  return api;
}

const check = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('diagnostic page', () => {
  it('runs the four checks and says what each found', async () => {
    const api = await show(0);
    await screen.findByText('Everything looks fine.', undefined, { timeout: 5000 });
    expect(within(check('Browser')).getByRole('img', { name: 'Passed' })).toBeInTheDocument();
    expect(check('Connection')).toHaveTextContent(/The server answered in \d+ ms\./);
    expect(check('Clock')).toHaveTextContent("This computer's clock agrees with the server's.");
    expect(check('Storage')).toHaveTextContent(/storage work/);
    expect(api.calls.filter((c) => c.path === API.health)).toHaveLength(1);
  });

  it('finds a clock ten minutes behind the server, and runs again on demand', async () => {
    const api = await show(10 * 60_000);
    await screen.findByText('1 check needs attention.', undefined, { timeout: 5000 });
    expect(within(check('Clock')).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(check('Clock')).toHaveTextContent(/clock is (599|600|601) s behind the server's/);
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === API.health)).toHaveLength(2));
    await screen.findByText('1 check needs attention.', undefined, { timeout: 5000 });
  });

  it('is hidden by ClientCenterHideDiagnosticTool', async () => {
    const kernel = await createTestKernel({ plugins: [diagnostics], controls: ['ClientCenterHideDiagnosticTool'] });
    expect(await kernel.plugins.authorized([page])).toEqual([]);
    const open = await createTestKernel({ plugins: [diagnostics] });
    expect(await open.plugins.authorized([page])).toEqual([page]);
  });
});
