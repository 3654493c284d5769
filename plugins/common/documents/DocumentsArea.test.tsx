import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { formatDate, type Kernel, TOKENS } from '@portico/plugin';
import { createTestKernel, renderWithKernel, reply } from '@portico/plugin/testing';
import DocumentsArea from './DocumentsArea';
import startDocumentsAhead from './state/head-start';
import { errorResponse, fakeDocumentsServer, type FakeDocumentsServer } from './testing/fake-api';
import documents from './feature';
import { container, CONTAINERS, doc, staffDoc } from './testing/fixtures';
import { localToday } from './flows/send-flow';
import { linkDayRange } from './model/send-machine';

// Work that outlives an assertion (a reload after an alert) still meets the fake API, not the network.
afterEach(async () => {
  await new Promise((r) => setTimeout(r, 60));
});

const MINE = doc('d1', { name: 'Receipts 2024.pdf' });
const CSV = doc('d2', { name: 'Vendor list.csv', mimeType: 'text/csv' });

async function setup(options: {
  controls?: string[]; emulatee?: string; grants?: string[]; flags?: Record<string, boolean>; language?: string;
  server?: Partial<FakeDocumentsServer>; path?: string; headStart?: boolean;
} = {}) {
  const server = fakeDocumentsServer({ documents: [MINE, CSV, staffDoc('s1', 'Form 1120.pdf')], ...options.server });
  const kernel = await createTestKernel({
    plugins: [documents], api: server.api,
    controls: options.controls ?? ['ClientCenterDocumentsParentID', 'ClientCenterAddFolder'], emulatee: options.emulatee, grants: options.grants,
    flags: options.flags, language: options.language,
  });
  await kernel.get(TOKENS.I18n).loadNamespace('common.documents');
  // The shared Dialog's own texts (its close button).
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  kernel.get(TOKENS.Tokens).longToken = 'test-token';
  kernel.get(TOKENS.Clients).setActive('c1');
  // What the entry does on a first load of the address (AreaManifest.prepare).
  if (options.headStart) {
    startDocumentsAhead(kernel, { language: kernel.get(TOKENS.I18n).language, search: new URL(options.path ?? '/documents', 'http://portal').search });
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/containers'))).toBe(true)); // before the area exists
  }
  const user = userEvent.setup();
  const view = renderWithKernel(<DocumentsArea />, { kernel, path: options.path ?? '/documents' });
  return { kernel, server, user, view };
}

const alerts = (kernel: Kernel) => kernel.get(TOKENS.Alerts).state.alerts;
/** What the user is shown of each queued alert: translated text, kind, timeout, and the details modal's text and items. */
function shown(kernel: Kernel) {
  const i18n = kernel.get(TOKENS.I18n).instance;
  return alerts(kernel).map((a) => {
    const say = (key: string) => i18n.t(key, { ns: a.ns ?? 'portal', ...a.values });
    const details = a.clickAction === 'details' ? { text: a.modalMsg && say(a.modalMsg), items: a.modalItems } : undefined;
    return { text: say(a.msg), type: a.type, timeout: a.timeout, details };
  });
}
const alertSaying = (kernel: Kernel, text: string) => shown(kernel).find((a) => a.text === text);
const alertTexts = (kernel: Kernel) => shown(kernel).map((a) => a.text);
const STANDARD = 2500;
/** The client's upload: the folder's storage endpoint (spec 000 §7). */
const isUpload = (c: { method: string; path: string }) => c.method === 'POST' && /^\/api\/storage\/v1\/containers\/[^/]+\/documents$/.test(c.path);
const file = (name: string, size = 20, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });
const row = (name: string) => screen.getByRole('button', { name }).closest('[role="row"]') as HTMLElement;

