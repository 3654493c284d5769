import { proxy } from 'valtio';
import type { AlertService } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { READ_ONLY_CODES } from './alert-texts';
import { deleteReducer, initialDeleteState, type DeleteDoc, type DeleteEvent, type DeleteState } from '../model/delete-machine';

export interface DeleteDeps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: () => string | null;
  /** Removes trashed documents from the list and reloads silently. */
  onTrashed: (ids: string[]) => Promise<void> | void;
}

/** Runs the delete machine: confirmation, the trash call, and the success or failure alerts of spec 000 §8. */
export class DeleteFlow {
  readonly state = proxy<{ machine: DeleteState }>({ machine: initialDeleteState });

  constructor(private readonly deps: DeleteDeps) {}

  private dispatch(event: DeleteEvent) {
    this.state.machine = deleteReducer(this.state.machine, event);
  }

  request(docs: DeleteDoc[]): void {
    this.dispatch({ type: 'request', docs: docs.map((d) => ({ id: d.id, name: d.name, permissions: { ...d.permissions } })) });
  }

  cancel(): void {
    this.dispatch({ type: 'cancel' });
  }

  async confirm(): Promise<void> {
    const clientId = this.deps.clientId();
    if (!clientId) return;
    this.dispatch({ type: 'confirm' });
    const machine = this.state.machine;
    if (machine.status === 'deleting') {
      try {
        this.dispatch({ type: 'trashed', result: await this.deps.api.trash(clientId, machine.toDelete.map((d) => d.id)) });
      } catch (error) {
        this.dispatch({ type: 'errored', code: await errorCodeOf(error) });
      }
    }
    await this.report();
  }

  private async report() {
    const { alerts } = this.deps;
    const machine = this.state.machine;
    if (machine.status !== 'deleted' && machine.status !== 'failed') return;
    const r = machine.results;
    if (r.successCount > 0) {
      alerts.raise('deleteDocumentsSuccessAlertMsg', { values: { count: r.successCount } });
    }
    if (r.errorCode && READ_ONLY_CODES.has(r.errorCode)) {
      alerts.add({ type: 'danger', msg: `common.documents:errors.${r.errorCode}`, timeout: null });
    } else if (r.errorCode || (r.failCount > 0 && r.totalCount === 1)) {
      alerts.raise('documentsDeleteGenericError');
    } else if (r.failCount > 0) {
      alerts.raise('documentsDeleteErrorCount', { values: { failureCount: r.failCount, totalCount: r.totalCount }, modalItems: r.failNames });
    }
    if (r.staffUploads.length > 0) {
      alerts.raise('deleteDocumentsErrorPerms', { values: { count: r.staffUploads.length }, modalItems: r.staffUploads });
    }
    if (r.docsToRemove.length > 0) await this.deps.onTrashed(r.docsToRemove);
    this.dispatch({ type: 'reset' });
  }
}
