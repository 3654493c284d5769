import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PluginManifest, TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, type FakeRequest, renderPlugin } from '@portico/plugin/testing';
import { REPORTS_API, REPORTS_PERMISSION_NAME, type PayrollEntryRow, type PayrollRegistrationRow, type StoredDocument } from './contract';
import feature from './feature';
import storedDocuments from './stored-documents/manifest';
import payrollEntries from './payroll-entries/manifest';
import payrollRegistrations from './payroll-registrations/manifest';
import storedDocumentsReport from './stored-documents-report/manifest';

const page = <T,>(items: T[]) => ({ items, totalItems: items.length, startIndex: 0, itemsPerPage: 500 });

const DOCS: StoredDocument[] = [
  { id: 'd1', name: 'Guia DARF 2026-09', category: 'Tax', competence: '2026-09', storedAt: '2026-10-05T12:00:00.000Z', fileName: 'Guia DARF 2026-09.pdf', mimeType: 'application/pdf', size: 2048 },
  { id: 'd2', name: 'Folha de pagamento 2026-09', category: 'Payroll', competence: '2026-09', storedAt: '2026-10-05T12:00:00.000Z', fileName: 'Folha.pdf', mimeType: 'application/pdf', size: 3072 },
  { id: 'd3', name: 'Guia DARF 2026-03', category: 'Tax', competence: '2026-03', storedAt: '2026-04-05T12:00:00.000Z', fileName: 'Guia DARF 2026-03.pdf', mimeType: 'application/pdf', size: 1024 },
];
const ENTRIES: PayrollEntryRow[] = [
  { id: 'e1', competence: '2026-10', employeeName: 'Ana Beatriz Souza', cpf: '52998224725', rubricCode: '001', rubricDescription: 'Salário base', kind: 'Earning', quantity: null, amountCents: 240_000 },
  { id: 'e2', competence: '2026-10', employeeName: 'Ana Beatriz Souza', cpf: '52998224725', rubricCode: '150', rubricDescription: 'Horas extras 50%', kind: 'Earning', quantity: 800, amountCents: 18_750 },
  { id: 'e3', competence: '2026-10', employeeName: 'Ana Beatriz Souza', cpf: '52998224725', rubricCode: '901', rubricDescription: 'INSS', kind: 'Deduction', quantity: null, amountCents: 21_600 },
];
const REGISTRATIONS: PayrollRegistrationRow[] = [
  { id: 'r1', employeeName: 'Elaine Ribeiro Costa', cpf: '83512947600', event: 'Termination', eventDate: '2026-11-10', jobPosition: 'Gerente de loja', salaryCents: null, esocialReceipt: null },
  { id: 'r2', employeeName: 'Fábio Nunes Teixeira', cpf: '24681357900', event: 'Admission', eventDate: '2026-09-24', jobPosition: 'Entregador', salaryCents: 275_000, esocialReceipt: '1.2.0000000001000039595' },
];

/** Stored documents answered within the asked period, as the server filters them. */
const storedInRange = (req: FakeRequest) => {
  const from = req.query.get('from') ?? '0000';
  const to = `${req.query.get('to') ?? '9999'}T24`;
  return page(DOCS.filter((d) => d.storedAt >= from && d.storedAt < to));
};

async function open(manifest: PluginManifest, handlers: Record<string, (req: FakeRequest) => unknown>, grants = [REPORTS_PERMISSION_NAME]) {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api, grants });
  kernel.get(TOKENS.Clients).setActive('c1');
  renderPlugin(manifest, { kernel });
  return api;
}

// The default period is the last twelve months: pin today so the fixed dates below stay inside it.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text))!;
const footer = () => screen.getAllByRole('row').at(-1)!;

// The first render waits for the plugin's chunk, which can take seconds on a busy machine.
const LOAD = { timeout: 15_000 };