describe('browse', () => {
  it('takes over the head start the entry began: the folders and the folder\'s page are asked for once', async () => {
    const { server } = await setup({ headStart: true, path: '/documents?folder=uploads' });
    expect(await screen.findByRole('button', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path.endsWith('/containers'))).toHaveLength(1);
    expect(server.calls.filter((c) => c.path.endsWith('/containers/uploads/documents'))).toHaveLength(1);
  });

  it('opens the contact folder first (DocumentsParentID) and lists its documents with type, size and date', async () => {
    const { server } = await setup();
    expect(await screen.findByRole('button', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spreadsheet' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Client Uploads' })).toHaveAttribute('aria-selected', 'true');
    expect(server.calls.some((c) => c.path.endsWith('/containers/uploads/documents') && c.query.get('includeTotal') === 'true')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Form 1120.pdf' })).not.toBeInTheDocument();
  });

  it('uses roots plus descendants under ClientCenter_ContainerTreeTraversal', async () => {
    const { server } = await setup({ controls: ['ClientCenter_ContainerTreeTraversal'] });
    await screen.findByRole('tree');
    expect(server.calls.map((c) => c.path)).toEqual(expect.arrayContaining([expect.stringMatching(/\/roots$/), expect.stringMatching(/\/containers\/root\/descendants$/)]));
    expect(server.calls.some((c) => c.path.endsWith('/containers'))).toBe(false);
  });

  it('AllDocsOnly shows every document in one list without a tree', async () => {
    const { server } = await setup({ grants: ['ClientCenter.AllDocsOnly'] });
    expect(await screen.findByRole('button', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/c1/documents'))).toBe(true);
  });

  it('reloads when the active client changes', async () => {
    const { kernel, server } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    act(() => kernel.get(TOKENS.Clients).setActive('c2'));
    await waitFor(() => expect(server.calls.some((c) => c.path.includes('/clients/c2/'))).toBe(true));
  });

  it('raises documentsRetrieveErrorAlertMsg when loading fails', async () => {
    const { kernel } = await setup({ server: { override: (c) => (c.path.endsWith('/containers') ? errorResponse('INTERNAL_ERROR', 500) : undefined) } });
    await waitFor(() => expect(alertSaying(kernel, 'Your documents could not be loaded at this time. Please try again.')).toMatchObject({ type: 'danger', timeout: STANDARD }));
  });

  it('opens another folder from the tree with the keyboard', async () => {
    const { user, server } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    const uploads = screen.getByRole('treeitem', { name: 'Client Uploads' });
    uploads.focus();
    await user.keyboard('{ArrowDown}');
    const tax = screen.getByRole('treeitem', { name: 'Tax Returns' });
    expect(tax).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Form 1120.pdf' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/containers/tax/documents'))).toBe(true);
    const root = screen.getByRole('treeitem', { name: 'Documents' });
    expect(root).toHaveAttribute('aria-expanded', 'true');
  });

  it("asks for the folders in the portal's language and keeps the server's order (the browser sorts nothing)", async () => {
    const unsorted = [CONTAINERS[0]!, CONTAINERS.find((c) => c.id === 'tax')!, CONTAINERS.find((c) => c.id === 'uploads')!];
    const { kernel, server } = await setup({ server: { override: (c) => (c.path.endsWith('/containers') ? reply(200, { containers: unsorted }) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    const tax = screen.getByRole('treeitem', { name: 'Tax Returns' });
    const uploads = screen.getByRole('treeitem', { name: 'Client Uploads' });
    expect(tax.compareDocumentPosition(uploads) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const asked = server.calls.find((c) => c.path.endsWith('/containers'))!;
    expect(asked.query.get('locale')).toBe(kernel.get(TOKENS.I18n).language);
  });

  it('walks the list with the keyboard: arrows move, Space selects, Enter opens', async () => {
    const { user, server } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    const first = row('Receipts 2024.pdf');
    first.focus();
    await user.keyboard('{ArrowDown}');
    const second = row('Vendor list.csv');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/documents/d1/download-url'))).toBe(true));
  });

  it('sorts by size descending once every page is there', async () => {
    const { user } = await setup({ server: { documents: [doc('a', { name: 'a.pdf', size: 1 }), doc('b', { name: 'b.pdf', size: 9 })] } });
    await screen.findByRole('button', { name: 'a.pdf' });
    await user.click(screen.getByRole('button', { name: /Size/ }));
    await user.click(screen.getByRole('button', { name: /Size/ }));
    await waitFor(() => {
      const names = [...document.querySelectorAll('[role="row"] .documents-link')].map((b) => b.textContent);
      expect(names).toEqual(['b.pdf', 'a.pdf']);
    });
  });
});

describe('upload', () => {
  it('selected → uploading → success: progress bars, the success alert, one combined notification and a reload', async () => {
    const { kernel, server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('one.pdf'), file('two.pdf')]);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress of one.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(alertTexts(kernel)).toContain('2 of 2 documents were uploaded.'));
    expect(alertSaying(kernel, '2 of 2 documents were uploaded.')).toMatchObject({ type: 'success', timeout: STANDARD });
    expect(screen.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('aria-valuenow', '100');
    const uploads = server.calls.filter((c) => isUpload(c));
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.path).toBe('/api/storage/v1/containers/uploads/documents');
    expect(uploads[0]!.query.get('clientId')).toBe('c1');
    expect(uploads[0]!.query.get('filter')).toBeNull();
    expect(uploads[0]!.headers).toMatchObject({ authorization: 'UDSLongToken test-token' });
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/notifications/uploads'))).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'two.pdf' })).toBeInTheDocument();
  });

  it("keeps a file given while the folders are still loading and sends it to the client's own folder once they have come", async () => {
    let release!: () => void;
    const folders = new Promise<void>((resolve) => { release = resolve; });
    const ownFolder = CONTAINERS.find((c) => c.id === 'uploads');
    // The client's own folder answers late (the fake awaits an answer that is a promise).
    const override = (call: { path: string }) => (call.path.endsWith('/client-contact-folder') ? folders.then(() => reply(200, ownFolder)) : undefined);
    const { server, user } = await setup({ server: { override: override as unknown as FakeDocumentsServer['override'] } });
    await user.upload(screen.getByTestId('documents-file-input'), [file('early.pdf')]);
    expect(server.calls.filter(isUpload)).toHaveLength(0);
    release();
    await waitFor(() => expect(server.calls.filter(isUpload).map((c) => c.path)).toEqual(['/api/storage/v1/containers/uploads/documents']));
    expect(await screen.findByRole('button', { name: 'early.pdf' })).toBeInTheDocument();
  });

  it('one file: uploadDocumentSuccessAlert with its name', async () => {
    const { kernel, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('single.pdf')]);
    await waitFor(() => expect(alertSaying(kernel, 'single.pdf was uploaded (1 of 1).')).toMatchObject({ type: 'success', timeout: STANDARD }));
  });

  it('refuses files before sending with one message per reason, counted and kept until read; an empty file says so', async () => {
    const { kernel, server, user } = await setup({ server: { constraints: { maxFileSizeBytes: 100, allowedExtensions: ['pdf'], forbiddenCharacters: ['|'], maxFileNameLength: 200 } } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('big.pdf', 500), file('big2.pdf', 500), file('empty.pdf', 0), file('run.exe')]);
    expect(alertSaying(kernel, '2 files are larger than 100 bytes, so they were not uploaded.')).toMatchObject({
      type: 'danger', timeout: null, details: { text: 'The files:', items: ['big.pdf', 'big2.pdf'] },
    });
    expect(alertSaying(kernel, 'empty.pdf is empty, so it was not uploaded.')).toMatchObject({ type: 'danger', timeout: null });
    expect(alertSaying(kernel, 'run.exe is a type of file that cannot be uploaded.')).toMatchObject({ type: 'danger', timeout: null });
    expect(server.calls.some((c) => isUpload(c))).toBe(false);
  });

  it('uploads everyday names and offers a safe name for one with a refused character, naming it', async () => {
    const { kernel, server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('Q1: results.pdf'), file('P&L Statement 2025.pdf')]);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the file to upload it' });
    const field = within(dialog).getByLabelText('New name for “Q1: results.pdf”: file names cannot contain “:”');
    expect(field).toHaveValue('Q1- results.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Upload with this name' }));
    await waitFor(() => expect(alertTexts(kernel)).toContain('2 of 2 documents were uploaded.'));
    const names = server.calls.filter((c) => isUpload(c)).map((c) => ((c.body as FormData).get('file') as File).name);
    expect(names.sort()).toEqual(['P&L Statement 2025.pdf', 'Q1- results.pdf']);
  });

  it("confirms the client's finished upload without claiming the firm has it open: its row says not yet opened", async () => {
    const { server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('Lease.pdf'), file('Deed.pdf')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(await within(panel).findByText("2 files uploaded — the firm will see them. Each one's row in the list shows when someone at the firm first opens it.")).toBeInTheDocument();
    await waitFor(() => expect(within(row('Lease.pdf')).getByText('Not yet opened by the firm')).toBeInTheDocument());
    // Once the server records the firm's first opening, the list says so (a new read, here a reload of the list).
    const lease = server.documents.find((d) => d.name === 'Lease.pdf')!;
    server.firstOpened.set(lease.id, '2026-11-06T09:30:00.000Z');
    await user.upload(screen.getByTestId('documents-file-input'), [file('Another.pdf')]);
    await waitFor(() => expect(within(row('Lease.pdf')).getByText(/^Received by the firm · 11\/06\/2026/)).toBeInTheDocument());
    expect(within(panel).queryByText(/^Received/)).not.toBeInTheDocument();
  });

  it('says nothing of the firm seeing an upload that failed', async () => {
    const { user } = await setup({ server: { uploadOutcome: () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } }) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('Lease.pdf')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await within(panel).findByText(/^Finished with problems/);
    expect(within(panel).queryByText(/the firm will see/)).not.toBeInTheDocument();
  });

  it('names the client and folder the upload goes to', async () => {
    const { user } = await setup({ server: { uploadDelayMs: 200 } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('slow.pdf')]);
    expect(await screen.findByText(/^To Client Uploads ·/)).toBeInTheDocument();
  });

  it('a name the folder has is asked about before the file is sent: keep both sends it once, with onConflict=keepBoth', async () => {
    const { kernel, server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('receipts 2024.PDF')]);
    const dialog = await screen.findByRole('dialog', { name: 'A document with this name exists' });
    expect(server.calls.filter((c) => isUpload(c))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(alertTexts(kernel)).toContain('receipts 2024.PDF was uploaded (1 of 1).'));
    expect(server.calls.filter((c) => isUpload(c)).map((c) => c.query.get('onConflict'))).toEqual(['keepBoth']);
  });

  it("when the folder's names cannot be asked, the server's 409 asks instead: keep both sends it again with onConflict=keepBoth", async () => {
    let asked = false;
    const { kernel, server, user } = await setup({
      server: {
        override: (c) => {
          if (c.path.endsWith('/documents/exists')) return reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' });
          if (!isUpload(c) || c.query.get('onConflict') || asked) return undefined;
          asked = true;
          return reply(409, { code: 'DOCUMENT_NAME_TAKEN', message: 'x', files: [{ name: 'Receipts 2024.pdf', code: 'DOCUMENT_NAME_TAKEN', existing: { id: 'd1', canReplace: true } }] });
        },
      },
    });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('Receipts 2024.pdf')]);
    const dialog = await screen.findByRole('dialog', { name: 'A document with this name exists' });
    expect(within(dialog).getByRole('button', { name: 'Keep both' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(alertTexts(kernel)).toContain('Receipts 2024.pdf was uploaded (1 of 1).'));
    expect(server.calls.filter((c) => isUpload(c)).map((c) => c.query.get('onConflict'))).toEqual([null, 'keepBoth']);
  });

  it('partial failure → failed: info alert without timeout listing the refused file with its translated reason', async () => {
    const { kernel, user } = await setup({
      server: { uploadOutcome: (name) => (name === 'fake.pdf' ? { status: 415, body: { code: 'FILE_CONTENT_MISMATCH', message: 'x' } } : { status: 200, body: { success: [], failed: [] } }) },
    });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('good.pdf'), file('fake.pdf')]);
    await waitFor(() => expect(alertTexts(kernel)).toContain('1 of 2 documents could not be uploaded.'));
    expect(alertSaying(kernel, '1 of 2 documents could not be uploaded.')).toMatchObject({
      type: 'info', timeout: null,
      details: { text: 'The following documents were unable to be uploaded at this time. Please try again.', items: ["fake.pdf (the file's content does not match its type)"] },
    });
    expect(screen.getByText("the file's content does not match its type")).toBeInTheDocument();
  });

  it('every file failing → danger, and no notification', async () => {
    const { kernel, server, user } = await setup({ server: { uploadOutcome: () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } }) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('x.pdf')]);
    await waitFor(() => expect(alertSaying(kernel, '1 of 1 document could not be uploaded.')).toMatchObject({ type: 'danger', timeout: null }));
    expect(server.calls.some((c) => c.path.endsWith('/notifications/uploads'))).toBe(false);
  });

  it('a 401 on an upload (XMLHttpRequest, not ky) still ends the session', async () => {
    const { kernel, user } = await setup({ server: { uploadOutcome: () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } }) } });
    const lost = vi.fn();
    kernel.get(TOKENS.Http).onSessionLost(lost);
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('late.pdf')]);
    await waitFor(() => expect(lost).toHaveBeenCalledWith('unauthorized'));
  });

  it('cancel all stops the uploads with no success alert', async () => {
    const { kernel, user } = await setup({ server: { uploadDelayMs: 300 } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.upload(screen.getByTestId('documents-file-input'), [file('slow.pdf')]);
    await user.click(await screen.findByRole('button', { name: 'Cancel uploads' }));
    expect(await screen.findByText('Upload canceled')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 700));
    expect(shown(kernel).filter((a) => a.type === 'success')).toEqual([]);
  });

  it('drops files onto the list to upload them into the open folder', async () => {
    const { server } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    fireEvent.drop(screen.getByTestId('documents-drop-zone'), { dataTransfer: { files: [file('dropped.pdf')], types: ['Files'] } });
    await waitFor(() => expect(server.calls.filter((c) => isUpload(c))).toHaveLength(1));
  });
});

