import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API } from '@portico/contract/api-paths';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import apiKeys from './feature';
import area from './manifest';

const key = (id: string, name: string, extra: object = {}) => ({
  id, name, prefix: `ptk_${id.slice(0, 8)}`, scopes: ['documents' as const], createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null, revokedAt: null, ...extra,
});
const SECRET = `ptk_${'a'.repeat(22)}.${'b'.repeat(43)}`;

async function show(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ [`GET ${API.apiKeys}`]: () => ({ keys: [key('k1aaaaaaaaaaaaaaaaaaaa', 'Practice system')] }), ...handlers });
  const kernel = await createTestKernel({ plugins: [apiKeys], api, grants: ['Platform.DefaultStaff', 'Firm.Administration'] });
  renderPlugin(area, { kernel, path: '/staff/api-keys' });
  await screen.findByRole('heading', { name: 'Practice system' });
  return api;
}

describe('API keys page', () => {
  it('makes a key with the chosen scopes, shows its secret once, and lists it', async () => {
    const api = await show({
      [`POST ${API.apiKeys}`]: () => reply(201, { key: key('k2aaaaaaaaaaaaaaaaaaaa', 'ERP', { scopes: ['contacts', 'news'] }), secret: SECRET }),
    });
    await userEvent.type(screen.getByLabelText('Name (the system that will use it)'), 'ERP');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Contacts' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'News' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the key' }));
    expect(await screen.findByLabelText('The new API key')).toHaveTextContent(SECRET);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'ERP', scopes: ['contacts', 'news'] });
    expect(screen.getByRole('heading', { name: 'ERP' }).closest('li')).toHaveTextContent('Contacts, News');
    await userEvent.click(screen.getByRole('button', { name: 'Done, hide it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('asks for a name and a scope before it calls, and translates a refusal', async () => {
    const api = await show({ [`POST ${API.apiKeys}`]: () => reply(409, { code: 'API_KEY_LIMIT', message: 'limit' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Make the key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the key a name.');
    await userEvent.type(screen.getByLabelText('Name (the system that will use it)'), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Make the key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one thing it may do.');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the key' }));
    expect(await screen.findByText('Your firm has as many live keys as it may have: revoke one first.')).toBeInTheDocument();
  });

  it('revokes a key only after a confirmation, and marks it revoked', async () => {
    const api = await show({ [`DELETE ${API.apiKey}`]: () => reply(204, null) });
    const row = screen.getByRole('heading', { name: 'Practice system' }).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Practice system' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Practice system' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke now' }));
    expect(await within(row).findByText(/^revoked /)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([API.apiKey.replace(':keyId', 'k1aaaaaaaaaaaaaaaaaaaa')]);
  });
});
