import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { PluginSlot, type PluginManifest, TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel, reply } from '@portico/plugin/testing';
import bell from '../bell/manifest';
import { NOTIFICATIONS_API as API, type Notification, type NotificationList } from '../contract';
import feature from '../feature';
import { clientPage } from './manifest';
import { NOTIFICATIONS_KEY } from '../state/notifications-api';

const item = (extra: Partial<Notification> = {}): Notification => ({
  id: 'n1', category: 'taskAssigned', link: '/tasks/t1', clientId: 'c2', params: { title: 'Bank statements', client: 'Acme Corp' },
  createdAt: '2026-12-01T09:30:00.000Z', readAt: null, ...extra,
});
const list = (items: Notification[]): NotificationList => ({ items, unread: items.filter((i) => i.readAt === null).length, totalItems: items.length });
const PREFERENCES = { items: [
  { category: 'documentFromFirm' as const, channel: 'both' as const, frequency: 'immediately' as const },
  { category: 'taskAssigned' as const, channel: 'both' as const, frequency: 'immediately' as const },
] };

/** Reads the notifications again, as the bell's timer does. */
function Renew() {
  const client = useQueryClient();
  return <button type="button" onClick={() => void client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] })}>renew</button>;
}

function Where() {
  const [path] = useLocation();
  return <output aria-label="location">{path}</output>;
}

async function render(handlers: Parameters<typeof fakeApi>[0], manifest: PluginManifest = clientPage) {
  const api = fakeApi({ [`GET ${API.preferences}`]: () => PREFERENCES, ...handlers });
  const kernel = await createTestKernel({ plugins: [feature], api });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderWithKernel(<><PluginSlot manifest={manifest} /><Where /><Renew /></>, { kernel, path: '/notifications' });
  return { api, kernel };
}

describe('the notification bell', () => {
  it('says how many are unread in its name, with a real plural, and leads to the notifications', async () => {
    await render({ [`GET ${API.list}`]: () => list([item(), item({ id: 'n2' })]) }, bell);
    const link = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.textContent).toBe('2');
  });

  it("inside the mobile app, tells the host of a notification that arrives, once, and not of those already there", async () => {
    const sent: Array<{ type: string; payload: { message: string; type: string } }> = [];
    sessionStorage.setItem('cc-mobile-host', 'true');
    (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: (m: string) => sent.push(JSON.parse(m)) };
    try {
      let items = [item({ readAt: '2026-12-01T10:00:00.000Z' })];
      await render({ [`GET ${API.list}`]: () => list(items) }, bell);
      await screen.findByRole('link', { name: 'Notifications, none unread' });
      const newer = item({ id: 'n2', createdAt: '2026-12-01T11:00:00.000Z', params: { title: 'Payroll', client: 'Acme Corp' } });
      items = [newer, ...items];
      await userEvent.click(screen.getByRole('button', { name: 'renew' }));
      await screen.findByRole('link', { name: 'Notifications, 1 unread' });
      await userEvent.click(screen.getByRole('button', { name: 'renew' }));
      await waitFor(() => expect(sent.filter((m) => m.type === 'SetAlert')).toHaveLength(1));
      expect(sent[0]!.payload).toMatchObject({ type: 'info', message: expect.stringContaining('Payroll') });
    } finally {
      sessionStorage.removeItem('cc-mobile-host');
      delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    }
  });

  it('says none are unread, and shows no count', async () => {
    await render({ [`GET ${API.list}`]: () => list([item({ readAt: '2026-12-01T10:00:00.000Z' })]) }, bell);
    const link = await screen.findByRole('link', { name: 'Notifications, none unread' });
    expect(link.textContent).toBe('');
  });
});

describe('the notifications page', () => {
  it('shows the loading state, then the empty state', async () => {
    let answer: (() => void) | undefined;
    await render({ [`GET ${API.list}`]: () => new Promise((resolve) => { answer = () => resolve(list([])); }) });
    await waitFor(() => expect(answer).toBeDefined());
    const region = within(screen.getByRole('region', { name: 'Latest' }));
    expect(region.getByRole('status').textContent).toMatch(/Loading/);
    answer!();
    expect(await screen.findByText(/Nothing new/)).toBeTruthy();
  });

  it('lists each notification as a link to what it is about: following it marks it read, makes its company active and opens it', async () => {
    let read: string[] = [];
    const { api, kernel } = await render({
      [`GET ${API.list}`]: () => list([item({ readAt: read.includes('n1') ? '2026-12-01T10:00:00.000Z' : null })]),
      [`POST ${API.read}`]: ({ params }) => { read = [...read, params.notificationId!]; return reply(204, null); },
    });
    const link = await screen.findByRole('link', { name: 'Unread: New task for Acme Corp: Bank statements' });
    expect(link.getAttribute('href')).toBe('/tasks/t1');
    expect(screen.getByText('1 unread').getAttribute('role')).toBe('status');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/tasks/t1'));
    expect(kernel.get(TOKENS.Clients).state.activeClientId).toBe('c2');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/v1/notifications/n1/read')).toBe(true));
  });

  it("writes each notification's time on the firm's clock, as Activity does, not on the reader's machine's", async () => {
    const machine = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const { kernel } = await render({ [`GET ${API.list}`]: () => list([item()]) });
      kernel.get(TOKENS.Theme).state.theme = { timeZone: 'America/Sao_Paulo' } as never;
      // 09:30 UTC is 06:30 in Brasília (18:30 on the machine's Tokyo clock).
      await waitFor(() => expect(screen.getByRole('listitem').querySelector('time')).toHaveTextContent('12/01/2026 06:30 AM GMT-3'));
    } finally {
      if (machine === undefined) delete process.env.TZ;
      else process.env.TZ = machine;
    }
  });

  it('marks all read with one button, and the list is read again', async () => {
    let allRead = false;
    const { api } = await render({
      [`GET ${API.list}`]: () => list([item(), item({ id: 'n2', category: 'requestAnswered', params: { variant: 'sentBack', reference: 'SR-7', title: 'Férias' } })].map((i) => ({ ...i, readAt: allRead ? '2026-12-01T10:00:00.000Z' : null }))),
      [`POST ${API.readAll}`]: () => { allRead = true; return reply(204, null); },
    });
    expect(await screen.findByRole('link', { name: 'Unread: The firm sent your request SR-7 back for a correction: Férias' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'The firm sent your request SR-7 back for a correction: Férias' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === API.list).length).toBeGreaterThan(1);
  });

  it('saves the preferences: "nowhere" leaves no e-mail frequency to choose', async () => {
    let saved: unknown;
    await render({
      [`GET ${API.list}`]: () => list([]),
      [`PUT ${API.preferences}`]: ({ body }) => { saved = body; return body as typeof PREFERENCES; },
    });
    const row = (await screen.findByText('Tasks assigned to you')).closest('li')!;
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: /Where/ }), 'none');
    expect((within(row).getByRole('combobox', { name: /E-mail/ }) as HTMLSelectElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences were saved.')).toBeTruthy();
    expect(saved).toEqual({ items: [PREFERENCES.items[0], { category: 'taskAssigned', channel: 'none', frequency: 'immediately' }] });
  });
});
