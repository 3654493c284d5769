import { afterEach, describe, expect, it, vi } from 'vitest';
import { Logger } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { chooseLoadingStrategy } from '../model/loading-strategy';
import { CONSTRAINTS, CONTAINERS, doc } from '../testing/fixtures';
import type { DocumentPage } from '@portico/contract/documents';
import { DEFAULT_FOLDER_KEY } from './default-folder-memory';
import { DocumentsStore } from './documents-store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const strategy = chooseLoadingStrategy({
  allDocsOnly: false, containerTreeTraversal: false, documentsTreeTraversal: false, documentsParentId: true,
  disableLazyLoading: false, hideFlatToggle: false, flatRequested: false,
});
const pageOf = (docs: ReturnType<typeof doc>[]): DocumentPage => ({ documents: docs, total: docs.length, limit: 500, offset: 0, nextOffset: null });

function fakeApi(documents: (clientId: string, containerId?: string) => Promise<DocumentPage>) {
  return {
    allContainers: vi.fn(async () => CONTAINERS),
    clientContactFolder: vi.fn(async () => CONTAINERS[2]!),
    uploadConstraints: vi.fn(async () => CONSTRAINTS),
    containerDocuments: vi.fn(documents),
  } as unknown as DocumentsApi;
}

describe('DocumentsStore head start', () => {
  it('the first load of the client started ahead joins it instead of asking again', async () => {
    const api = fakeApi(async () => pageOf([doc('a')]));
    const store = new DocumentsStore(api, new Logger(), strategy);
    store.locale = 'pt-br';
    store.loadAhead('c1', null);
    expect(api.allContainers).toHaveBeenCalledTimes(1);
    await store.load('c1');
    expect(api.allContainers).toHaveBeenCalledTimes(1);
    expect(api.containerDocuments).toHaveBeenCalledTimes(1);
    expect(store.rows().map((d) => d!.id)).toEqual(['a']);
    await store.load('c1'); // taken once: a later load asks again
    expect(api.allContainers).toHaveBeenCalledTimes(2);
  });

  it('a load of another client, folder or language than the one started ahead asks for its own', async () => {
    for (const [client, folder, locale] of [['c2', null, 'pt-br'], ['c1', 'f9', 'pt-br'], ['c1', null, 'en-us']] as const) {
      const api = fakeApi(async () => pageOf([doc(`${client}-doc`)]));
      const store = new DocumentsStore(api, new Logger(), strategy);
      store.locale = 'pt-br';
      store.loadAhead('c1', null);
      store.locale = locale;
      await store.load(client, { folder });
      expect(api.allContainers).toHaveBeenCalledTimes(2);
      expect(store.state.clientId).toBe(client);
    }
  });

  it("the head start settles once the folder's first page is in, which the first render waits for", async () => {
    let answerPage: (page: ReturnType<typeof pageOf>) => void = () => {};
    const api = fakeApi(() => new Promise((resolve) => { answerPage = resolve; }));
    const store = new DocumentsStore(api, new Logger(), strategy);
    let settled = false;
    void store.loadAhead('c1', null).then(() => { settled = true; });
    await vi.waitFor(() => expect(api.containerDocuments).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled, 'folders in, page still on its way').toBe(false);
    answerPage(pageOf([doc('a')]));
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(store.state.listStatus).toBe('loaded');
    expect(store.rows().map((d) => d!.id)).toEqual(['a']);
  });

  it('a head start that failed fails the load that takes it over (its own promise still settles, for the render)', async () => {
    const api = fakeApi(async () => pageOf([]));
    (api.allContainers as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('HTTP 503'));
    const store = new DocumentsStore(api, new Logger(), strategy);
    await expect(store.loadAhead('c1', null)).resolves.toBeUndefined();
    await expect(store.load('c1')).rejects.toThrow('HTTP 503');
    expect(store.state.status).toBe('failed');
  });
});

