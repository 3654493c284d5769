import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PluginSlot, TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { __CONST___API, type New__Pascal__Entry } from '../contract';
import feature from '../feature';
import __pluginCamel__ from './manifest';

describe('__PluginTitle__ (__pluginId__)', () => {
  it('adds an entry to the active client through the API and closes', async () => {
    // Its API calls meet a fake whose answers are checked against contract.ts.
    const api = fakeApi({
      [`POST ${__CONST___API.entries}`]: (request) => ({ id: 'e2', ...(request.body as New__Pascal__Entry), createdAt: '2026-01-06T09:00:00.000Z' }),
    });
    const kernel = await createTestKernel({ plugins: [feature], api });
    kernel.get(TOKENS.Clients).setActive('c1');
    const close = vi.fn();
    // The modal host renders a dialog plugin so, with the function that closes it.
    renderWithKernel(<PluginSlot manifest={__pluginCamel__} props={{ close }} />, { kernel });
    expect(await screen.findByRole('dialog', { name: '__PluginTitle__' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Description'), 'Quarterly review');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/__apiName__/v1/clients/c1/entries', { description: 'Quarterly review', quantity: 1 }],
    ]);
  });
});
