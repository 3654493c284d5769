import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestKernel, errorReply, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import { SERVICE_REQUESTS_API as P, RequestKind, type InboxItem, type InboxRequest } from '../contract';
import inbox from './manifest';

const STAMP = new Date(Date.now() - 5 * 86_400_000).toISOString();
const item = (over: Partial<InboxItem> = {}): InboxItem => ({
  id: 'r1', reference: 'SR-2026-0003', type: 'Generic', typeCode: RequestKind.Generic, status: 'WaitingForAnswer', title: 'Vale-transporte',
  createdAt: STAMP, updatedAt: STAMP, submittedAt: STAMP, clientId: 'c1', clientName: 'Padaria Pão Quente', assignee: null, clientMovedAt: STAMP, ...over,
});
const request = (over: Partial<InboxRequest> = {}): InboxRequest => ({
  ...item(), payload: { subject: 'Vale-transporte', category: 'Payroll', message: 'Incluir' } as InboxRequest['payload'],
  messages: [], violations: [{ field: 'message', code: 'MESSAGE_TOO_SHORT', params: { count: 10 } }], people: [], ...over,
});
const page = (items: InboxItem[]) => ({ items, totalItems: items.length, startIndex: 0, itemsPerPage: 30 });
const assignees = () => ({ items: [{ id: 'u1', name: 'Equipe Horizonte' }] });

async function renderInbox(api: ReturnType<typeof fakeApi>, path = '/') {
  const kernel = await createTestKernel({ plugins: [inbox], api, language: 'en-us' });
  return renderPlugin(inbox, { kernel, path });
}

describe('the requests inbox', () => {
  it('lists the requests with client, age and assignee, and filters through labelled selects', async () => {
    const api = fakeApi({
      [`GET ${P.staffRequests}`]: ({ query }) => page(query.get('status') === 'Closed' ? [] : [item()]),
      [`GET ${P.staffAssignees}`]: assignees,
    });
    await renderInbox(api);
    await screen.findByRole('link', { name: 'General request · SR-2026-0003' }, { timeout: 10_000 });
    expect(screen.getByText("Client's last move 5 days ago")).toBeTruthy();
    expect(screen.getAllByText('No one').length).toBeGreaterThan(0);
    await act(async () => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Closed' } }));
    await screen.findByText('No request matches these filters.');
    await act(async () => fireEvent.change(screen.getByLabelText('Waiting'), { target: { value: '7' } }));
    const last = api.calls.filter((c) => c.path === P.staffRequests).at(-1)!;
    expect([last.query.get('status'), last.query.get('minAgeDays')]).toEqual(['Closed', '7']);
  }, 20_000);

  it('says when the inbox failed and loads again on retry', async () => {
    let fail = true;
    const api = fakeApi({
      [`GET ${P.staffRequests}`]: () => (fail ? errorReply(500, 'INTERNAL_ERROR') : page([])),
      [`GET ${P.staffAssignees}`]: assignees,
    });
    await renderInbox(api);
    await screen.findByText('Something went wrong. Try again.', undefined, { timeout: 10_000 });
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('No request matches these filters.');
  }, 20_000);

  it("shows the client's form read-only with its rule results, and sends it back with a reason", async () => {
    let current = request();
    const api = fakeApi({
      [`GET ${P.staffRequest}`]: () => current,
      [`GET ${P.staffAssignees}`]: assignees,
      [`POST ${P.staffSendBack}`]: ({ body }) => {
        current = { ...current, status: 'WaitingForCorrection', messages: [{ id: 'm1', author: 'Equipe Horizonte', fromFirm: true, body: (body as { reason: string }).reason, createdAt: STAMP, attachments: [] }] };
        return current;
      },
    });
    await renderInbox(api, '/r1');
    await screen.findByRole('heading', { name: 'General request · SR-2026-0003' }, { timeout: 10_000 });
    expect(screen.getByText('The form breaks 1 rule: it is marked below.')).toBeTruthy();
    expect(screen.getByText('Vale-transporte', { selector: 'dd' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason for sending it back (the client reads it)'), { target: { value: 'Informe o valor diário.' } });
    await act(async () => screen.getByRole('button', { name: 'Send back for correction' }).click());
    await screen.findByText('Informe o valor diário.');
    expect(screen.getByText('Correction requested', { selector: '.sr-badge' })).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  }, 20_000);

  it("names the employee of the client's form, not only the CPF", async () => {
    const vacation = request({
      type: 'NoticeVacation', typeCode: RequestKind.NoticeVacation, title: 'Carla Mendes Rocha', violations: [],
      payload: { cpf: '52998224725', acquisitionStart: '2025-03-10', absences: 0, periods: [{ startDate: '2026-12-01', days: 30 }], noticeDate: '2026-11-01' } as InboxRequest['payload'],
      people: [{ cpf: '52998224725', name: 'Carla Mendes Rocha' }],
    });
    const api = fakeApi({ [`GET ${P.staffRequest}`]: () => vacation, [`GET ${P.staffAssignees}`]: assignees });
    await renderInbox(api, '/r1');
    await screen.findByRole('heading', { name: 'Vacation notice · SR-2026-0003' }, { timeout: 10_000 });
    expect(screen.getByText('Carla Mendes Rocha (CPF 529.982.247-25)', { selector: 'dd' })).toBeTruthy();
  }, 20_000);

  it('keeps the typed reply and its files when the server refuses a file, then sends them', async () => {
    let refuse = true;
    const sent: unknown[] = [];
    const api = fakeApi({
      [`GET ${P.staffRequest}`]: () => request(),
      [`GET ${P.staffAssignees}`]: assignees,
      [`POST ${P.staffReplies}`]: ({ body }) => {
        sent.push(body);
        if (refuse) return reply(422, { code: 'ATTACHMENT_REFUSED', message: 'refused', errors: [{ reason: 'content' }] });
        return reply(201, request({ status: 'Replied', messages: [{ id: 'm1', author: 'Equipe Horizonte', fromFirm: true, body: 'Segue o recibo.', createdAt: STAMP, attachments: [{ id: 'a1', fileName: 'recibo.pdf', size: 2048 }] }] }));
      },
    });
    await renderInbox(api, '/r1');
    const text = await screen.findByLabelText('Your reply', undefined, { timeout: 10_000 });
    fireEvent.change(text, { target: { value: 'Segue o recibo.' } });
    const file = new File(['%PDF-1.4 recibo'], 'recibo.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Attach files (up to 3)'), { target: { files: [file] } });
    expect(screen.getByRole('button', { name: 'Remove recibo.pdf' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Send reply' }).click());
    await screen.findByText("A file's content does not match its kind.");
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('Segue o recibo.');
    expect(screen.getByRole('button', { name: 'Remove recibo.pdf' })).toBeTruthy();
    refuse = false;
    await act(async () => screen.getByRole('button', { name: 'Send reply' }).click());
    await screen.findByRole('button', { name: /Download recibo\.pdf/ });
    await waitFor(() => expect(screen.getByText('Replied', { selector: '.sr-badge' })).toBeTruthy());
    expect(sent[1]).toEqual({ body: 'Segue o recibo.', attachments: [{ fileName: 'recibo.pdf', content: btoa('%PDF-1.4 recibo') }] });
  }, 20_000);
});