describe('DocumentsStore first page', () => {
  it('starting at the first root, asks for its page as soon as the folders arrive, not after the upload folder', async () => {
    const rootStart = chooseLoadingStrategy({
      allDocsOnly: false, containerTreeTraversal: false, documentsTreeTraversal: false, documentsParentId: false,
      disableLazyLoading: false, hideFlatToggle: false, flatRequested: false,
    });
    let answerUploadFolder: (folder: unknown) => void = () => {};
    const api = fakeApi(async () => pageOf([doc('a')]));
    (api.clientContactFolder as ReturnType<typeof vi.fn>).mockImplementation(() => new Promise((resolve) => { answerUploadFolder = resolve; }));
    const store = new DocumentsStore(api, new Logger(), rootStart);
    const loading = store.load('c1');
    await vi.waitFor(() => expect(api.containerDocuments).toHaveBeenCalledTimes(1));
    const root = CONTAINERS.find((c) => c.parent === null)!;
    expect(api.containerDocuments).toHaveBeenCalledWith('c1', root.id, 0, undefined, undefined);
    answerUploadFolder(CONTAINERS[2]);
    await loading;
    expect(store.state.openContainerId).toBe(root.id);
    expect(api.containerDocuments).toHaveBeenCalledTimes(1);
    expect(store.rows().map((d) => d!.id)).toEqual(['a']);
  });

  it('a silent reload asks again for the folder shown, not for the one a first load starts in', async () => {
    const api = fakeApi(async () => pageOf([doc('a')]));
    const store = new DocumentsStore(api, new Logger(), strategy);
    await store.load('c1');
    const other = CONTAINERS.find((c) => c.id !== store.state.openContainerId)!;
    await store.openContainer(other.id);
    (api.containerDocuments as ReturnType<typeof vi.fn>).mockClear();
    await store.reload();
    expect((api.containerDocuments as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[1])).toEqual([other.id]);
  });
});

describe('DocumentsStore default folder of the last visit', () => {
  // Starting at the first root, which only the folder list names.
  const rootStart = chooseLoadingStrategy({
    allDocsOnly: false, containerTreeTraversal: false, documentsTreeTraversal: false, documentsParentId: false,
    disableLazyLoading: false, hideFlatToggle: false, flatRequested: false,
  });

  /** A fake whose folder list answers only when told, recording which folders' pages were asked for before. */
  function slowFolders() {
    let answerFolders: () => void = () => {};
    const api = fakeApi(async (_client, containerId) => pageOf([doc(`in-${containerId}`)]));
    (api.allContainers as ReturnType<typeof vi.fn>).mockImplementation(() => new Promise((resolve) => { answerFolders = () => resolve(CONTAINERS); }));
    const pagesAsked = () => (api.containerDocuments as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[1] as string);
    return { api, pagesAsked, answerFolders: () => answerFolders() };
  }

  it("asks for the folder this client's last visit opened by default beside the folder list, not after it", async () => {
    const first = new DocumentsStore(fakeApi(async () => pageOf([doc('a')])), new Logger(), rootStart);
    await first.load('c1');
    const opened = first.state.openContainerId!;

    const { api, pagesAsked, answerFolders } = slowFolders();
    const next = new DocumentsStore(api, new Logger(), rootStart);
    const loading = next.load('c1');
    await vi.waitFor(() => expect(pagesAsked()).toEqual([opened]));
    answerFolders();
    await loading;
    expect(next.state.openContainerId).toBe(opened);
    expect(pagesAsked()).toEqual([opened]);
    expect(next.rows().map((d) => d!.id)).toEqual([`in-${opened}`]);
  });

  it("drops a remembered folder the folder list contradicts, and for another client remembers nothing", async () => {
    const first = new DocumentsStore(fakeApi(async () => pageOf([doc('a')])), new Logger(), rootStart);
    await first.load('c1');
    const opened = first.state.openContainerId!;
    localStorage.setItem(DEFAULT_FOLDER_KEY, JSON.stringify({ clientId: 'c1', folderId: 'gone' }));

    const { api, pagesAsked, answerFolders } = slowFolders();
    const next = new DocumentsStore(api, new Logger(), rootStart);
    const loading = next.load('c1');
    await vi.waitFor(() => expect(pagesAsked()).toEqual(['gone']));
    answerFolders();
    await loading;
    expect(next.state.openContainerId).toBe(opened);
    expect(next.rows().map((d) => d!.id)).toEqual([`in-${opened}`]);

    const other = slowFolders();
    const loadingOther = new DocumentsStore(other.api, new Logger(), rootStart).load('c2');
    await Promise.resolve();
    expect(other.pagesAsked()).toEqual([]);
    other.answerFolders();
    await loadingOther;
  });
});

