import type { TFunction } from 'i18next';
import { proxy, ref } from 'valtio';
import type { Document, UploadConstraints, UploadFilter, UploadRefusal } from '@portico/contract/documents';
import type { FileNameProblem } from '@portico/contract/file-names';
import { uploadFailuresAlert } from './upload-alerts';
import type { AlertService, Logger } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { DocumentsApiError, errorCodeOf } from '../api/api-error';
import { UploadAbortedError } from '../api/upload-transport';
import { formatSize } from '../model/document-view';
import { groupByReason, partitionFiles, type RefusalReason } from '../model/file-validation';
import {
  initialUploadState, summarizeUpload, uploadReducer, type ConflictChoice, type UploadEvent, type UploadState, type UploadTarget,
} from '../model/upload-machine';
import { reasonFor } from './alert-texts';

/** Files sent at the same time; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

const REFUSAL_ALERTS: Record<Exclude<RefusalReason, 'name'>, string> = {
  empty: 'uploadRefusedEmpty',
  large: 'uploadRefusedLarge',
  type: 'uploadRefusedType',
};

export interface UploadDeps {
  api: DocumentsApi;
  alerts: AlertService;
  logger: Logger;
  t: TFunction;
  locale: () => string;
  /** The client's upload rules (null when they could not be had: the server still enforces them). */
  constraints: (clientId: string) => Promise<UploadConstraints | null>;
  notifyOnEachUpload: boolean;
  /** After at least one file was stored; the target says where, so another client's list is left alone. */
  onStored: (target: UploadTarget) => Promise<void> | void;
}

/** Files whose only problem is the name: the user may send them under a safe name. */
export interface RenameRequest {
  target: UploadTarget;
  /** The valid files of the same selection, sent together with the renamed ones. */
  ready: File[];
  files: Array<{ file: File; problem: FileNameProblem; suggestedName: string }>;
}

/**
 * Runs the upload machine: checks the files (one message per reason, a rename offer for names), sends them
 * to the client and folder bound at the start, asks about names the folder already has, raises the alerts.
 */
export class UploadFlow {
  /** `filtered`: the latest answer's view of its target's filter (the metadata filter the upload was made from). */
  readonly state = proxy<{ machine: UploadState; renames: RenameRequest | null; filtered: { filter: UploadFilter; docs: Document[] } | null }>({
    machine: initialUploadState, renames: null, filtered: null,
  });
  private controllers = new Map<string, AbortController>();
  private files = new Map<string, File>();
  private nextKey = 0;
  private reported = false;

  constructor(private readonly deps: UploadDeps) {}

  private dispatch(event: UploadEvent) {
    this.state.machine = uploadReducer(this.state.machine, event);
  }

  get busy(): boolean {
    const status = this.state.machine.status;
    return status === 'selected' || status === 'uploading' || status === 'asking' || this.state.renames !== null;
  }

  /** Checks the files; refused ones are reported by reason, names may be fixed first, the rest are sent. */
  async upload(files: readonly File[], target: UploadTarget): Promise<void> {
    if (files.length === 0 || this.busy) return;
    const constraints = await this.deps.constraints(target.clientId);
    if (this.busy) return; // another selection started while the rules were asked for
    const { valid, rejected } = constraints ? partitionFiles(files, constraints) : { valid: [...files], rejected: [] };
    for (const group of groupByReason(rejected)) {
      if (group.reason === 'name') continue;
      const names = group.files.map((r) => r.file.name);
      this.deps.alerts.raise(REFUSAL_ALERTS[group.reason], {
        values: {
          count: names.length, name: names[0],
          limit: constraints ? formatSize(constraints.maxFileSizeBytes, this.deps.locale()) : '',
        },
        modalItems: names,
      });
    }
    const badNames = rejected.filter((r) => r.reason === 'name');
    if (badNames.length) {
      this.state.renames = ref({
        target, ready: valid,
        files: badNames.map((r) => ({ file: r.file, problem: r.nameProblem!, suggestedName: r.suggestedName! })),
      });
      return;
    }
    await this.send(valid, target);
  }

  /** Sends the renamed files (names already checked by the dialog) with the valid ones of their selection. */
  async sendRenamed(names: readonly string[]): Promise<void> {
    const request = this.state.renames;
    if (!request) return;
    this.state.renames = null;
    const renamed = request.files.map(({ file }, i) => new File([file], names[i] ?? file.name, { type: file.type, lastModified: file.lastModified }));
    await this.send([...request.ready, ...renamed], request.target);
  }

  /** The files with bad names stay behind; the others go. */
  async skipRenames(): Promise<void> {
    const request = this.state.renames;
    if (!request) return;
    this.state.renames = null;
    await this.send(request.ready, request.target);
  }

  /** The user's answer for files whose name the folder has: sent again with it, or skipped. */
  async resolve(keys: readonly string[], choice: ConflictChoice | 'skip'): Promise<void> {
    for (const key of keys) this.dispatch({ type: 'resolve', key, choice });
    if (choice !== 'skip') await this.sendKeys(keys.filter((key) => this.itemStatus(key) === 'uploading'), choice);
    await this.finishIfSettled();
  }

