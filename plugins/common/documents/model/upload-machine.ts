import type { Document, UploadFilter } from '@portico/contract/documents';

/** Where an upload goes: bound when it starts, so switching client or folder meanwhile cannot mix them up. */
export interface UploadTarget {
  clientId: string;
  clientName: string;
  containerId: string;
  folderName: string;
  /** The metadata filter of the view the upload was made from, sent with each file (spec 000 §7). */
  filter?: UploadFilter;
}

/** 'conflict': the folder has a document of that name; the file waits for keep both, replace or skip. */
export type UploadItemStatus = 'queued' | 'uploading' | 'conflict' | 'done' | 'failed' | 'canceled';
export type ConflictChoice = 'keepBoth' | 'replace';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadItemStatus;
  /** Machine code of a refusal (FILE_CONTENT_MISMATCH, …) or NETWORK_ERROR. */
  errorCode?: string;
  /** For a conflict: whether the existing document may be replaced (not a firm's upload). */
  canReplace?: boolean;
  /** The user's answer to a conflict, sent with the next try. */
  choice?: ConflictChoice;
  document?: Document;
}

/** Upload state of spec 000 §3, plus 'asking' while files wait for a same-name decision. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'selected' | 'uploading' | 'asking'; target: UploadTarget; items: UploadItem[] }
  | { status: 'success' | 'failed' | 'canceled'; target: UploadTarget; items: UploadItem[] };

export type UploadEvent =
  | { type: 'select'; target: UploadTarget; files: Array<{ key: string; name: string; size: number }> }
  | { type: 'start' }
  | { type: 'progress'; key: string; loaded: number }
  | { type: 'fileDone'; key: string; document: Document }
  | { type: 'fileFailed'; key: string; code: string }
  | { type: 'fileConflict'; key: string; canReplace: boolean }
  | { type: 'resolve'; key: string; choice: ConflictChoice | 'skip' }
  | { type: 'fileCanceled'; key: string }
  | { type: 'cancelAll' }
  | { type: 'reset' };

export const initialUploadState: UploadState = { status: 'idle' };

const settled = (item: UploadItem) => item.status === 'done' || item.status === 'failed' || item.status === 'canceled';
const active = (state: UploadState): state is Exclude<UploadState, { status: 'idle' }> =>
  state.status === 'uploading' || state.status === 'asking';

/** Asking once only conflicts are left; once every file has settled: failed if any failed, canceled if none was stored, else success. */
function conclude(target: UploadTarget, items: UploadItem[]): UploadState {
  if (items.some((i) => i.status === 'queued' || i.status === 'uploading')) return { status: 'uploading', target, items };
  if (items.some((i) => i.status === 'conflict')) return { status: 'asking', target, items };
  if (items.some((i) => i.status === 'failed')) return { status: 'failed', target, items };
  if (items.some((i) => i.status === 'done')) return { status: 'success', target, items };
  return { status: 'canceled', target, items };
}

function updateItem(state: UploadState, key: string, change: (item: UploadItem) => UploadItem): UploadState {
  if (!active(state)) return state;
  const items = state.items.map((item) => (item.key === key && !settled(item) ? change(item) : item));
  return conclude(state.target, items);
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'select':
      // A new selection is refused while files are still being sent or wait for a decision.
      if (active(state) || event.files.length === 0) return state;
      return {
        status: 'selected',
        target: event.target,
        items: event.files.map((f) => ({ key: f.key, name: f.name, size: f.size, loaded: 0, status: 'queued' })),
      };
    case 'start':
      if (state.status !== 'selected') return state;
      return { status: 'uploading', target: state.target, items: state.items.map((i) => ({ ...i, status: 'uploading' })) };
    case 'progress':
      return updateItem(state, event.key, (i) => ({ ...i, loaded: Math.min(Math.max(event.loaded, i.loaded), i.size) }));
    case 'fileDone':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'done', loaded: i.size, document: event.document }));
    case 'fileFailed':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'failed', errorCode: event.code }));
    case 'fileConflict':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'conflict', loaded: 0, canReplace: event.canReplace }));
    case 'resolve':
      return updateItem(state, event.key, (i) => {
        if (i.status !== 'conflict') return i;
        if (event.choice === 'skip' || (event.choice === 'replace' && !i.canReplace)) return { ...i, status: 'canceled' };
        return { ...i, status: 'uploading', choice: event.choice };
      });
    case 'fileCanceled':
      return updateItem(state, event.key, (i) => ({ ...i, status: 'canceled' }));
    case 'cancelAll':
      if (state.status === 'selected') return { status: 'idle' };
      if (!active(state)) return state;
      return conclude(state.target, state.items.map((i) => (settled(i) ? i : { ...i, status: 'canceled' })));
    case 'reset':
      return active(state) ? state : initialUploadState;
  }
}

export interface UploadSummary {
  total: number;
  succeeded: UploadItem[];
  failed: UploadItem[];
  conflicts: UploadItem[];
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
    conflicts: items.filter((i) => i.status === 'conflict'),
    percent: size === 0 ? (items.length && items.every((i) => i.status === 'done') ? 100 : 0) : Math.round((loaded / size) * 100),
  };
}

/** True while bytes may still be sent: a reload or tab close then loses them. */
export const isUploadInFlight = (state: UploadState): boolean => state.status === 'selected' || state.status === 'uploading';

export const itemPercent = (item: UploadItem): number =>
  item.status === 'done' ? 100 : item.size === 0 ? 0 : Math.round((item.loaded / item.size) * 100);