describe('delete', () => {
  /** Ticks the documents and presses Delete, which counts the ones the user may delete (`deletable`, all by default). */
  async function selectAndDelete(user: ReturnType<typeof userEvent.setup>, names: string[], deletable = names.length) {
    for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: `Delete (${deletable})` }));
  }

  it("counts only the user's own documents: a firm upload ticked alone leaves Delete off, saying why", async () => {
    const { server, user } = await setup({ path: '/documents?folder=tax' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Form 1120.pdf' }));
    const del = screen.getByRole('button', { name: 'Delete (0)' });
    expect(del).toBeDisabled();
    expect(del).toHaveAccessibleDescription('1 selected document was uploaded by your firm: only your firm can delete it.');
    // Sending a firm document stays possible.
    expect(screen.getByRole('button', { name: 'Send (1)' })).toBeEnabled();
    expect(server.calls.some((c) => c.path.endsWith('/trash'))).toBe(false);
  });

  it('pending confirmation: focus on Cancel, Escape cancels, nothing is sent', async () => {
    const { server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await selectAndDelete(user, ['Receipts 2024.pdf']);
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(within(dialog).getByRole('list', { name: 'To be deleted' })).toHaveTextContent('Receipts 2024.pdf');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/trash'))).toBe(false);
  });

  it('deleting → success (2800 ms) and the staff upload reported, not sent', async () => {
    const { kernel, server, user } = await setup({ server: { documents: [MINE, { ...staffDoc('s1', 'Form 1120.pdf'), parent: { id: 'uploads' } }] } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await selectAndDelete(user, ['Receipts 2024.pdf', 'Form 1120.pdf'], 1);
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(within(within(dialog).getByRole('list', { name: 'To be deleted' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Receipts 2024.pdf']);
    expect(within(within(dialog).getByRole('list', { name: 'Kept: uploaded by your firm' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Form 1120.pdf']);
    // Marked before selection with a lock icon that names the reason (an SVG: an emoji showed a blank box where no emoji font is installed).
    const lock = within(screen.getByRole('row', { name: /Form 1120\.pdf/ })).getByRole('img', { name: 'Only your firm can delete this document' });
    expect(lock.tagName.toLowerCase()).toBe('svg');
    expect(within(screen.getByRole('row', { name: /Receipts 2024\.pdf/ })).queryByRole('img', { name: 'Only your firm can delete this document' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(alertTexts(kernel)).toContain('1 document was moved to the trash.'));
    expect(alertSaying(kernel, '1 document was moved to the trash.')).toMatchObject({ type: 'success', timeout: 2800 });
    expect(alertSaying(kernel, '1 document was uploaded by your firm and cannot be deleted by you.')).toMatchObject({
      type: 'warning', timeout: null, details: { text: 'These documents were uploaded by your firm. Only your firm can delete them:', items: ['Form 1120.pdf'] },
    });
    expect(server.calls.find((c) => c.path.endsWith('/trash'))!.body).toEqual({ documentIds: ['d1'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Receipts 2024.pdf' })).not.toBeInTheDocument());
  });

  it('a failed call → documentsDeleteGenericError, danger, no timeout', async () => {
    const { kernel, user } = await setup({ server: { override: (c) => (c.path.endsWith('/trash') ? errorResponse('INTERNAL_ERROR', 500) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await selectAndDelete(user, ['Receipts 2024.pdf']);
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(alertSaying(kernel, 'The documents could not be deleted at this time. Please try again.')).toMatchObject({ type: 'danger', timeout: null }));
    expect(screen.getByRole('button', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
  });

  it('a preview-mode refusal (403 PREVIEW_READ_ONLY) is shown translated', async () => {
    const { kernel, user } = await setup({ server: { override: (c) => (c.path.endsWith('/trash') ? errorResponse('PREVIEW_READ_ONLY', 403) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await selectAndDelete(user, ['Receipts 2024.pdf']);
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(alertSaying(kernel, 'This is a preview: changes are not allowed while viewing the portal as a client.')).toMatchObject({ type: 'danger', timeout: null }));
  });

  it('partial failure → documentsDeleteErrorCount with the failed names behind deleteDocumentsErrorMulti', async () => {
    const { kernel, user } = await setup({
      server: { override: (c) => (c.path.endsWith('/trash') ? reply(200, { trashed: ['d1'], staffUploads: [], notFound: ['d2'] }) : undefined) },
    });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await selectAndDelete(user, ['Receipts 2024.pdf', 'Vendor list.csv']);
    await user.click(screen.getByRole('button', { name: 'Delete 2 documents' }));
    await waitFor(() => expect(alertSaying(kernel, '1 of 2 documents could not be deleted.')).toMatchObject({
      type: 'danger', timeout: null, details: { text: 'The following documents could not be deleted. Please try again.', items: ['Vendor list.csv'] },
    }));
    expect(alertTexts(kernel)).toContain('1 document was moved to the trash.');
  });
});

describe('send', () => {
  it('composing validates addresses, then sending → sent with sendDocsSuccessMsg', async () => {
    const { kernel, server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Receipts 2024.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send documents' });
    // Focus starts where the user writes, not on the dialog's close button.
    expect(within(dialog).getByLabelText("Recipients' e-mail addresses")).toHaveFocus();
    await user.type(within(dialog).getByLabelText("Recipients' e-mail addresses"), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('These are not valid e-mail addresses: not-an-address');
    await user.clear(within(dialog).getByLabelText("Recipients' e-mail addresses"));
    await user.type(within(dialog).getByLabelText("Recipients' e-mail addresses"), 'ana@example.com; bo@example.com');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'For the audit');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alertSaying(kernel, 'Your documents were sent.')).toMatchObject({ type: 'success', timeout: STANDARD }));
    expect(server.calls.find((c) => c.path.endsWith('/send'))!.body).toEqual({ documentIds: ['d1'], recipients: ['ana@example.com', 'bo@example.com'], message: 'For the audit' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends the link's last day and password when given, after checking them", async () => {
    const { server, user } = await setup({ language: 'pt-br' });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Receipts 2024.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Compartilhar (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar documentos' });
    await user.type(within(dialog).getByLabelText('E-mails dos destinatários'), 'ana@example.com');
    const day = within(dialog).getByLabelText('Link válido até (opcional)');
    const { first, last } = linkDayRange(localToday());
    expect(day).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(day).toHaveAccessibleDescription('Sem data, o link funciona por 7 dias.');
    fireEvent.change(day, { target: { value: formatDate(localToday(), 'pt-br') } });
    await user.type(within(dialog).getByLabelText('Senha do link (opcional)'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      `Escolha um dia de ${formatDate(first, 'pt-br')} a ${formatDate(last, 'pt-br')}.`, 'A senha precisa de pelo menos 8 caracteres.',
    ]);
    expect(server.calls.some((c) => c.path.endsWith('/send'))).toBe(false);
    fireEvent.change(day, { target: { value: formatDate(last, 'pt-br') } });
    await user.type(within(dialog).getByLabelText('Senha do link (opcional)'), ' enough');
    await user.click(within(dialog).getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(server.calls.find((c) => c.path.endsWith('/send'))?.body).toEqual({
      documentIds: ['d1'], recipients: ['ana@example.com'], expiresOn: last, password: 'short enough',
    }));
  });

  it('failed → sendDocsErrorMsg, danger, no timeout; cancel sends nothing', async () => {
    const { kernel, server, user } = await setup({ server: { override: (c) => (c.path.endsWith('/send') ? errorResponse('SERVICE_UNAVAILABLE', 503) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Receipts 2024.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/send'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send (1)' }));
    await user.type(await screen.findByLabelText("Recipients' e-mail addresses"), 'ana@example.com');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alertSaying(kernel, 'Your documents could not be sent at this time. Please try again.')).toMatchObject({ type: 'danger', timeout: null }));
  });

  it.each([
    ['MAIL_RATE_LIMITED', 429, 'You have sent many e-mails recently, so nothing was sent. Please try again later.'],
    ['MAIL_TOO_MANY_RECIPIENTS', 400, 'Too many recipients for one message, so nothing was sent. Send it to fewer people at a time.'],
    ['SHARE_EXPIRY_INVALID', 400, "The link's last day is over or too far ahead, so nothing was sent. Pick another day."],
  ] as const)('says what %s means', async (code, status, text) => {
    const { kernel, user } = await setup({ server: { override: (c) => (c.path.endsWith('/send') ? errorResponse(code, status) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Receipts 2024.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send (1)' }));
    await user.type(await screen.findByLabelText("Recipients' e-mail addresses"), 'ana@example.com');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alertSaying(kernel, text)).toMatchObject({ type: 'danger', timeout: null }));
  });
});

describe('folders and preview mode', () => {
  it('refuses a folder where the container lacks canCreate, creates one where allowed', async () => {
    const { kernel, server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByText('Tax Returns'));
    await screen.findByRole('button', { name: 'Form 1120.pdf' });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    // The form says where the folder goes: the open folder.
    await user.type(screen.getByLabelText('New folder in “Tax Returns”'), '2025{Enter}');
    expect(alertSaying(kernel, 'You do not have permission to add folder.')).toMatchObject({ type: 'warning', timeout: STANDARD });
    expect(server.calls.some((c) => c.path.endsWith('/folders'))).toBe(false);

    await user.click(screen.getByText('Client Uploads'));
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.type(screen.getByLabelText('New folder in “Client Uploads”'), 'Invoices{Enter}');
    await waitFor(() => expect(alertSaying(kernel, 'The folder Invoices was created in Client Uploads.')).toMatchObject({ type: 'success', timeout: STANDARD }));
    expect(server.calls.find((c) => c.path.endsWith('/folders'))!.body).toEqual({ containerId: 'uploads', name: 'Invoices', type: 'folder' });
    expect(await screen.findByRole('treeitem', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a server refusal of a folder → uploadFolderFailAlert with the name', async () => {
    const { kernel, user } = await setup({ server: { override: (c) => (c.path.endsWith('/folders') ? errorResponse('FOLDER_NAME_TAKEN', 409) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.type(screen.getByLabelText('New folder in “Client Uploads”'), 'Dup{Enter}');
    await waitFor(() => expect(alertSaying(kernel, 'The folder Dup could not be created in Client Uploads. Check the name and try again.')).toMatchObject({ type: 'danger', timeout: STANDARD }));
  });

  it('preview mode disables write actions and says why', async () => {
    await setup({ emulatee: 'guid-client' });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveAccessibleDescription(/turned off in preview/);
  });

  it('offers Scan from device in a folder that takes uploads; ClientCenterHideScanFromDevice hides it', async () => {
    const shown = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.getByRole('button', { name: 'Scan from device' })).toBeInTheDocument();
    shown.view.unmount();
    await setup({ controls: ['ClientCenterDocumentsParentID', 'ClientCenterAddFolder', 'ClientCenterHideScanFromDevice'] });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan from device' })).toBeNull();
  });
});

describe('data room (ClientCenterDrive.ForceDataRoom)', () => {
  const DATA_ROOM = 'ClientCenterDrive.ForceDataRoom';
  const OWN_FOLDER = container('mine', 'My folder', { parent: { id: 'root' }, permissions: { canCreate: true, canDelete: true } });
  const FIRM_IN_UPLOADS = { ...staffDoc('s1', 'Form 1120.pdf'), parent: { id: 'uploads' } };
  const LOCK = 'Only your firm can delete this document';
  const WRITE_ACTIONS = ['Upload', 'New folder', /^Send/, /^Delete/, 'Scan from device', 'Rename folder', 'Delete folder', 'Trash'];

  it('offers no change to a client with the grant, says what they can do, and still opens and downloads', async () => {
    const { server, user } = await setup({ grants: [DATA_ROOM], flags: { taskTools: true }, server: { containers: [...CONTAINERS, OWN_FOLDER] } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.getByRole('note')).toHaveTextContent('This is a data room: you can view and download documents.');
    await user.click(screen.getByText('My folder'));
    for (const name of WRITE_ACTIONS) expect(screen.queryByRole('button', { name })).toBeNull();
    await user.click(screen.getByText('Client Uploads'));
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    for (const name of WRITE_ACTIONS) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByTestId('documents-file-input')).toBeNull();
    // Files dropped on the list upload nothing.
    fireEvent.drop(screen.getByTestId('documents-drop-zone'), { dataTransfer: { files: [file('dropped.pdf')], types: ['Files'] } });
    // The details show the metadata without a form to change it.
    await user.click(screen.getByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    const details = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    expect(within(details).queryByRole('button', { name: 'Save item' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Receipts 2024.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' });
    expect(await within(viewer).findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([]);
  });

  it('shows the client no selection and no delete lock in the rows: Space and Ctrl+A pick nothing, a row still opens', async () => {
    const { user } = await setup({ grants: [DATA_ROOM], server: { documents: [MINE, CSV, FIRM_IN_UPLOADS] } });
    await screen.findByRole('button', { name: 'Form 1120.pdf' });
    const grid = screen.getByRole('grid');
    expect(within(grid).queryAllByRole('checkbox')).toEqual([]);
    expect(grid).not.toHaveAttribute('aria-multiselectable');
    // The firm's upload is no less deletable than the rest here: no lock says it alone is.
    expect(within(row('Form 1120.pdf')).queryByRole('img', { name: LOCK })).toBeNull();
    row('Receipts 2024.pdf').focus();
    await user.keyboard(' ');
    await user.keyboard('{Control>}a{/Control}');
    expect(within(grid).getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Send|^Delete/ })).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
  });

  it('leaves firm staff with the grant, and clients without it, every action', async () => {
    const staff = await setup({ grants: [DATA_ROOM, 'Applications.ClientCenter'] });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    expect(screen.getByRole('checkbox', { name: 'Select Receipts 2024.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Trash' })).toBeInTheDocument();
    expect(screen.queryByText('This is a data room: you can view and download documents.')).toBeNull();
    staff.view.unmount();
    await setup({ server: { documents: [MINE, CSV, FIRM_IN_UPLOADS] } });
    await screen.findByRole('button', { name: 'Form 1120.pdf' });
    expect(screen.getByRole('checkbox', { name: 'Select Receipts 2024.pdf' })).toBeInTheDocument();
    expect(within(row('Form 1120.pdf')).getByRole('img', { name: LOCK })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says so when the server refuses a change because the room was opened meanwhile (403 DOCUMENTS_READ_ONLY)', async () => {
    const { kernel, user } = await setup({ server: { override: (c) => (c.path.endsWith('/folders') ? errorResponse('DOCUMENTS_READ_ONLY', 403) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.type(screen.getByLabelText('New folder in “Client Uploads”'), 'Invoices{Enter}');
    await waitFor(() => expect(alertSaying(kernel, 'This is a data room: documents can be viewed and downloaded, not changed.')).toMatchObject({ type: 'danger' }));
  });
});

describe('open', () => {
  // The viewer itself (pdfjs pages, focus, URL) is tested in DocumentsBrowse.test.tsx.
  it('opens a PDF in the viewer from a short-lived storage URL', async () => {
    const { server, user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Receipts 2024.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' });
    expect(server.calls.some((c) => c.path.endsWith('/documents/d1/download-url'))).toBe(true);
    await waitFor(() => expect(server.calls.some((c) => c.path.startsWith('/api/storage/v1/documents/d1/documents') && c.query.has('token'))).toBe(true));
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Receipts 2024.pdf' })).not.toBeInTheDocument();
  });

  it('downloads other types without fetching them into the page', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { server, user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Vendor list.csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toMatch(/^\/api\/storage\/v1\/documents\/d2\/documents\?token=/);
    expect(server.calls.some((c) => c.path.startsWith('/api/storage/'))).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a deep-linked document when ClientCenterDocumentDeepLink is on', async () => {
    // The start folder (root) does not hold it, so its name comes from the storage answer.
    await setup({ controls: ['ClientCenterDocumentDeepLink'], path: '/documents?doc=d1' });
    expect(await screen.findByRole('dialog', { name: 'Receipts 2024.pdf' })).toBeInTheDocument();
  });

  it('ignores a deep link without the switch', async () => {
    const { server } = await setup({ controls: [], path: '/documents?doc=d1' });
    await screen.findByText('This folder has no documents yet. Drop files here or use Upload.');
    expect(server.calls.some((c) => c.path.endsWith('/download-url'))).toBe(false);
  });
});

describe('metadata', () => {
  it('with the task tools (taskTools): sets, filters by and removes a metadata item', async () => {
    const { server, user } = await setup({ flags: { taskTools: true } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    const panel = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    await within(panel).findByText('No metadata on this document.');
    await user.type(within(panel).getByLabelText('Name'), 'year');
    await user.type(within(panel).getByLabelText('Value'), '2024');
    await user.click(within(panel).getByRole('button', { name: 'Save item' }));
    expect(await within(panel).findByText('year')).toBeInTheDocument();
    expect(server.metadata.get('d1')).toEqual([{ key: 'year', value: '2024' }]);
    await user.click(within(panel).getByRole('button', { name: 'Show documents with this' }));
    expect(await screen.findByText('Showing documents where year is “2024”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vendor list.csv' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the folder again' }));
    await user.click(screen.getByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Remove year' }));
    await waitFor(() => expect(server.metadata.get('d1')).toEqual([]));
  });
  it('an upload from the filtered view sends its filter and shows the view the answer gives', async () => {
    const { server, user } = await setup({ flags: { taskTools: true }, server: { metadata: new Map([['d1', [{ key: 'year', value: '2024' }]]]) } });
    await user.click(await screen.findByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    const panel = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    await user.click(await within(panel).findByRole('button', { name: 'Show documents with this' }));
    await screen.findByText('Showing documents where year is “2024”.');
    expect(screen.queryByRole('button', { name: 'Vendor list.csv' })).not.toBeInTheDocument();
    // Meanwhile another document came to match: the upload's answer says so, with no second read.
    server.metadata.set('d2', [{ key: 'year', value: '2024' }]);
    await user.upload(screen.getByTestId('documents-file-input'), [file('three.pdf')]);
    expect(await screen.findByRole('button', { name: 'Vendor list.csv' })).toBeInTheDocument();
    const sent = server.calls.filter(isUpload);
    expect(sent.map((c) => JSON.parse(c.query.get('filter') ?? 'null'))).toEqual([{ key: 'year', value: '2024' }]);
    expect(server.calls.filter((c) => c.path.endsWith('/metadata/filter'))).toHaveLength(1);
    expect(screen.getByText('Showing documents where year is “2024”.')).toBeInTheDocument();
  });
});

describe('metadata without the task tools', () => {
  it("reads as the document's facts, each a filter, with no form and nothing to remove", async () => {
    const { user } = await setup({ server: { metadata: new Map([['d1', [{ key: 'Tax year', value: '2024' }]]]) } });
    await user.click(await screen.findByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    const panel = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    expect(await within(panel).findByRole('heading', { name: 'About this document' })).toBeInTheDocument();
    expect(within(panel).getByText('Tax year').tagName).toBe('DT');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remove Tax year' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show documents with this' }));
    expect(await screen.findByText('Showing documents where Tax year is “2024”.')).toBeInTheDocument();
  });

  it('says nothing of metadata a document has none of', async () => {
    const { server, user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    const panel = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/documents/d1/metadata'))).toBe(true));
    await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
    expect(within(panel).queryByText(/metadata/i)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('details', () => {
  it('take focus when they open; Esc closes them and focus goes back to the row\'s details button', async () => {
    const { user } = await setup();
    const button = await screen.findByRole('button', { name: 'Details of Receipts 2024.pdf' });
    await user.click(button);
    const panel = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    expect(panel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("show a client upload's receipt: not yet opened by the firm, or when the firm first opened it", async () => {
    const { server, user } = await setup();
    const own = server.documents.find((d) => d.name === 'Receipts 2024.pdf')!;
    expect(own.uploadedByStaff).toBe(false);
    await user.click(await screen.findByRole('button', { name: `Details of ${own.name}` }));
    const panel = await screen.findByRole('complementary', { name: `Details of ${own.name}` });
    expect(await within(panel).findByText(/^Uploaded on .+: not yet opened by the firm$/)).toBeInTheDocument();
  });

  it('show when the firm first opened a client upload', async () => {
    const { server, user } = await setup();
    const own = server.documents.find((d) => d.name === 'Receipts 2024.pdf')!;
    server.firstOpened.set(own.id, '2026-11-05T10:00:00.000Z');
    await user.click(await screen.findByRole('button', { name: `Details of ${own.name}` }));
    const panel = await screen.findByRole('complementary', { name: `Details of ${own.name}` });
    expect(await within(panel).findByText(/^Received by the firm: first opened on 11\/05\/2026/)).toBeInTheDocument();
  });

  it("write a receipt's time on the firm's clock, as Activity does, not on the reader's machine's", async () => {
    const machine = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const { kernel, server, user } = await setup();
      kernel.get(TOKENS.Theme).state.theme = { timeZone: 'America/Sao_Paulo' } as never;
      server.firstOpened.set(MINE.id, '2026-11-05T10:00:00.000Z');
      // 10:00 UTC is 07:00 in Brasília (19:00 on the machine's Tokyo clock).
      await waitFor(() => expect(within(row('Receipts 2024.pdf')).getByText('Received by the firm · 11/05/2026 07:00 AM GMT-3')).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: `Details of ${MINE.name}` }));
      const panel = await screen.findByRole('complementary', { name: `Details of ${MINE.name}` });
      expect(await within(panel).findByText('Received by the firm: first opened on 11/05/2026 07:00 AM GMT-3')).toBeInTheDocument();
    } finally {
      if (machine === undefined) delete process.env.TZ;
      else process.env.TZ = machine;
    }
  });

  it("show in each row of the client's own uploads whether the firm has opened it, from one read of the receipts", async () => {
    const { server } = await setup({ server: { documents: [MINE, CSV, { ...staffDoc('s1', 'Form 1120.pdf'), parent: { id: 'uploads' } }] } });
    server.firstOpened.set(MINE.id, '2026-11-05T10:00:00.000Z');
    await waitFor(() => expect(within(row('Receipts 2024.pdf')).getByText(/^Received by the firm · 11\/05\/2026/)).toBeInTheDocument());
    expect(within(row('Vendor list.csv')).getByText('Not yet opened by the firm')).toBeInTheDocument();
    // The firm's own upload has no receipt, and is not asked about.
    expect(within(row('Form 1120.pdf')).queryByText(/opened by the firm|^Received by/)).not.toBeInTheDocument();
    const reads = server.calls.filter((c) => c.path.endsWith('/receipts'));
    expect(reads.map((c) => c.query.get('ids'))).toEqual(['d1,d2']);
  });

  it('say nothing of a receipt in the rows when the receipts cannot be read', async () => {
    const { server } = await setup({ server: { override: (c) => (c.path.endsWith('/receipts') ? errorResponse('INTERNAL_ERROR', 500) : undefined) } });
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/receipts'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/opened by the firm|Received by the firm/)).not.toBeInTheDocument();
  });

  it('follow the list: a change to the document that lands while they are open shows in them', async () => {
    const { server, user } = await setup();
    await screen.findByRole('button', { name: 'Receipts 2024.pdf' });
    await user.click(screen.getByRole('button', { name: 'Details of Receipts 2024.pdf' }));
    const panel = await screen.findByRole('complementary', { name: 'Details of Receipts 2024.pdf' });
    const before = within(panel).getByText('Size').nextElementSibling!.textContent;
    // A replace lands on the server (a larger file under the same name); the upload of another file reloads the list.
    server.documents = server.documents.map((d) => (d.id === 'd1' ? { ...d, size: 3 * 1024 * 1024 } : d));
    await user.upload(screen.getByTestId('documents-file-input'), [file('another.pdf')]);
    await screen.findByRole('button', { name: 'another.pdf' });
    await waitFor(() => expect(within(panel).getByText('Size').nextElementSibling!.textContent).toBe('3 MB'));
    expect(before).not.toBe('3 MB');
  });
});