describe('DocumentsStore', () => {
  it('a silent reload keeps the shown documents until the new ones arrive', async () => {
    let release: (page: DocumentPage) => void = () => {};
    let calls = 0;
    const store = new DocumentsStore(fakeApi(() => (++calls === 1 ? Promise.resolve(pageOf([doc('a')])) : new Promise((r) => (release = r)))), new Logger(), strategy);
    await store.load('c1');
    expect(store.rows().map((d) => d!.id)).toEqual(['a']);
    const reload = store.reload();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(store.state.listStatus).toBe('loaded');
    expect(store.rows().map((d) => d!.id)).toEqual(['a']);
    release(pageOf([doc('a'), doc('b')]));
    await reload;
    expect(store.rows().map((d) => d!.id)).toEqual(['a', 'b']);
  });

  it('drops a late answer for the previous client', async () => {
    const pending: Record<string, (p: DocumentPage) => void> = {};
    const api = fakeApi(() => new Promise((r) => (pending[Object.keys(pending).length === 0 ? 'c1' : 'c2'] = r)));
    const store = new DocumentsStore(api, new Logger(), strategy);
    const first = store.load('c1');
    await vi.waitFor(() => expect(pending.c1).toBeDefined());
    const second = store.load('c2');
    await vi.waitFor(() => expect(pending.c2).toBeDefined());
    pending.c2!(pageOf([doc('new')]));
    await second;
    pending.c1!(pageOf([doc('old')]));
    await first;
    expect(store.state.clientId).toBe('c2');
    expect(store.rows().map((d) => d!.id)).toEqual(['new']);
  });

  it('opens the contact folder first; the upload rules are asked for by the first upload, once per load', async () => {
    const api = fakeApi(async () => pageOf([]));
    const store = new DocumentsStore(api, new Logger(), strategy);
    await store.load('c1');
    expect(store.state.openContainerId).toBe('uploads');
    expect(api.uploadConstraints).not.toHaveBeenCalled();
    expect(await store.uploadConstraints('c1')).toEqual(CONSTRAINTS);
    expect(await store.uploadConstraints('c1')).toEqual(CONSTRAINTS);
    expect(api.uploadConstraints).toHaveBeenCalledTimes(1);
    await store.reload();
    await store.uploadConstraints('c1');
    expect(api.uploadConstraints).toHaveBeenCalledTimes(2);
  });

  it('asks for upload rules that failed again, and answers null meanwhile', async () => {
    const api = fakeApi(async () => pageOf([]));
    vi.mocked(api.uploadConstraints).mockRejectedValueOnce(new Error('offline'));
    const logger = new Logger();
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const store = new DocumentsStore(api, logger, strategy);
    expect(await store.uploadConstraints('c1')).toBeNull();
    expect(await store.uploadConstraints('c1')).toEqual(CONSTRAINTS);
  });

  it("asks for the upload folder's documents beside the folder tree, not after it, and asks once", async () => {
    let answerTree: () => void = () => {};
    const api = fakeApi(async () => pageOf([doc('a')]));
    vi.mocked(api.allContainers).mockImplementation(() => new Promise((resolve) => { answerTree = () => resolve(CONTAINERS); }));
    const store = new DocumentsStore(api, new Logger(), strategy);
    const loading = store.load('c1');
    await vi.waitFor(() => expect(api.containerDocuments).toHaveBeenCalledWith('c1', 'uploads', 0, undefined, undefined));
    answerTree();
    await loading;
    expect(store.state.openContainerId).toBe('uploads');
    expect(store.rows().map((d) => d!.id)).toEqual(['a']);
    expect(api.containerDocuments).toHaveBeenCalledTimes(1);
  });

  it("a folder in the address that is not the client's opens the default folder, whatever was asked ahead", async () => {
    const api = fakeApi(async () => pageOf([doc('a')]));
    const store = new DocumentsStore(api, new Logger(), strategy);
    await store.load('c1', { folder: 'not-a-folder-of-c1' });
    expect(store.state.openContainerId).toBe('uploads');
    expect(vi.mocked(api.containerDocuments).mock.calls.map((call) => call[1])).toEqual(['not-a-folder-of-c1', 'uploads']);
  });
});
