import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, renderWithKernel } from '@portico/plugin/testing';
import DocumentsArea from './DocumentsArea';
import { errorResponse, fakeDocumentsServer } from './testing/fake-api';
import documents from './feature';
import { doc, staffDoc } from './testing/fixtures';
import { CONTROL_NAMES } from './permissions';
import { documentPath } from './links';

// The PDF renderer (pdfjs, a canvas) does not run in happy-dom: a two-page stand-in.
const rendered: number[] = [];
vi.mock('./components/viewer/pdf-renderer', () => ({
  openPdf: vi.fn(async () => ({
    pageCount: 2,
    pageSize: async () => ({ width: 600, height: 800 }),
    render: async (page: number) => void rendered.push(page),
    destroy: () => undefined,
  })),
}));

afterEach(async () => {
  rendered.length = 0;
  await new Promise((r) => setTimeout(r, 60));
});

/** Shows the router's place, as the address bar would. */
function Address() {
  const [location] = useLocation();
  const search = useSearch();
  return <output data-testid="address">{`${location}${search ? `?${search}` : ''}`}</output>;
}
const address = () => screen.getByTestId('address').textContent;

const RECEIPTS = doc('d1', { name: 'Receipts 2024.pdf' });
const PHOTO = doc('d3', { name: 'Scan of invoice.png', mimeType: 'image/png' });

async function setup(options: { controls?: string[]; path?: string; documents?: ReturnType<typeof doc>[]; language?: string } = {}) {
  const server = fakeDocumentsServer({ documents: options.documents ?? [RECEIPTS, PHOTO, staffDoc('s1', 'Form 1120.pdf')] });
  const kernel = await createTestKernel({
    plugins: [documents], api: server.api, language: options.language,
    controls: options.controls ?? ['ClientCenterDocumentsParentID', 'ClientCenterAddFolder'],
  });
  await kernel.get(TOKENS.I18n).loadNamespace('common.documents');
  kernel.get(TOKENS.Tokens).longToken = 'test-token';
  kernel.get(TOKENS.Clients).setActive('c1');
  const user = userEvent.setup();
  // The area is nested under /documents, as AreaRoutes mounts it.
  const { Route } = await import('wouter');
  const view = renderWithKernel(
    <>
      <Route path="/documents" nest><DocumentsArea /></Route>
      <Address />
    </>,
    { kernel, path: options.path ?? '/documents' },
  );
  return { kernel, server, user, view };
}

