import { describe, expect, it } from 'vitest';
import { doc, staffDoc } from '../testing/fixtures';
import { deleteReducer, initialDeleteState, type DeleteEvent } from './delete-machine';

const mine = doc('1', { name: 'Receipts.pdf' });
const mine2 = doc('2', { name: 'Vendor list.csv' });
const staff = staffDoc('9', 'Form 1120.pdf');
const run = (events: DeleteEvent[]) => events.reduce(deleteReducer, initialDeleteState);

describe('deleteReducer', () => {
  it('request → pending confirmation → cancel', () => {
    expect(run([{ type: 'request', docs: [mine] }]).status).toBe('pendingConfirmation');
    expect(run([{ type: 'request', docs: [mine] }, { type: 'cancel' }]).status).toBe('canceled');
  });

  it('confirm → deleting only the documents the user may delete', () => {
    const s = run([{ type: 'request', docs: [mine, staff] }, { type: 'confirm' }]);
    expect(s).toMatchObject({ status: 'deleting', toDelete: [mine], staffUploads: [staff] });
  });

  it('all trashed → deleted with the documents to remove', () => {
    const s = run([{ type: 'request', docs: [mine, mine2] }, { type: 'confirm' }, { type: 'trashed', result: { trashed: ['1', '2'], staffUploads: [], notFound: [] } }]);
    expect(s).toMatchObject({ status: 'deleted', results: { successCount: 2, failCount: 0, docsToRemove: ['1', '2'], totalCount: 2 } });
  });

  it('staff uploads are reported, not deleted, and make the outcome a failure report', () => {
    const s = run([{ type: 'request', docs: [mine, staff] }, { type: 'confirm' }, { type: 'trashed', result: { trashed: ['1'], staffUploads: [], notFound: [] } }]);
    expect(s).toMatchObject({ status: 'failed', results: { successCount: 1, failCount: 0, staffUploads: ['Form 1120.pdf'], docsToRemove: ['1'] } });
  });

  it('only staff uploads: no deleting step at all', () => {
    const s = run([{ type: 'request', docs: [staff] }, { type: 'confirm' }]);
    expect(s).toMatchObject({ status: 'failed', results: { successCount: 0, staffUploads: ['Form 1120.pdf'] } });
  });

  it('partial failure: documents the server did not trash are counted and named', () => {
    const s = run([{ type: 'request', docs: [mine, mine2] }, { type: 'confirm' }, { type: 'trashed', result: { trashed: ['1'], staffUploads: [], notFound: ['2'] } }]);
    expect(s).toMatchObject({ status: 'failed', results: { successCount: 1, failCount: 1, failNames: ['Vendor list.csv'] } });
  });

  it('server-side staff refusals join the staff-upload report', () => {
    const s = run([{ type: 'request', docs: [mine] }, { type: 'confirm' }, { type: 'trashed', result: { trashed: [], staffUploads: [{ id: '1', name: 'Receipts.pdf' }], notFound: [] } }]);
    expect(s).toMatchObject({ status: 'failed', results: { failCount: 0, staffUploads: ['Receipts.pdf'] } });
  });

  it('a failed call → failed with every document counted and the code kept', () => {
    const s = run([{ type: 'request', docs: [mine, mine2] }, { type: 'confirm' }, { type: 'errored', code: 'PREVIEW_READ_ONLY' }]);
    expect(s).toMatchObject({ status: 'failed', results: { failCount: 2, successCount: 0, errorCode: 'PREVIEW_READ_ONLY' } });
  });

  it('ignores events out of order', () => {
    expect(run([{ type: 'confirm' }]).status).toBe('idle');
    const deleting = run([{ type: 'request', docs: [mine] }, { type: 'confirm' }]);
    expect(deleteReducer(deleting, { type: 'cancel' })).toBe(deleting);
    expect(deleteReducer(deleting, { type: 'request', docs: [mine2] })).toBe(deleting);
  });
});
