import { act, fireEvent, screen } from '@testing-library/react';
import { errorReply, fakeApi } from '@portico/plugin/testing';
import { SERVICE_REQUESTS_API as P } from '../contract';
import requests from '../actions/requests/manifest';
import { renderAction, requestOf } from './test-world';

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
});
