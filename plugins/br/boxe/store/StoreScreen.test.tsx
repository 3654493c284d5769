import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The screen's chunk (grid, toolbar) loads on first use; a busy machine needs more than findBy's second. */
const LOAD = { timeout: 15_000 };
import { TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, renderPlugin, reply, testSession } from '@portico/plugin/testing';
import { nfeKeyCheckDigit } from '@portico/br-kit';
import { BOXE_API, BOXE_EXPORT_GRANT, type BoxeDocument, type BoxeKind } from '../contract';
import { cfeAccessKey } from '../access-key';
import feature from '../feature';
import { storePluginId } from './store-ids';
import { storeActions } from './stores';

const EMITTER = '61034578000132';
// cUF 35, 2026-10, the emitter, model 55, series 001, number 42, tpEmis 1, cNF 12345678, then its check digit.
const nfeBody = `352610${EMITTER}55001000000042112345678`;
const nfeKey = `${nfeBody}${nfeKeyCheckDigit(nfeBody)}`;
const cfeKey = cfeAccessKey({ uf: '35', yearMonth: '2512', cnpj: EMITTER, satSerial: 900001234, number: 7, code: 123456 });

const doc = (kind: BoxeKind, accessKey: string, over: Partial<BoxeDocument> = {}): BoxeDocument => ({
  id: `d-${kind}`, kind, accessKey, model: kind === 'cfe' ? '59' : '55', number: '42', series: '1', emitterCnpj: EMITTER,
  emitterName: 'Moinho Paulista Farinhas Ltda', recipientCnpj: '07391648000185', recipientName: 'Clínica Sorriso Feliz Ltda',
  issuedAt: '2026-10-05', amountCents: 123_456, status: 'authorised', role: 'received', fileName: `${accessKey}.xml`, size: 900,
  storedAt: '2026-10-06T10:00:00.000Z', ...over,
});

async function setup(kind: BoxeKind, options: { lastToggle?: boolean; grants?: string[]; docs?: BoxeDocument[] } = {}) {
  const docs = options.docs ?? [doc(kind, kind === 'cfe' ? cfeKey : nfeKey)];
  const api = fakeApi({
    [`GET ${BOXE_API.boxeCompany}`]: () => ({ enabled: true, orderedAt: '2025-10-01T00:00:00.000Z' }),
    [`GET ${BOXE_API.boxeClient}`]: (r) => ({ clientId: r.params.clientId!, lastToggle: options.lastToggle ?? true, toggledAt: null }),
    [`GET ${BOXE_API.boxeDocuments}`]: (r) => {
      const status = r.query.get('status');
      const items = docs.filter((d) => !status || d.status === status);
      return { items, totalItems: items.length, startIndex: 0, itemsPerPage: 100, totalAmountCents: items.reduce((s, d) => s + d.amountCents, 0), nextCursor: null };
    },
    [`GET ${BOXE_API.boxeExportLink}`]: () => reply(403, { code: 'BOXE_EXPORT_DENIED', message: 'denied' }),
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants: options.grants ?? [] });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(storeActions.find((m) => m.id === storePluginId(kind))!, { kernel });
  return api;
}

