import type { Document, TrashResult } from '@portico/contract/documents';

export type DeleteDoc = Pick<Document, 'id' | 'name' | 'permissions'>;

/** Results of spec 000 §3's delete flow state. */
export interface DeleteResults {
  totalCount: number;
  successCount: number;
  failCount: number;
  failNames: string[];
  /** Names of documents without canDelete: reported, never sent for deletion. */
  staffUploads: string[];
  docsToRemove: string[];
  /** Set when the trash call itself failed (its machine code). */
  errorCode?: string;
}

export type DeleteState =
  | { status: 'idle' }
  | { status: 'pendingConfirmation'; docs: DeleteDoc[] }
  | { status: 'deleting'; docs: DeleteDoc[]; toDelete: DeleteDoc[]; staffUploads: DeleteDoc[] }
  | { status: 'deleted' | 'failed'; docs: DeleteDoc[]; results: DeleteResults }
  | { status: 'canceled' };

export type DeleteEvent =
  | { type: 'request'; docs: DeleteDoc[] }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'trashed'; result: TrashResult }
  | { type: 'errored'; code: string }
  | { type: 'reset' };

export const initialDeleteState: DeleteState = { status: 'idle' };

function results(docs: DeleteDoc[], staff: DeleteDoc[], failed: DeleteDoc[], trashed: string[], errorCode?: string): DeleteResults {
  return {
    totalCount: docs.length,
    successCount: trashed.length,
    failCount: failed.length,
    failNames: failed.map((d) => d.name),
    staffUploads: staff.map((d) => d.name),
    docsToRemove: trashed,
    ...(errorCode ? { errorCode } : {}),
  };
}

export function deleteReducer(state: DeleteState, event: DeleteEvent): DeleteState {
  switch (event.type) {
    case 'request':
      if (state.status === 'deleting' || event.docs.length === 0) return state;
      return { status: 'pendingConfirmation', docs: event.docs };
    case 'cancel':
      return state.status === 'pendingConfirmation' ? { status: 'canceled' } : state;
    case 'confirm': {
      if (state.status !== 'pendingConfirmation') return state;
      const toDelete = state.docs.filter((d) => d.permissions.canDelete);
      const staffUploads = state.docs.filter((d) => !d.permissions.canDelete);
      // Nothing the user may delete: no call, only the staff-upload report.
      if (toDelete.length === 0) return { status: 'failed', docs: state.docs, results: results(state.docs, staffUploads, [], []) };
      return { status: 'deleting', docs: state.docs, toDelete, staffUploads };
    }
    case 'trashed': {
      if (state.status !== 'deleting') return state;
      const trashed = new Set(event.result.trashed);
      const serverStaff = new Set(event.result.staffUploads.map((s) => s.id));
      const staff = [...state.staffUploads, ...state.toDelete.filter((d) => serverStaff.has(d.id))];
      const failed = state.toDelete.filter((d) => !trashed.has(d.id) && !serverStaff.has(d.id));
      const r = results(state.docs, staff, failed, state.toDelete.filter((d) => trashed.has(d.id)).map((d) => d.id));
      return { status: r.failCount === 0 && r.staffUploads.length === 0 ? 'deleted' : 'failed', docs: state.docs, results: r };
    }
    case 'errored':
      if (state.status !== 'deleting') return state;
      return { status: 'failed', docs: state.docs, results: results(state.docs, state.staffUploads, state.toDelete, [], event.code) };
    case 'reset':
      return state.status === 'deleting' ? state : initialDeleteState;
  }
}
