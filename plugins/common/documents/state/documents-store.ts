import { proxy, ref } from 'valtio';
import type { Container, Document, UploadConstraints } from '@portico/contract/documents';
import { type Logger, rememberedUnlessFailed } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import type { LoadingStrategy } from '../model/loading-strategy';
import { rememberDefaultFolder, rememberedDefaultFolder } from './default-folder-memory';
import { PagedDocuments } from './paged-documents';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A folder's list whose first page was asked for ahead of opening it. */
interface StartedList { containerId: string | null; list: PagedDocuments; firstPage: Promise<void> }

export interface DocumentsState {
  clientId: string | null;
  status: LoadStatus;
  containers: Container[];
  openContainerId: string | null;
  /** The default upload folder (ClientContactFolder). */
  contactFolder: Container | null;
  listStatus: LoadStatus;
  /** Bumped whenever the (unproxied) document list changes. */
  listVersion: number;
}

/**
 * What the documents area shows for the active client: the folder tree, the open folder's documents
 * (paged), the upload folder, and the upload rules when an upload asks. Reloads are generation-checked so a
 * late answer for a previous client or folder is dropped; a silent reload keeps what is shown until the new
 * data arrives.
 */
export class DocumentsStore {
  readonly state: DocumentsState = proxy<DocumentsState>({
    clientId: null, status: 'idle', containers: [], openContainerId: null, contactFolder: null,
    listStatus: 'idle', listVersion: 0,
  });
  list: PagedDocuments | null = null;
  /** The UI language: pages come in its name order, the one the portal sorts by. */
  locale: string | undefined;
  /** The folder shown when none is asked for (the upload folder, or the first root). */
  defaultContainerId: string | null = null;
  private generation = 0;
  private listGeneration = 0;
  /** A load started before the area rendered (loadAhead); the area's first load of the same client joins it. */
  private ahead: { clientId: string; folder: string | null; key: string; done: Promise<void> } | undefined;
  /** Each client's upload rules, asked for by the first upload, not with the first screen; a load renews them. */
  private rules = new Map<string, Promise<UploadConstraints>>();

  constructor(readonly api: DocumentsApi, private readonly logger: Logger, public strategy: LoadingStrategy) {}

  /**
   * Starts loading a client before anything shows it (the entry's head start, state/head-start.ts). The first
   * load() asking for the same client, folder, strategy and language takes it over instead of asking again.
   */
  loadAhead(clientId: string, folder: string | null): Promise<void> {
    const done = this.load(clientId, { folder });
    this.ahead = { clientId, folder, key: this.loadKey(), done };
    return done.catch(() => undefined); // reported through the load() that takes it over
  }

  /** Loads the client's folders and opens `folder` (from the URL) when it is one of them, else the default one. */
  load(clientId: string, { silent = false, folder = null as string | null } = {}): Promise<void> {
    const ahead = this.ahead;
    this.ahead = undefined;
    if (ahead && !silent && ahead.clientId === clientId && ahead.folder === folder && ahead.key === this.loadKey()) return ahead.done;
    return this.loadNow(clientId, silent, folder);
  }

  private loadKey(): string {
    return JSON.stringify([this.strategy, this.locale]);
  }

  private async loadNow(clientId: string, silent: boolean, folder: string | null): Promise<void> {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    const changedClient = this.state.clientId !== clientId;
    this.state.clientId = clientId;
    if (!silent || changedClient) {
      this.state.status = 'loading';
      if (changedClient) {
        this.state.containers = [];
        this.state.openContainerId = null;
        this.setList(null);
        this.state.listStatus = 'loading';
      }
    }
    const contactFolder = this.api.clientContactFolder(clientId).catch((error: unknown) => {
      this.logger.error('documents', 'Upload folder failed to load', error);
      return null;
    });
    this.rules.delete(clientId);
    const containerList = this.loadContainers(clientId);
    // The folder most likely to open (the address's, the one shown, the one this client's last visit opened by
    // default, else the upload folder or the first root the strategy starts in; the whole list when there are no
    // folders) starts loading its documents as soon as it is known, not once the tree and the upload rules have
    // all arrived. A guess the folders then contradict is dropped (openContainer below asks for the right one).
    const byFolder = !this.strategy.flat && this.strategy.containers !== 'none';
    const known = folder ?? (changedClient ? rememberedDefaultFolder(clientId) : this.state.openContainerId);
    const likely = !byFolder ? Promise.resolve(null)
      : known ? Promise.resolve(known)
        : this.strategy.startInContactFolder ? contactFolder.then((c) => c?.id ?? undefined)
          : containerList.then((containers) => this.startContainer(containers, null) ?? undefined, () => undefined);
    const early = likely.then((id) => (id === undefined ? undefined : this.startList(clientId, id)));
    try {
      const containers = await containerList;
      const uploadFolder = await contactFolder;
      if (!current()) return;
      this.state.containers = ref(containers) as Container[];
      this.state.contactFolder = uploadFolder;
      const listed = (id: string | null) => id !== null && containers.some((c) => c.id === id);
      this.defaultContainerId = this.startContainer(containers, uploadFolder);
      if (byFolder) rememberDefaultFolder(clientId, this.defaultContainerId);
      const start = !byFolder ? null : listed(folder) ? folder : listed(this.state.openContainerId) ? this.state.openContainerId : this.defaultContainerId;
      this.state.status = 'loaded';
      const started = await early;
      await this.openContainer(start, { silent: silent && !changedClient, started: started?.containerId === start ? started : undefined });
    } catch (error) {
      if (!current()) return;
      this.state.status = 'failed';
      throw error;
    }
  }