describe('Box-E store (br.boxe/*-storage)', { timeout: 30_000 }, () => {
  it("lists the client's NF-e with the server's total and asks the server to filter by status", async () => {
    const api = await setup('nfe', { docs: [doc('nfe', nfeKey), doc('nfe', nfeKey, { id: 'd2', status: 'cancelled', amountCents: 1_000 })] });
    expect(await screen.findByRole('heading', { name: 'NF-e storage', level: 1 }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('2 documents · total R$1,244.56', {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByText(nfeKey)).toHaveLength(2);
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(await screen.findByText('1 document · total R$10.00')).toBeInTheDocument();
    const last = api.calls.filter((c) => c.path.endsWith('/documents')).at(-1)!;
    expect([last.query.get('status'), last.query.get('sort'), last.query.get('direction')]).toEqual(['cancelled', 'issuedAt', 'desc']);
    // No BoxE.Export grant: no export button.
    expect(screen.queryByRole('button', { name: 'Export ZIP' })).not.toBeInTheDocument();
  });

  it('shows that Box-E is off for a client whose lastToggle is off, and asks for no documents', async () => {
    const api = await setup('nfe', { lastToggle: false });
    expect(await screen.findByText(/Box-E is not enabled for this company/, {}, LOAD)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/documents'))).toBe(false);
  });

  it('is a read-only archive for CF-e SAT and refuses an NF-e key in its key filter', async () => {
    await setup('cfe', { grants: [BOXE_EXPORT_GRANT] });
    expect(await screen.findByText(/Read-only archive: CF-e SAT could be issued in São Paulo until 31 December 2025/, {}, LOAD)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'CF-e SAT storage' }, LOAD);
    expect(within(grid).getByRole('button', { name: 'Download CF-e extract: no. 42, Moinho Paulista Farinhas Ltda' })).toHaveTextContent('Extract');
    const labels = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(labels.filter((l) => /upload|delete|remove|add|edit|import/i.test(l ?? ''))).toEqual([]);
    await userEvent.setup().type(screen.getByLabelText('Access key'), nfeKey);
    expect(await screen.findByText('This key belongs to a document of model 55, not to this store.')).toBeInTheDocument();
  });

  it("says why a printable was refused, in the server's code's words", async () => {
    const api = await setup('nfe');
    api.on(`GET ${BOXE_API.boxeDocumentPdf}`, () => errorReply(422, 'BOXE_XML_FIELD_TOO_LONG'));
    const grid = await screen.findByRole('grid', { name: 'NF-e storage' }, LOAD);
    await userEvent.setup().click(within(grid).getByRole('button', { name: /^Download DANFE/ }));
    expect(await screen.findByText('A field of this document is too long to print. Download its XML instead.')).toBeInTheDocument();
  });

  it('shows on each file button what it downloads and names it with its document; the toolbar buttons say what they do', async () => {
    await setup('nfe', { grants: [BOXE_EXPORT_GRANT] });
    const grid = await screen.findByRole('grid', { name: 'NF-e storage' }, LOAD);
    const xml = within(grid).getByRole('button', { name: 'Download XML: no. 42, Moinho Paulista Farinhas Ltda' });
    expect([xml.textContent, xml.title]).toEqual(['XML', 'Download XML: no. 42, Moinho Paulista Farinhas Ltda']);
    const danfe = within(grid).getByRole('button', { name: 'Download DANFE: no. 42, Moinho Paulista Farinhas Ltda' });
    expect(danfe.textContent).toBe('DANFE');
    // No "≡" for the DANFE: both are downloads, told apart by their words.
    expect(danfe.querySelector('path')!.getAttribute('d')).toBe(xml.querySelector('path')!.getAttribute('d'));
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getAllByRole('button').map((b) => [b.textContent, b.title])).toEqual([
      ['Refresh', 'Refresh'], ['Export ZIP', 'Export ZIP'], ['Columns', 'Show or hide columns'], ['Group by', 'Show or hide the group panel'],
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies an access key whole from its cell and says so, or says to copy it by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      await setup('nfe');
      const grid = await screen.findByRole('grid', { name: 'NF-e storage' }, LOAD);
      const copy = within(grid).getByRole('button', { name: 'Copy the access key of no. 42' });
      // fireEvent: userEvent installs a clipboard of its own.
      fireEvent.click(copy);
      expect(writeText).toHaveBeenCalledWith(nfeKey);
      expect(await screen.findByTestId('boxe-copy-status')).toHaveTextContent('Access key copied');
      fireEvent.click(copy);
      expect(await screen.findByRole('alert')).toHaveTextContent('The access key could not be copied');
      expect(screen.getByTestId('boxe-copy-status')).toHaveTextContent('');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows the cards with their file buttons in words and the toolbar as named icons with tooltips', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
      await setup('cte', { grants: [BOXE_EXPORT_GRANT], docs: [doc('cte', nfeKey, { model: '57', number: '77' })] });
      const cards = await screen.findByRole('list', { name: 'CT-e storage' }, LOAD);
      const card = await within(cards).findByRole('listitem', {}, LOAD);
      expect(within(card).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
        ['XML', 'Download XML: no. 77, Moinho Paulista Farinhas Ltda'], ['DACTE', 'Download DACTE: no. 77, Moinho Paulista Farinhas Ltda'],
      ]);
      const toolbar = screen.getByRole('toolbar');
      expect(within(toolbar).getByRole('button', { name: 'Export ZIP' }).textContent).toBe('Export ZIP');
      for (const name of ['Refresh', 'Show or hide columns', 'Show or hide the group panel']) {
        const button = within(toolbar).getByRole('button', { name });
        expect([button.textContent, button.title]).toEqual(['', name]);
      }
    });
  });

  it('says when the export is refused by the server', async () => {
    await setup('nfe', { grants: [BOXE_EXPORT_GRANT] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export ZIP' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to export documents. Ask your accounting firm for access.');
  });

  it("asks for a link to the filtered set's ZIP and has the browser download it, saying so with the number of documents", async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download} ${this.isConnected}`);
    });
    try {
      const api = await setup('nfe', { grants: [BOXE_EXPORT_GRANT], docs: [doc('nfe', nfeKey), doc('nfe', nfeKey, { id: 'd2' }), doc('nfe', nfeKey, { id: 'd3', status: 'cancelled' })] });
      const link = '/api/boxe/v1/exports/nfe?clientId=c1&token=signed';
      api.on(`GET ${BOXE_API.boxeExportLink}`, () => ({ url: link, expiresAt: '2026-12-01T00:00:00.000Z' }));
      const user = userEvent.setup();
      await screen.findByText('3 documents · total R$3,703.68', {}, LOAD);
      await user.click(screen.getByRole('button', { name: 'Export ZIP' }));
      expect(await screen.findByText('The ZIP of 3 documents is downloading in your browser; your downloads show its progress.')).toHaveAttribute('role', 'status');
      expect(clicked).toEqual([`${link} box-e-nfe.zip true`]);

      await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
      await screen.findByText('1 document · total R$1,234.56');
      await user.click(screen.getByRole('button', { name: 'Export ZIP' }));
      expect(await screen.findByText('The ZIP of 1 document is downloading in your browser; your downloads show its progress.')).toBeInTheDocument();
      const asked = api.calls.filter((c) => c.path.endsWith('/export-link'));
      expect(asked.map((c) => [c.path, c.query.get('status')])).toEqual([['/api/boxe/v1/clients/c1/storages/nfe/export-link', null], ['/api/boxe/v1/clients/c1/storages/nfe/export-link', 'cancelled']]);
      // The archive never passes through the page: nothing asks for the export itself.
      expect(api.calls.some((c) => c.path.includes('/exports/'))).toBe(false);
      expect(clicked).toHaveLength(2);
    } finally {
      click.mockRestore();
    }
  });

  it('says when the link could not be had', async () => {
    const api = await setup('nfe', { grants: [BOXE_EXPORT_GRANT] });
    api.on(`GET ${BOXE_API.boxeExportLink}`, () => errorReply(500, 'INTERNAL'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export ZIP' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Try again.');
  });
});

describe('Box-E access checks', () => {
  it('asks for the firm once for the five store actions the registry checks, and again in a new session', async () => {
    // The registry caches one answer per plugin: without Box-E's own cache, each store would ask the server.
    const api = fakeApi({ [`GET ${BOXE_API.boxeCompany}`]: () => ({ enabled: true, orderedAt: '2025-10-01T00:00:00.000Z' }) });
    const kernel = await createTestKernel({ plugins: [feature], api });
    const companyCalls = () => api.calls.filter((c) => c.path === BOXE_API.boxeCompany).length;
    const storeIds = storeActions.map((m) => m.id).sort();
    // A direct link checks its own store first; the actions overview then checks them all.
    expect(await kernel.plugins.isAuthorized(storeActions[0]!)).toBe(true);
    expect((await kernel.plugins.authorized(kernel.plugins.actions())).map((m) => m.id).sort()).toEqual(storeIds);
    expect(companyCalls()).toBe(1);

    kernel.get(TOKENS.Session).loaded(testSession());
    await Promise.resolve(); // the registry forgets its answers when the session's epoch changes
    expect((await kernel.plugins.authorized(kernel.plugins.actions())).map((m) => m.id).sort()).toEqual(storeIds);
    expect(companyCalls()).toBe(2);
  });

  it('asks for the firm once per session and for each client once, and an error means "not ordered"', async () => {
    const { companyHasBoxe, clientHasBoxe } = await import('./boxe-access');
    let companyCalls = 0;
    let clientCalls = 0;
    const http = {
      get: async (path: string) => {
        if (path === BOXE_API.boxeCompany) {
          companyCalls += 1;
          throw new Error('HTTP 500');
        }
        clientCalls += 1;
        return { clientId: 'c1', lastToggle: true, toggledAt: null };
      },
    } as unknown as Parameters<typeof companyHasBoxe>[0];
    expect(await companyHasBoxe(http, 1)).toBe(false);
    expect(await companyHasBoxe(http, 1)).toBe(false);
    expect(await clientHasBoxe(http, 1, 'c1')).toBe(true);
    expect(await clientHasBoxe(http, 1, 'c1')).toBe(true);
    expect([companyCalls, clientCalls]).toEqual([1, 1]);
    await companyHasBoxe(http, 2);
    await clientHasBoxe(http, 2, 'c1');
    expect([companyCalls, clientCalls]).toEqual([2, 2]);
  });
});
