import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { __CONST___API, type __Pascal__Entry } from '../contract';
import feature from '../feature';
import __pluginCamel__ from './manifest';

const DEMO: __Pascal__Entry = { id: 'e1', description: 'Demo entry', quantity: 1, createdAt: '2026-01-05T10:00:00.000Z' };

describe('__PluginTitle__ (__pluginId__)', () => {
  it("shows its title and the active client's newest entries from the feature's API", async () => {
    // Its API calls meet a fake whose answers are checked against contract.ts.
    const api = fakeApi({ [`GET ${__CONST___API.entries}`]: () => ({ items: [DEMO], totalItems: 1, startIndex: 0, itemsPerPage: 5 }) });
    const kernel = await createTestKernel({ plugins: [feature], api });
    kernel.get(TOKENS.Clients).setActive('c1');
    renderPlugin(__pluginCamel__, { kernel });
    expect(await screen.findByRole('heading', { name: '__PluginTitle__' })).toBeInTheDocument();
    expect(await screen.findByText(/Demo entry/)).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}?${c.query}`)).toEqual(['GET /api/__apiName__/v1/clients/c1/entries?itemsPerPage=5']);
  });
});
