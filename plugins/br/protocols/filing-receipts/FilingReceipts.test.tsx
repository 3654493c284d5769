import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, type FakeRequest, renderPlugin, reply } from '@portico/plugin/testing';
import { PROTOCOLS_API, type Protocol } from '../contract';
import feature from '../feature';
import filingReceipts from './manifest';

const RECEIPTS: Protocol[] = [
  { id: 'p1', obligation: 'DCTFWeb', competence: '2026-09', number: '1234.5678.9012.3456', deliveredAt: '2026-10-26T14:00:00.000Z', fileName: 'Recibo DCTFWeb 2026-09.pdf' },
  { id: 'p2', obligation: 'eSocial', competence: '2026-09', number: '1.1.0000000001234567890', deliveredAt: '2026-10-13T11:00:00.000Z', fileName: 'Recibo eSocial 2026-09.pdf' },
  { id: 'p3', obligation: 'ECD', competence: '2025', number: 'A1B2C3D4.E5F6A7B8', deliveredAt: '2026-06-24T15:00:00.000Z', fileName: 'Recibo SPED ECD 2025.pdf' },
];

/** Receipts filtered as the server filters them: by obligation and delivery day. */
const list = (req: FakeRequest) => {
  const obligation = req.query.get('obligation');
  const from = req.query.get('from') ?? '0000';
  const to = `${req.query.get('to') ?? '9999'}T24`;
  const items = RECEIPTS.filter((r) => (!obligation || r.obligation === obligation) && r.deliveredAt >= from && r.deliveredAt < to);
  return { items, totalItems: items.length, startIndex: 0, itemsPerPage: 500 };
};

async function open(handlers: Record<string, (req: FakeRequest) => unknown>) {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(filingReceipts, { kernel });
  return api;
}

const card = (name: RegExp) => screen.getByRole('heading', { name }).closest('li')!;

// The default period is the last twelve months: pin today so the fixed dates below stay inside it.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The first render waits for the plugin's chunk, which can take seconds on a busy machine.
const LOAD = { timeout: 15_000 };

describe('filing receipts (br.protocols/filing-receipts)', { timeout: 30_000 }, () => {
  it('lists each receipt with obligation, competence, number and delivery date', async () => {
    await open({ [`GET ${PROTOCOLS_API.protocols}`]: list });
    expect(await screen.findByText('3 receipts', {}, LOAD)).toBeInTheDocument();
    expect(within(card(/DCTFWeb 09\/2026/)).getByText('1234.5678.9012.3456')).toBeInTheDocument();
    expect(within(card(/SPED ECD 2025/)).getByText('A1B2C3D4.E5F6A7B8')).toBeInTheDocument();
    expect(within(card(/eSocial/)).getByRole('time')).toHaveAttribute('dateTime', '2026-10-13T11:00:00.000Z');
  });

  it('filters by obligation and period on the server, and says when nothing matches', async () => {
    const api = await open({ [`GET ${PROTOCOLS_API.protocols}`]: list });
    await screen.findByText('3 receipts', {}, LOAD);
    fireEvent.change(screen.getByLabelText('Obligation'), { target: { value: 'eSocial' } });
    expect(await screen.findByText('1 receipt')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('obligation')).toBe('eSocial');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10/20/2026' } });
    expect(await screen.findByText('No filing receipts for this obligation and period.')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('from')).toBe('2026-10-20');
  });

  it('downloads the receipt’s PDF under its file name', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:receipt'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicks.push(this.download); });
    const api = await open({
      [`GET ${PROTOCOLS_API.protocols}`]: list,
      [`GET ${PROTOCOLS_API.protocolDocument}`]: () => reply(200, new TextEncoder().encode('%PDF-1.7 receipt'), { 'content-type': 'application/pdf' }),
    });
    await screen.findByText('3 receipts', {}, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF: eSocial receipt for 09/2026' }));
    await waitFor(() => expect(clicks).toEqual(['Recibo eSocial 2026-09.pdf']));
    expect(api.calls.at(-1)!.path).toBe('/api/br-protocols/v1/clients/c1/protocols/p2/document');
    expect((await created[0]!.text()).startsWith('%PDF')).toBe(true);
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    await open({ [`GET ${PROTOCOLS_API.protocols}`]: (req) => (fail ? errorReply(500, 'INTERNAL') : list(req)) });
    expect(await screen.findByText('The receipts could not be loaded.', {}, LOAD)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 receipts')).toBeInTheDocument();
  });
});
