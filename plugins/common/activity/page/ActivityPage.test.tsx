import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { ACTIVITY_API, type ActivityEvent, type ClientExport } from '../contract';
import feature from '../feature';
import page from './manifest';

const VIEW: ActivityEvent = {
  kind: 'documentAccess', id: 'document-access:1', at: '2026-11-05T10:00:00.000Z', action: 'view',
  actor: { name: 'Sam Staff', viaApiKey: false }, document: { id: 'd1', name: 'Lease.pdf', folderId: 'f1' },
};
const SIGN_IN: ActivityEvent = {
  kind: 'signIn', id: 'sign-in:1', at: '2026-11-04T09:00:00.000Z', network: '203.0.113.x', device: { browser: 'Safari 17', os: 'iOS 17', type: 'mobile' },
};
const READY: ClientExport = {
  id: 'x1', state: 'ready', progress: { done: 4, total: 4 }, requestedAt: '2026-11-05T11:00:00.000Z', readyAt: '2026-11-05T11:01:00.000Z',
  expiresAt: '2026-11-12T11:01:00.000Z', size: 1234,
};

async function setup(pages: ActivityEvent[][], latest: ClientExport | null = null) {
  const total = pages.flat().length;
  let read = 0;
  const api = fakeApi({
    // Page after page, as the screen asks for them.
    [`GET ${ACTIVITY_API.events}`]: () => {
      const startIndex = pages.slice(0, read).flat().length;
      return { items: pages[read++] ?? [], totalItems: total, startIndex, itemsPerPage: 20 };
    },
    [`GET ${ACTIVITY_API.exports}`]: () => ({ export: latest }),
    [`POST ${ACTIVITY_API.exports}`]: () => ({ ...READY, state: 'queued', progress: { done: 0, total: 4 }, readyAt: null, expiresAt: null, size: null }),
  });
  const kernel = await createTestKernel({ plugins: [feature], api });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(page, { kernel });
  return api;
}

describe('Activity (common.activity/page)', () => {
  it("lists the firm's view and the sign-in, says the place is unknown, and pages on", async () => {
    const api = await setup([[VIEW], [SIGN_IN]]);
    const list = await screen.findByRole('list', { name: 'Latest activity' });
    expect(within(list).getByText('Sam Staff at your firm opened Lease.pdf')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 events shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('2 of 2 events shown');
    expect(within(list).getByText('You signed in with Safari 17 on iOS 17')).toBeInTheDocument();
    expect(within(list).getByText(/Network 203\.0\.113\.x \(place unknown/)).toBeInTheDocument();
    expect(screen.getByText('2 of 2 events shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/events')).length).toBe(2);
  });

  it('shows the empty state, and asks for an export that then shows its progress', async () => {
    const api = await setup([[]]);
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare an export' }));
    expect(await screen.findByText('0 of 4 parts done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/activity/v1/clients/c1/exports')).toBe(true);
  });

  it('offers the download of a ready export', async () => {
    await setup([[VIEW]], READY);
    expect(await screen.findByRole('button', { name: 'Download the export' })).toBeInTheDocument();
    expect(screen.getByText(/Your export is ready/)).toBeInTheDocument();
  });
});
