import { proxy } from 'valtio';
import { API } from '../contract/api-paths';
import type { Client, ClientListResponse } from '../contract/clients';
import type { HttpClient } from '../http/http-client';
import { buildQuery } from '../http/http-client';
import { STORAGE_KEYS } from '../session/token-store';

export type ClientsStatus = 'idle' | 'loading' | 'loaded' | 'loadFailed';

/** Page size of the startup load (spec 000 §9). */
export const STARTUP_PAGE_SIZE = 1000;

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

  constructor(private readonly http: HttpClient) {}

  get activeClient(): Client | null {
    return this.state.clients.find((c) => c.id === this.state.activeClientId) ?? null;
  }

  /** Startup load (pageSize 1000); the active client is the stored choice if still listed, else the first. */
  async load(options: { includeNickname?: boolean; companyId?: number } = {}): Promise<void> {
    this.state.status = 'loading';
    try {
      const query = buildQuery({ pageSize: STARTUP_PAGE_SIZE, pageNum: 1, ...options });
      const page = await this.http.get<ClientListResponse>(`${API.clients}?${query}`);
      this.state.clients = page.clients;
      this.state.total = page.total;
      this.state.status = 'loaded';
      const stored = localStorage.getItem(STORAGE_KEYS.activeClient);
      this.setActive(page.clients.some((c) => c.id === stored) ? stored : (page.clients[0]?.id ?? null));
    } catch (error) {
      this.state.status = 'loadFailed';
      throw error;
    }
  }

  /** One page of a filtered search, for the client selection modal. */
  search(options: { searchTerm: string; pageNum: number; pageSize: number; includeNickname?: boolean }): Promise<ClientListResponse> {
    return this.http.get<ClientListResponse>(`${API.clients}?${buildQuery(options)}`);
  }

  setActive(clientId: string | null): void {
    this.state.activeClientId = clientId;
    if (clientId) localStorage.setItem(STORAGE_KEYS.activeClient, clientId);
  }

  clear(): void {
    this.state.status = 'idle';
    this.state.clients = [];
    this.state.total = 0;
    this.state.activeClientId = null;
  }
}
