import type { TFunction } from 'i18next';
import { proxy } from 'valtio';
import type { UploadConstraints } from '@portico/contract/documents';
import { uploadFailuresAlert } from './upload-alerts';
import type { AlertService } from '@portico/core/alerts/alert-service';
import type { Logger } from '@portico/core/logging/logger';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { UploadAbortedError } from '../api/upload-transport';
import { joinReasons, partitionFiles } from '../model/file-validation';
import { initialUploadState, summarizeUpload, uploadReducer, type UploadEvent, type UploadState } from '../model/upload-machine';
import { reasonFor } from './alert-texts';

/** Files sent at the same time; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

export interface UploadDeps {
  api: DocumentsApi;
  alerts: AlertService;
  logger: Logger;
  t: TFunction;
  clientId: () => string | null;
  constraints: () => UploadConstraints | null;
  notifyOnEachUpload: boolean;
  /** After at least one file was stored. */
  onStored: () => Promise<void> | void;
}

/** Runs the upload machine: validates, sends with progress and cancel, and raises the spec's alerts. */
export class UploadFlow {
  readonly state = proxy<{ machine: UploadState }>({ machine: initialUploadState });
  private controllers = new Map<string, AbortController>();
  private nextKey = 0;

  constructor(private readonly deps: UploadDeps) {}

  private dispatch(event: UploadEvent) {
    this.state.machine = uploadReducer(this.state.machine, event);
  }

  /** Checks the files; rejected ones raise the select alerts, the valid ones are sent to the folder. */
  async upload(files: readonly File[], containerId: string): Promise<void> {
    const { alerts, t } = this.deps;
    const clientId = this.deps.clientId();
    const constraints = this.deps.constraints();
    if (!clientId || files.length === 0 || this.state.machine.status === 'uploading') return;
    const { valid, rejected } = constraints ? partitionFiles(files, constraints) : { valid: [...files], rejected: [] };
    const reasons = (r: (typeof rejected)[number]) => joinReasons(r.reasons, (key) => t(`core.documents:${key}`));
    if (rejected.length === 1) {
      alerts.raise('selectErrorAlertMsg', { values: { fileName: rejected[0]!.file.name, errorReason: reasons(rejected[0]!) } });
    } else if (rejected.length > 1) {
      alerts.raise('selectMultiDocsErrorAlertMsg', {
        values: { failedCount: rejected.length, totalCount: files.length },
        modalItems: rejected.map((r) => `${r.file.name}: ${reasons(r)}`),
      });
    }
    const byKey = new Map(valid.map((file) => [`u${this.nextKey++}`, file]));
    this.dispatch({ type: 'select', containerId, files: [...byKey].map(([key, f]) => ({ key, name: f.name, size: f.size })) });
    if (this.state.machine.status !== 'selected') return;
    this.dispatch({ type: 'start' });

    const queue = [...byKey];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.sendOne(clientId, containerId, next[0], next[1]);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
    await this.finish(clientId);
  }

  cancel(key: string): void {
    this.controllers.get(key)?.abort();
    this.dispatch({ type: 'fileCanceled', key });
  }

  cancelAll(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.dispatch({ type: 'cancelAll' });
  }

  dismiss(): void {
    this.dispatch({ type: 'reset' });
  }

  private async sendOne(clientId: string, containerId: string, key: string, file: File) {
    const item = this.state.machine.status === 'uploading' ? this.state.machine.items.find((i) => i.key === key) : undefined;
    if (!item || item.status !== 'uploading') return; // canceled while queued
    const controller = new AbortController();
    this.controllers.set(key, controller);
    try {
      const result = await this.deps.api.upload(clientId, {
        containerId, file, notifyOnEachUpload: this.deps.notifyOnEachUpload, signal: controller.signal,
        onProgress: (loaded) => this.dispatch({ type: 'progress', key, loaded }),
      });
      const stored = result.success[0];
      if (stored) this.dispatch({ type: 'fileDone', key, document: stored });
      else this.dispatch({ type: 'fileFailed', key, code: result.failed[0]?.code ?? 'INTERNAL_ERROR' });
    } catch (error) {
      if (error instanceof UploadAbortedError) this.dispatch({ type: 'fileCanceled', key });
      else this.dispatch({ type: 'fileFailed', key, code: await errorCodeOf(error) });
    } finally {
      this.controllers.delete(key);
    }
  }

  private async finish(clientId: string) {
    const { alerts, t } = this.deps;
    const machine = this.state.machine;
    const summary = summarizeUpload(machine);
    const total = summary.total;
    if (machine.status === 'success') {
      if (summary.succeeded.length === 1) {
        alerts.raise('uploadDocumentSuccessAlert', { values: { successCount: 1, totalCount: total, filename: summary.succeeded[0]!.name } });
      } else {
        alerts.raise('uploadDocumentsSuccessAlert', { values: { successCount: summary.succeeded.length, totalCount: total } });
      }
    } else if (machine.status === 'failed') {
      const failed = summary.failed.map((i) => `${i.name} (${reasonFor(t, i.errorCode ?? 'INTERNAL_ERROR')})`);
      alerts.add(uploadFailuresAlert(failed, total, summary.succeeded.length));
    }
    if (summary.succeeded.length === 0) return;
    const ids = summary.succeeded.map((i) => i.document!.id);
    // One combined e-mail to the firm when the server did not send one per file.
    if (!this.deps.notifyOnEachUpload) {
      this.deps.api.notifyUploads(clientId, ids).catch((error: unknown) => this.deps.logger.error('documents', 'Upload notification failed', error));
    }
    await this.deps.onStored();
  }
}