  cancel(key: string): void {
    this.controllers.get(key)?.abort();
    this.dispatch({ type: 'fileCanceled', key });
    void this.finishIfSettled();
  }

  cancelAll(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.dispatch({ type: 'cancelAll' });
    void this.finishIfSettled();
  }

  dismiss(): void {
    this.dispatch({ type: 'reset' });
  }

  private itemStatus(key: string) {
    const m = this.state.machine;
    return m.status === 'idle' ? undefined : m.items.find((i) => i.key === key)?.status;
  }

  private async send(files: readonly File[], target: UploadTarget): Promise<void> {
    if (files.length === 0) return;
    const byKey = files.map((file) => [`u${this.nextKey++}`, file] as const);
    this.files = new Map(byKey);
    this.reported = false;
    this.dispatch({ type: 'select', target, files: byKey.map(([key, f]) => ({ key, name: f.name, size: f.size })) });
    if (this.state.machine.status !== 'selected') return;
    this.dispatch({ type: 'start' });
    await this.sendKeys(byKey.map(([key]) => key));
    await this.finishIfSettled();
  }

  private async sendKeys(keys: readonly string[], onConflict?: ConflictChoice): Promise<void> {
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) await this.sendOne(key, onConflict);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
  }

  private async sendOne(key: string, onConflict: ConflictChoice | undefined) {
    const machine = this.state.machine;
    const file = this.files.get(key);
    if (machine.status === 'idle' || !file || this.itemStatus(key) !== 'uploading') return; // canceled while queued
    const { clientId, containerId, filter } = machine.target;
    const controller = new AbortController();
    this.controllers.set(key, controller);
    try {
      // A name the folder has is asked about before the bytes go (the server still refuses it with a 409).
      if (onConflict === undefined) {
        const existing = await this.deps.api.exists(containerId, file.name, controller.signal).catch(() => null);
        if (existing?.exists) {
          this.dispatch({ type: 'fileConflict', key, canReplace: existing.canReplace });
          return;
        }
      }
      const result = await this.deps.api.upload(clientId, {
        containerId, file, notifyOnEachUpload: this.deps.notifyOnEachUpload, signal: controller.signal, onConflict, filter,
        onProgress: (loaded) => this.dispatch({ type: 'progress', key, loaded }),
      });
      if (filter && result.filtered) this.state.filtered = ref({ filter, docs: result.filtered });
      const stored = result.success[0];
      if (stored) this.dispatch({ type: 'fileDone', key, document: stored });
      else this.dispatch({ type: 'fileFailed', key, code: result.failed[0]?.code ?? 'INTERNAL_ERROR' });
    } catch (error) {
      if (error instanceof UploadAbortedError) this.dispatch({ type: 'fileCanceled', key });
      else if (error instanceof DocumentsApiError && error.code === 'DOCUMENT_NAME_TAKEN') {
        const existing = (error.body as UploadRefusal | undefined)?.files?.[0]?.existing;
        this.dispatch({ type: 'fileConflict', key, canReplace: existing?.canReplace ?? false });
      } else this.dispatch({ type: 'fileFailed', key, code: await errorCodeOf(error) });
    } finally {
      this.controllers.delete(key);
    }
  }

  /** The end-of-upload alerts and the reload, once per selection, when no file is being sent or waits for an answer. */
  private async finishIfSettled() {
    const machine = this.state.machine;
    if (this.reported || (machine.status !== 'success' && machine.status !== 'failed' && machine.status !== 'canceled')) return;
    this.reported = true;
    const { alerts, t } = this.deps;
    const summary = summarizeUpload(machine);
    const total = summary.total;
    if (machine.status === 'success') {
      if (summary.succeeded.length === 1) {
        alerts.raise('uploadDocumentSuccessAlert', { values: { successCount: 1, totalCount: total, count: total, filename: summary.succeeded[0]!.document!.name } });
      } else {
        alerts.raise('uploadDocumentsSuccessAlert', { values: { successCount: summary.succeeded.length, totalCount: total, count: total } });
      }
    } else if (machine.status === 'failed') {
      const failed = summary.failed.map((i) => `${i.name} (${reasonFor(t, i.errorCode ?? 'INTERNAL_ERROR')})`);
      alerts.add(uploadFailuresAlert(failed, total, summary.succeeded.length));
    }
    if (summary.succeeded.length === 0) return;
    const ids = summary.succeeded.map((i) => i.document!.id);
    // One combined e-mail to the firm when the server did not send one per file.
    if (!this.deps.notifyOnEachUpload) {
      this.deps.api.notifyUploads(machine.target.clientId, ids).catch((error: unknown) => this.deps.logger.error('documents', 'Upload notification failed', error));
    }
    await this.deps.onStored(machine.target);
  }
}