  /** The client's upload rules; null when they failed (logged, and asked again by the next upload). */
  uploadConstraints(clientId: string): Promise<UploadConstraints | null> {
    return rememberedUnlessFailed(this.rules, clientId, () => this.api.uploadConstraints(clientId)).catch((error: unknown) => {
      this.logger.error('documents', 'Upload constraints failed to load', error);
      return null;
    });
  }

  reload(): Promise<void> {
    return this.state.clientId ? this.load(this.state.clientId, { silent: true }) : Promise.resolve();
  }

  /** Shows one folder's documents (or every document in the flat and eager strategies). */
  async openContainer(containerId: string | null, { silent = false, started = undefined as StartedList | undefined } = {}): Promise<void> {
    const clientId = this.state.clientId;
    if (!clientId) return;
    const generation = ++this.listGeneration;
    this.state.openContainerId = containerId;
    if (!silent) {
      this.setList(null);
      this.state.listStatus = 'loading';
    }
    const { list, firstPage } = started ?? this.startList(clientId, containerId);
    list.onChange = () => {
      if (generation === this.listGeneration && this.list === list) this.state.listVersion += 1;
    };
    try {
      await firstPage;
      // All documents at once but shown by folder: the folder view needs every page to filter.
      if (this.strategy.documents === 'all' && !this.strategy.flat) await list.loadAll();
      if (generation !== this.listGeneration) return;
      this.setList(list);
      this.state.listStatus = 'loaded';
    } catch (error) {
      if (generation !== this.listGeneration) return;
      this.state.listStatus = 'failed';
      throw error;
    }
  }

  /** Asks for the first page of a folder's documents (every document when there is no folder). */
  private startList(clientId: string, containerId: string | null): StartedList {
    const fetchPage = this.strategy.documents === 'all' || !containerId
      ? (offset: number) => this.api.allDocuments(clientId, offset, undefined, this.locale)
      : (offset: number) => this.api.containerDocuments(clientId, containerId, offset, undefined, this.locale);
    const list = new PagedDocuments(fetchPage);
    const firstPage = list.start();
    firstPage.catch(() => undefined); // its failure is reported by the openContainer that uses it, if any
    return { containerId, list, firstPage };
  }

  /** The open folder's rows: sparse (undefined = not fetched yet) unless filtering all documents by folder. */
  rows(): ReadonlyArray<Document | undefined> {
    if (!this.list) return [];
    if (this.strategy.documents === 'all' && !this.strategy.flat && this.state.openContainerId) {
      const open = this.state.openContainerId;
      return this.list.docs.filter((d) => d?.parent.id === open);
    }
    return this.list.docs;
  }

  removeDocuments(ids: readonly string[]): void {
    this.list?.remove(new Set(ids));
  }

  container(id: string | null | undefined): Container | null {
    return this.state.containers.find((c) => c.id === id) ?? null;
  }

  private setList(list: PagedDocuments | null) {
    this.list = list;
    this.state.listVersion += 1;
  }

  private startContainer(containers: Container[], contactFolder: Container | null): string | null {
    if (this.strategy.flat || this.strategy.containers === 'none') return null;
    if (this.strategy.startInContactFolder && contactFolder && containers.some((c) => c.id === contactFolder.id)) return contactFolder.id;
    return containers.find((c) => c.parent === null)?.id ?? containers[0]?.id ?? null;
  }

  private async loadContainers(clientId: string): Promise<Container[]> {
    switch (this.strategy.containers) {
      case 'none':
        return [];
      case 'all':
        return this.api.allContainers(clientId, this.locale);
      case 'rootsAndDescendants': {
        const roots = await this.api.roots(clientId, this.locale);
        const below = await Promise.all(roots.map((r) => this.api.descendants(clientId, r.id, this.locale)));
        return [...roots, ...below.flat()];
      }
    }
  }
}
