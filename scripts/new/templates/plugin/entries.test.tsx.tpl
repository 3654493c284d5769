import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { __CONST___API, type __Pascal__Entry, type New__Pascal__Entry } from '../contract';
import feature from '../feature';
import __pluginCamel__ from './manifest';

const DEMO: __Pascal__Entry = { id: 'e1', description: 'Demo entry', quantity: 1, createdAt: '2026-01-05T10:00:00.000Z' };

/** The plugin in a test kernel; its API calls meet a fake whose answers are checked against contract.ts. */
async function setup(entries: __Pascal__Entry[]) {
  const api = fakeApi({
    [`GET ${__CONST___API.entries}`]: () => ({ items: entries, totalItems: entries.length, startIndex: 0, itemsPerPage: 30 }),
    [`POST ${__CONST___API.entries}`]: (request) => ({ id: 'e2', ...(request.body as New__Pascal__Entry), createdAt: '2026-01-06T09:00:00.000Z' }),
  });
  const kernel = await createTestKernel({ plugins: [feature], api });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(__pluginCamel__, { kernel });
  return api;
}

describe('__PluginTitle__ (__pluginId__)', () => {
  it("shows its title and the active client's entries from the feature's API", async () => {
    const api = await setup([DEMO]);
    expect(await screen.findByRole('heading', { name: '__PluginTitle__' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Demo entry' })).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/__apiName__/v1/clients/c1/entries']);
  });

  it('adds an entry through the form', async () => {
    const api = await setup([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Quarterly review');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('cell', { name: 'Quarterly review' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ description: 'Quarterly review', quantity: 3 });
  });
});
