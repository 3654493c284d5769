import { proxy, ref } from 'valtio';
import type { TrashedDocument } from '@portico/contract/documents';
import type { AlertService } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';

export interface TrashDeps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: () => string | null;
  /** The list to reload once documents are back. */
  onRestored: () => Promise<void> | void;
}

export type TrashStatus = 'closed' | 'loading' | 'loaded' | 'failed';

/** Whole days from now until `purgeAt`, at least 0: what "deleted for good in N days" shows. */
export const daysLeft = (purgeAt: string, now: number = Date.now()): number =>
  Math.max(0, Math.ceil((Date.parse(purgeAt) - now) / 86_400_000));

/** The Trash view: the client's deleted documents within the retention period, and restoring them. */
export class TrashFlow {
  readonly state = proxy<{ status: TrashStatus; entries: TrashedDocument[]; retentionDays: number; restoring: boolean }>({
    status: 'closed', entries: [], retentionDays: 0, restoring: false,
  });

  constructor(private readonly deps: TrashDeps) {}

  async open(): Promise<void> {
    const clientId = this.deps.clientId();
    if (!clientId) return;
    this.state.status = 'loading';
    try {
      const trash = await this.deps.api.trashList(clientId);
      this.state.entries = ref(trash.documents);
      this.state.retentionDays = trash.retentionDays;
      this.state.status = 'loaded';
    } catch {
      this.state.status = 'failed';
    }
  }

  close(): void {
    this.state.status = 'closed';
    this.state.entries = [];
  }

  async restore(ids: readonly string[]): Promise<void> {
    const clientId = this.deps.clientId();
    if (!clientId || ids.length === 0 || this.state.restoring) return;
    this.state.restoring = true;
    try {
      const result = await this.deps.api.restore(clientId, [...ids]);
      const back = new Set(result.restored.map((d) => d.id));
      this.state.entries = ref(this.state.entries.filter((e) => !back.has(e.document.id)));
      if (result.restored.length) {
        this.deps.alerts.raise('restoreDocumentsSuccess', { values: { count: result.restored.length, name: result.restored[0]!.name } });
        await this.deps.onRestored();
      }
      if (result.notFound.length) this.deps.alerts.raise('restoreDocumentsError', { values: { count: result.notFound.length } });
    } catch {
      this.deps.alerts.raise('restoreDocumentsError', { values: { count: ids.length } });
    } finally {
      this.state.restoring = false;
    }
  }
}
