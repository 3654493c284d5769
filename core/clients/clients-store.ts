import { proxy, ref } from 'valtio';
import type { AlertService } from '../alerts/alert-service';
import type { Client, ClientListResponse } from '@portico/contract/clients';
import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import { call } from '../http/call';
import type { HttpClient } from '../http/http-client';
import { STORAGE_KEYS } from '../session/token-store';

export type ClientsStatus = 'idle' | 'loading' | 'loaded' | 'loadFailed';

/** Page size of the startup load (spec 000 §9). */
export const STARTUP_PAGE_SIZE = 1000;
/** Rows per page in the client selection modal (spec 000 §9). */
export const CLIENT_PAGE_SIZE = 25;

export interface ClientLoadOptions {
  /** The ClientCenterShowClientNickname switch: displayAs carries the nickname. */
  includeNickname?: boolean;
  companyId?: number;
}

/**
 * The client companies the user may access and the active one. Everything client-scoped (documents,
 * dashboards, actions) reads `state.activeClientId` and reloads when it changes.
 */
export class ClientsStore {
  readonly state = proxy<{ status: ClientsStatus; clients: Client[]; total: number; activeClientId: string | null }>({
    status: 'idle',
    clients: [],
    total: 0,
    activeClientId: null,
  });
  private options: ClientLoadOptions = {};

  constructor(private readonly http: HttpClient, private readonly alerts?: AlertService) {}

  get activeClient(): Client | null {
    return this.state.clients.find((c) => c.id === this.state.activeClientId) ?? null;
  }

  /**
   * Startup load (pageSize 1000); the active client is the stored choice if still listed, else the first.
   * A failure ends in 'loadFailed' with the clientListErrorMsg alert.
   */
  async load(options: ClientLoadOptions = {}): Promise<void> {
    this.options = options;
    this.state.status = 'loading';
    try {
      const page = await call(this.http, ROUTES.getClients, { query: { pageSize: STARTUP_PAGE_SIZE, pageNum: 1, ...options } });
      // Frozen rows: 10,000 clients need no deep proxy.
      this.state.clients = ref(page.clients);
      this.state.total = page.total;
      const stored = localStorage.getItem(STORAGE_KEYS.activeClient);
      const remembered = stored && !page.clients.some((c) => c.id === stored) && page.total > page.clients.length
        ? await this.beyondStartupPage(stored) : undefined;
      if (remembered) this.choose(remembered);
      else this.setActive(page.clients.some((c) => c.id === stored) ? stored : (page.clients[0]?.id ?? null));
      this.state.status = 'loaded';
    } catch {
      this.state.status = 'loadFailed';
      this.alerts?.raise('clientListErrorMsg');
    }
  }

  /** A remembered client the startup page does not hold (a firm of over 1,000), if the user may still access it. */
  private async beyondStartupPage(clientId: string): Promise<Client | undefined> {
    const page = await call(this.http, ROUTES.getClients, { query: { pageSize: 1, pageNum: 1, ...this.options, clientId } }).catch(() => undefined);
    return page?.clients[0];
  }

  /** One page of a filtered search, for the client selection modal. */
  search(options: { searchTerm: string; pageNum: number; pageSize: number; includeNickname?: boolean }): Promise<ClientListResponse> {
    return call(this.http, ROUTES.getClients, { query: { ...this.options, ...options } });
  }

  /**
   * A page for the selection modal: served from the startup load when it holds every client and there is
   * no search term, else asked of the server with pageNum and searchTerm. A failed search rejects; the modal
   * raises clientListSearchError once for it (use-client-pages.ts), however many attempts the cache made.
   */
  async page(searchTerm: string, pageNum: number, pageSize = CLIENT_PAGE_SIZE): Promise<ClientListResponse> {
    const term = searchTerm.trim();
    const { clients, total } = this.state;
    if (!term && clients.length >= total) {
      const slice = clients.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return { clients: slice, total, currentItemCount: slice.length, totalPages: Math.ceil(total / pageSize) };
    }
    return this.search({ searchTerm: term, pageNum, pageSize });
  }

  /** Switching makes the client active and remembers it; client-scoped views reload on the change. */
  setActive(clientId: string | null): void {
    this.state.activeClientId = clientId;
    if (clientId) localStorage.setItem(STORAGE_KEYS.activeClient, clientId);
  }

  /** Adds a client picked from a server page that the startup load did not hold, then activates it. */
  choose(client: Client): void {
    if (!this.state.clients.some((c) => c.id === client.id)) this.state.clients = ref([client, ...this.state.clients]);
    this.setActive(client.id);
  }

  clear(): void {
    this.state.status = 'idle';
    this.state.clients = [];
    this.state.total = 0;
    this.state.activeClientId = null;
  }
}