describe('the folder and the opened document in the URL', () => {
  it('opens the folder the URL names, and writes a clicked folder to the URL', async () => {
    const { user } = await setup({ path: '/documents?folder=tax' });
    expect(await screen.findByRole('button', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Tax Returns' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('treeitem', { name: 'Client Uploads' }));
    expect(await screen.findByRole('button', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
    expect(address()).toBe('/documents?folder=uploads');
  });

  it('follows the URL when it changes (Back or Forward)', async () => {
    const { view } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    act(() => view.navigate('/documents?folder=tax'));
    expect(await screen.findByRole('button', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    act(() => view.navigate('/documents'));
    expect(await screen.findByRole('button', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
  });

  it('ignores a folder id that is not one of the client', async () => {
    await setup({ path: '/documents?folder=elsewhere' });
    expect(await screen.findByRole('button', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Client Uploads' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reopens the document of a reloaded URL', { timeout: 15_000 }, async () => {
    await setup({ path: '/documents?folder=uploads&open=d1' });
    expect(await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
  });
});

describe("a link to one document (the dashboard's, documentPath)", () => {
  // The br firm has neither the deep-link switch nor DocumentsParentID: the link alone must land.
  const NO_SWITCHES: string[] = [];

  it('opens its folder and the document in the viewer', async () => {
    await setup({ controls: NO_SWITCHES, path: documentPath({ id: 's1', folderId: 'tax' }) });
    expect(await screen.findByRole('dialog', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Tax Returns' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the details of a document the viewer cannot show, in its folder, downloading nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const xml = doc('x1', { name: 'NF-e 4512.xml', mimeType: 'application/xml', parent: { id: 'tax' } });
    const { server } = await setup({ controls: NO_SWITCHES, documents: [RECEIPTS, xml], path: documentPath({ id: 'x1', folderId: 'tax' }) });
    const panel = await screen.findByRole('complementary', { name: 'Details of NF-e 4512.xml' });
    expect(panel).toHaveFocus();
    expect(screen.getByRole('treeitem', { name: 'Tax Returns' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(server.calls.some((c) => c.path.endsWith('/download-url'))).toBe(false);
    await waitFor(() => expect(address()).toBe('/documents?folder=tax'));
    click.mockRestore();
  });
});

describe('the viewer', () => {
  it('opens a PDF with its name, page controls and zoom; Esc closes it and focus returns to the row', async () => {
    const { user, server } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Receipts 2024.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' });
    expect(address()).toBe('/documents?open=d1');
    expect(viewer).toContainElement(document.activeElement as HTMLElement);
    expect(server.calls.some((c) => c.path.startsWith('/api/storage/v1/documents/d1/documents') && c.query.has('token'))).toBe(true);
    expect(await within(viewer).findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next page' }));
    expect(within(viewer).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByLabelText('Zoom 125%')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Receipts 2024.pdf');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/documents');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Receipts 2024.pdf' }).closest('[role="row"]'));
  });

  it('shows an image as it is', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Scan of invoice.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'Scan of invoice.png' });
    expect(await within(viewer).findByRole('img', { name: 'Scan of invoice.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('says so when the document cannot be fetched', async () => {
    const { user, server } = await setup();
    server.override = (call) => (call.path.startsWith('/api/storage/') ? errorResponse('INTERNAL_ERROR', 500) : undefined);
    await user.click(await screen.findByRole('button', { name: 'Receipts 2024.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' });
    expect(await within(viewer).findByRole('alert')).toHaveTextContent('The document could not be shown.');
  });

  it('speaks the UI language', async () => {
    const { user } = await setup({ language: 'pt-br' });
    await user.click(await screen.findByRole('button', { name: 'Receipts 2024.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' });
    expect(await within(viewer).findByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
  });
});

describe('sorting and sizes', () => {
  it('sorts names as the language does: accents and case secondary, numbers as numbers', async () => {
    const names = ['zebra.pdf', 'École.pdf', 'invoice 10.pdf', 'Ecole 2.pdf', 'Invoice 9.pdf'];
    const { user } = await setup({ documents: names.map((name, i) => doc(`n${i}`, { name })) });
    await screen.findByRole('button', { name: 'zebra.pdf' });
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    const shown = () => screen.getAllByRole('row').map((r) => r.getAttribute('data-document-id')).filter(Boolean)
      .map((id) => names[Number(id!.slice(1))]);
    await waitFor(() => expect(shown()).toEqual(['zebra.pdf', 'invoice 10.pdf', 'Invoice 9.pdf', 'École.pdf', 'Ecole 2.pdf']));
  });

  it('says MB for megabytes', async () => {
    await setup({ documents: [doc('big', { name: 'Ledger.pdf', size: Math.round(5.3 * 1024 * 1024) })] });
    const row = (await screen.findByRole('button', { name: 'Ledger.pdf' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('5.3 MB')).toBeInTheDocument();
  });
});

describe('search', () => {
  it('covers the whole client when asked, naming each result\'s folder', async () => {
    const { user, server } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'form');
    await screen.findByText('No documents match.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'All folders');
    const grid = await screen.findByRole('grid', { name: '1 document found in all folders' });
    expect(within(grid).getByRole('button', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    expect(within(grid).getByText('in Documents / Tax Returns')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path.endsWith('/c1/search'))?.query.get('q')).toBe('form');
  });
});

describe('read marks (ClientCenter_ShowClientDocsReadToggle)', () => {
  it('are not shown without the switch', async () => {
    const { server } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.queryByRole('button', { name: /as read/ })).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/read-marks'))).toBe(false);
  });

  it('show unread documents, toggle on click, and mark a document read when it is opened', async () => {
    const { user, server } = await setup({ controls: ['ClientCenterDocumentsParentID', CONTROL_NAMES.showReadToggle] });
    server.readMarks.add('d3');
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(await screen.findByRole('button', { name: 'Mark Scan of invoice.png as unread' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Mark Scan of invoice.png as unread' }));
    await waitFor(() => expect(server.readMarks.has('d3')).toBe(false));
    expect(screen.getByRole('button', { name: 'Mark Scan of invoice.png as read' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Receipts 2024.pdf' }));
    await waitFor(() => expect(server.readMarks.has('d1')).toBe(true));
  });
});

describe('the flat view (ClientCenterHideDocsFlatToggle)', () => {
  it('lists every document of the client in one list when turned on', async () => {
    const { user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('checkbox', { name: 'Show all documents in one list' }));
    expect(await screen.findByRole('heading', { name: 'All documents' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('is not offered when the switch hides it', async () => {
    await setup({ controls: ['ClientCenterDocumentsParentID', CONTROL_NAMES.hideFlatToggle] });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.queryByRole('checkbox', { name: 'Show all documents in one list' })).not.toBeInTheDocument();
  });
});
