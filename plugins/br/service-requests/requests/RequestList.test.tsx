import { vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorReply, fakeApi, reply } from '@portico/plugin/testing';
import { SERVICE_REQUESTS_API as P, type RequestStatus } from '../contract';
import requests from '../actions/requests/manifest';
import { renderAction, requestOf } from './test-world';
import { FIRM_MOVES_RENEW_MS } from './use-requests-api';

const page = (items: unknown[]) => ({ items, totalItems: items.length, startIndex: 0, itemsPerPage: 50 });

describe('my requests', () => {
  it('lists the view named in the URL with status badges, and changes view through the select', async () => {
    const views: string[] = [];
    const api = fakeApi({
      [`GET ${P.serviceRequests}`]: ({ query }) => {
        views.push(query.get('view')!);
        return page(query.get('view') === '3' ? [requestOf('EmployeeLeave', 'WaitingForCorrection')] : []);
      },
    });
    await renderAction(requests, { api, query: '?view=3' });
    await screen.findByRole('link', { name: 'Employee leave · SR-2026-0007' }, { timeout: 10_000 });
    expect(screen.getByText('Correction requested', { selector: '.sr-badge' })).toBeTruthy();
    expect(screen.getByText('1 request')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText('Show'), { target: { value: '12' } }));
    await screen.findByText('No requests in “Employee registration”.');
    expect(views).toEqual(['3', '12']);
  }, 20_000);

  it("discards one of the client's drafts after asking, and only a draft", async () => {
    const draft = { ...requestOf('Generic', 'Draft'), title: 'Guia do FGTS' };
    const sent = { ...requestOf('Generic', 'WaitingForAnswer'), id: 'r2', reference: 'SR-2026-0008' };
    const deleted: string[] = [];
    const api = fakeApi({
      [`GET ${P.serviceRequests}`]: () => page([draft, sent].filter((r) => !deleted.includes(r.id))),
      [`DELETE ${P.serviceRequest}`]: ({ params }) => {
        deleted.push(params.requestId!);
        return reply(204, null);
      },
    });
    await renderAction(requests, { api });
    const discard = await screen.findByRole('button', { name: 'Discard draft SR-2026-0007' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Discard draft SR-2026-0008' })).toBeNull();
    await act(async () => discard.click());
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog.textContent).toContain('Draft SR-2026-0007 (General request) will be deleted. This cannot be undone.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'Discard draft SR-2026-0007' }).click());
    await act(async () => (await screen.findByRole('button', { name: 'Discard' })).click());
    await screen.findByText('Draft SR-2026-0007 discarded.');
    expect(deleted).toEqual(['r1']);
    expect(screen.queryByRole('link', { name: 'General request · SR-2026-0007' })).toBeNull();
    expect(screen.getByRole('link', { name: 'General request · SR-2026-0008' })).toBeTruthy();
  }, 20_000);

  it('says when the list failed and loads again on retry', async () => {
    let fail = true;
    const api = fakeApi({
      [`GET ${P.serviceRequests}`]: () => (fail ? errorReply(500, 'INTERNAL_ERROR') : page([])),
    });
    await renderAction(requests, { api });
    await screen.findByText('The requests could not be loaded.', undefined, { timeout: 10_000 });
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('No requests yet. Start one from the service requests section.');
  }, 20_000);

  it('opens a request with its thread; the client answers the firm', async () => {
    let request = { ...requestOf('Generic', 'WaitingForClient'), messages: [{ id: 'm1', author: 'Horizonte Contabilidade', fromFirm: true, body: 'Qual competência?', createdAt: '2026-11-02T13:00:00.000Z', attachments: [] }] };
    const api = fakeApi({
      [`GET ${P.serviceRequest}`]: () => request,
      [`POST ${P.serviceRequestMessages}`]: ({ body }) => {
        request = { ...request, status: 'WaitingForAnswer', messages: [...request.messages, { id: 'm2', author: 'João Silva', fromFirm: false, body: (body as { body: string }).body, createdAt: '2026-11-02T14:00:00.000Z', attachments: [] }] };
        return request;
      },
    });
    await renderAction(requests, { api, query: '?id=r1' });
    await screen.findByText('Qual competência?', undefined, { timeout: 10_000 });
    expect(screen.getByText('Horizonte Contabilidade (firm)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your answer to the firm'), { target: { value: 'Outubro de 2026.' } });
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    await screen.findByText('Outubro de 2026.');
    expect(screen.getByText('Waiting for the firm', { selector: '.sr-badge' })).toBeTruthy();
  }, 20_000);

  it("shows the firm's move on an open request without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status: RequestStatus = 'WaitingForAnswer';
      const api = fakeApi({
        [`GET ${P.serviceRequest}`]: () => ({ ...requestOf('Generic', status), messages: [] }),
        [`GET ${P.serviceRequests}`]: () => page([requestOf('Generic', status)]),
      });
      await renderAction(requests, { api, query: '?id=r1' });
      await screen.findByText('Waiting for the firm', { selector: '.sr-badge' }, { timeout: 10_000 });
      status = 'WaitingForCorrection';
      await act(() => vi.advanceTimersByTimeAsync(FIRM_MOVES_RENEW_MS));
      await screen.findByText('Correction requested', { selector: '.sr-badge' });
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);
});
