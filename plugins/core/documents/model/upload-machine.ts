import type { Document } from '@portico/contract/documents';

export type UploadItemStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'canceled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadItemStatus;
  /** Machine code of a refusal (FILE_CONTENT_MISMATCH, …) or NETWORK_ERROR. */
  errorCode?: string;
  document?: Document;
}

/** Upload state of spec 000 §3: selected files, uploading files, status and the uploaded documents. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'selected' | 'uploading'; containerId: string; items: UploadItem[] }
  | { status: 'success' | 'failed' | 'canceled'; containerId: string; items: UploadItem[] };

export type UploadEvent =
  | { type: 'select'; containerId: string; files: Array<{ key: string; name: string; size: number }> }
  | { type: 'start' }
  | { type: 'progress'; key: string; loaded: number }
  | { type: 'fileDone'; key: string; document: Document }
  | { type: 'fileFailed'; key: string; code: string }
  | { type: 'fileCanceled'; key: string }
  | { type: 'cancelAll' }
  | { type: 'reset' };

export const initialUploadState: UploadState = { status: 'idle' };

const settled = (item: UploadItem) => item.status === 'done' || item.status === 'failed' || item.status === 'canceled';

/** Once every file has settled: failed if any failed, canceled if none was stored, else success. */
function conclude(containerId: string, items: UploadItem[]): UploadState {
  if (!items.every(settled)) return { status: 'uploading', containerId, items };
  if (items.some((i) => i.status === 'failed')) return { status: 'failed', containerId, items };
  if (items.some((i) => i.status === 'done')) return { status: 'success', containerId, items };
  return { status: 'canceled', containerId, items };
}

function updateItem(state: UploadState, key: string, change: (item: UploadItem) => UploadItem): UploadState {
  if (state.status !== 'uploading') return state;
  const items = state.items.map((item) => (item.key === key && !settled(item) ? change(item) : item));
  return conclude(state.containerId, items);
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'select':
      // A new selection is refused while files are still being sent.
      if (state.status === 'uploading' || event.files.length === 0) return state;
      return {
        status: 'selected',
        containerId: event.containerId,
        items: event.files.map((f) => ({ key: f.key, name: f.name, size: f.size, loaded: 0, status: 'queued' })),
      };
    case 'start':
      if (state.status !== 'selected') return state;
      return { status: 'uploading', containerId: state.containerId, items: state.items.map((i) => ({ ...i, status: 'uploading' })) };
    case 'progress':
      return updateItem(state, event.key, (i) => ({ ...i, loaded: Math.min(Math.max(event.loaded, i.loaded), i.size) }));
    case 'fileDone':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'done', loaded: i.size, document: event.document }));
    case 'fileFailed':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'failed', errorCode: event.code }));
    case 'fileCanceled':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'canceled' }));
    case 'cancelAll':
      if (state.status === 'selected') return { status: 'idle' };
      if (state.status !== 'uploading') return state;
      return conclude(state.containerId, state.items.map((i) => (settled(i) ? i : { ...i, status: 'canceled' })));
    case 'reset':
      return state.status === 'uploading' ? state : initialUploadState;
  }
}

export interface UploadSummary {
  total: number;
  succeeded: UploadItem[];
  failed: UploadItem[];
  /** Bytes sent over bytes to send, 0..100. */
  percent: number;
}

export function summarizeUpload(state: UploadState): UploadSummary {
  const items = state.status === 'idle' ? [] : state.items;
  const size = items.reduce((sum, i) => sum + i.size, 0);
  const loaded = items.reduce((sum, i) => sum + (i.status === 'done' ? i.size : i.loaded), 0);
  return {
    total: items.length,
    succeeded: items.filter((i) => i.status === 'done'),
    failed: items.filter((i) => i.status === 'failed'),
    percent: size === 0 ? (items.length && items.every((i) => i.status === 'done') ? 100 : 0) : Math.round((loaded / size) * 100),
  };
}

export const itemPercent = (item: UploadItem): number =>
  item.status === 'done' ? 100 : item.size === 0 ? 0 : Math.round((item.loaded / item.size) * 100);