describe('reports (br.reports)', { timeout: 30_000 }, () => {
  it('stored documents: the period goes to the server, rows and totals follow it', async () => {
    const api = await open(storedDocuments, { [`GET ${REPORTS_API.reportStoredDocuments}`]: storedInRange });
    const grid = await screen.findByRole('grid', { name: 'Stored documents' }, LOAD);
    expect(within(grid).getByText('Guia DARF 2026-09')).toBeInTheDocument();
    expect(within(rowOf('Folha de pagamento 2026-09')).getByText('Payroll')).toBeInTheDocument();
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('3');
    expect(footer()).toHaveTextContent('6.0');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10/01/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '10/31/2026' } });
    await waitFor(() => expect(screen.getByText('2 rows')).toBeInTheDocument());
    expect(screen.queryByText('Guia DARF 2026-03')).not.toBeInTheDocument();
    expect(footer()).toHaveTextContent('5.0');
    const last = api.calls.at(-1)!;
    expect([last.query.get('from'), last.query.get('to'), last.query.get('itemsPerPage')]).toEqual(['2026-10-01', '2026-10-31', '500']);
  });

  it('says in words what each button does: a download names its document, the toolbar shows its labels', async () => {
    await open(storedDocuments, { [`GET ${REPORTS_API.reportStoredDocuments}`]: storedInRange });
    const grid = await screen.findByRole('grid', { name: 'Stored documents' }, LOAD);
    const download = within(rowOf('Guia DARF 2026-09')).getByRole('button', { name: 'Download Guia DARF 2026-09' });
    expect([download.textContent, download.title]).toEqual(['Download', 'Download Guia DARF 2026-09']);
    expect(within(grid).getAllByRole('button', { name: /^Download / })).toHaveLength(3);
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getAllByRole('button').map((b) => [b.textContent, b.title])).toEqual([
      ['Refresh', 'Refresh'], ['Export to Excel (.xlsx)', 'Export to Excel (.xlsx)'], ['Columns', 'Show or hide columns'], ['Group by', 'Show or hide the group panel'],
    ]);
  });

  it('a reversed period is refused on the screen and never asked of the server', async () => {
    const api = await open(storedDocuments, { [`GET ${REPORTS_API.reportStoredDocuments}`]: storedInRange });
    await screen.findByRole('grid', { name: 'Stored documents' }, LOAD);
    const calls = api.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/02/2030' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '01/01/2030' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(api.calls.length).toBe(calls);
  });

  it('reads every page of a long report', async () => {
    const many = Array.from({ length: 620 }, (_, i) => ({ ...DOCS[0]!, id: `m${i}`, name: `Documento ${i}` }));
    const api = await open(storedDocuments, {
      [`GET ${REPORTS_API.reportStoredDocuments}`]: (req) => {
        const start = Number(req.query.get('startIndex'));
        return { items: many.slice(start, start + 500), totalItems: many.length, startIndex: start, itemsPerPage: 500 };
      },
    });
    expect(await screen.findByText('620 rows', {}, LOAD)).toBeInTheDocument();
    expect(api.calls.map((c) => c.query.get('startIndex'))).toEqual(['0', '500']);
  });

  it('payroll entries: earnings and deductions apart, totals exact in reais', async () => {
    await open(payrollEntries, { [`GET ${REPORTS_API.reportPayrollEntries}`]: () => page(ENTRIES) });
    await screen.findByRole('grid', { name: 'Payroll entries' }, LOAD);
    expect(within(rowOf('150 Horas extras 50%')).getByText('8.00')).toBeInTheDocument();
    expect(within(rowOf('901 INSS')).getByText('Deduction')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('R$2,587.50');
    expect(footer()).toHaveTextContent('R$216.00');
  });

  it('payroll registrations: translated events, a pending receipt and the group panel', async () => {
    await open(payrollRegistrations, { [`GET ${REPORTS_API.reportPayrollRegistrations}`]: () => page(REGISTRATIONS) });
    await screen.findByRole('grid', { name: 'Payroll registrations' }, LOAD);
    expect(within(rowOf('Elaine Ribeiro Costa')).getByText('Termination')).toBeInTheDocument();
    expect(within(rowOf('Elaine Ribeiro Costa')).getByText('Pending')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Group by' }));
    fireEvent.change(screen.getByRole('combobox', { name: /group/i }), { target: { value: 'event' } });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Event');
  });

  it('stored documents summary: the server’s counts per competence and category, summed in the footer', async () => {
    await open(storedDocumentsReport, {
      [`GET ${REPORTS_API.reportStoredDocumentsSummary}`]: () => ({
        items: [
          { competence: '2026-09', category: 'Tax', documents: 2, totalBytes: 4096, lastStoredAt: '2026-10-05T12:00:00.000Z' },
          { competence: '2026-09', category: 'Payroll', documents: 3, totalBytes: 1024, lastStoredAt: '2026-10-06T12:00:00.000Z' },
        ],
      }),
    });
    await screen.findByRole('grid', { name: 'Stored documents summary' }, LOAD);
    expect(within(rowOf('Tax payments')).getByText('2')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('5');
  });

  it('shows the failure with a retry, and the empty state', async () => {
    let fail = true;
    await open(payrollEntries, { [`GET ${REPORTS_API.reportPayrollEntries}`]: () => (fail ? errorReply(500, 'INTERNAL') : page([])) });
    expect(await screen.findByText('The report could not be loaded.', {}, LOAD)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing in this period.')).toBeInTheDocument();
  });

  it('the Reports grant decides: without it no report is authorised, so the section does not show', async () => {
    const authorised = async (grants: string[]) => {
      const kernel = await createTestKernel({ plugins: [feature], grants });
      return (await kernel.get(TOKENS.Plugins).authorized([...feature.plugins])).map((p) => p.id);
    };
    expect(await authorised([REPORTS_PERMISSION_NAME])).toEqual([storedDocuments.id, payrollEntries.id, payrollRegistrations.id, storedDocumentsReport.id]);
    expect(await authorised([])).toEqual([]);
  });
});
