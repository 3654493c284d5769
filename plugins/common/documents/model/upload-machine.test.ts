import { describe, expect, it } from 'vitest';
import { doc } from '../testing/fixtures';
import { initialUploadState, isUploadInFlight, summarizeUpload, uploadReducer, type UploadEvent, type UploadState, type UploadTarget } from './upload-machine';

const run = (events: UploadEvent[], from: UploadState = initialUploadState) => events.reduce(uploadReducer, from);
const target: UploadTarget = { clientId: 'c1', clientName: 'Acme', containerId: 'uploads', folderName: 'Client Uploads' };
const select: UploadEvent = { type: 'select', target, files: [{ key: 'a', name: 'a.pdf', size: 100 }, { key: 'b', name: 'b.pdf', size: 300 }] };

describe('uploadReducer', () => {
  it('idle → selected → uploading with queued then uploading files', () => {
    const selected = run([select]);
    expect(selected.status).toBe('selected');
    const uploading = uploadReducer(selected, { type: 'start' });
    expect(uploading).toMatchObject({ status: 'uploading', items: [{ status: 'uploading' }, { status: 'uploading' }] });
  });

  it('an empty selection stays idle', () => {
    expect(run([{ type: 'select', target, files: [] }]).status).toBe('idle');
  });

  it('tracks per-file and overall progress, never backwards', () => {
    const s = run([select, { type: 'start' }, { type: 'progress', key: 'a', loaded: 50 }, { type: 'progress', key: 'b', loaded: 150 }, { type: 'progress', key: 'a', loaded: 20 }]);
    expect(s.status === 'uploading' && s.items[0]!.loaded).toBe(50);
    expect(summarizeUpload(s).percent).toBe(50);
  });

  it('all files stored → success', () => {
    const s = run([select, { type: 'start' }, { type: 'fileDone', key: 'a', document: doc('1') }, { type: 'fileDone', key: 'b', document: doc('2') }]);
    expect(s.status).toBe('success');
    expect(summarizeUpload(s)).toMatchObject({ total: 2, percent: 100 });
  });

  it('stays uploading until the last file settles, then failed on a partial failure', () => {
    const half = run([select, { type: 'start' }, { type: 'fileDone', key: 'a', document: doc('1') }]);
    expect(half.status).toBe('uploading');
    const s = uploadReducer(half, { type: 'fileFailed', key: 'b', code: 'FILE_CONTENT_MISMATCH' });
    expect(s.status).toBe('failed');
    const summary = summarizeUpload(s);
    expect(summary.succeeded.map((i) => i.name)).toEqual(['a.pdf']);
    expect(summary.failed).toMatchObject([{ name: 'b.pdf', errorCode: 'FILE_CONTENT_MISMATCH' }]);
  });

  it('every file failing → failed with no successes', () => {
    const s = run([select, { type: 'start' }, { type: 'fileFailed', key: 'a', code: 'NETWORK_ERROR' }, { type: 'fileFailed', key: 'b', code: 'NETWORK_ERROR' }]);
    expect(s.status).toBe('failed');
    expect(summarizeUpload(s).succeeded).toHaveLength(0);
  });

  it('cancelling one file keeps the other going; the stored one makes it a success', () => {
    const s = run([select, { type: 'start' }, { type: 'fileCanceled', key: 'b' }]);
    expect(s.status).toBe('uploading');
    expect(uploadReducer(s, { type: 'fileDone', key: 'a', document: doc('1') }).status).toBe('success');
  });

  it('cancel all while uploading → canceled; while selected → idle', () => {
    expect(run([select, { type: 'start' }, { type: 'cancelAll' }]).status).toBe('canceled');
    expect(run([select, { type: 'cancelAll' }]).status).toBe('idle');
  });

  it('late events of a settled file are ignored and reset is refused while uploading', () => {
    const s = run([select, { type: 'start' }, { type: 'fileCanceled', key: 'a' }, { type: 'fileDone', key: 'a', document: doc('1') }]);
    expect(s.status === 'uploading' && s.items[0]!.status).toBe('canceled');
    expect(uploadReducer(s, { type: 'reset' })).toBe(s);
    expect(uploadReducer(s, select)).toBe(s);
  });

  it('keeps the client and folder it was started for', () => {
    const s = run([select, { type: 'start' }, { type: 'fileDone', key: 'a', document: doc('1') }, { type: 'fileDone', key: 'b', document: doc('2') }]);
    expect(s.status !== 'idle' && s.target).toEqual(target);
  });

  it('a same-name file waits (asking) once nothing else is sent, and goes again with the chosen answer', () => {
    const asking = run([select, { type: 'start' }, { type: 'fileConflict', key: 'a', canReplace: true }, { type: 'fileDone', key: 'b', document: doc('2') }]);
    expect(asking.status).toBe('asking');
    expect(summarizeUpload(asking).conflicts.map((i) => i.name)).toEqual(['a.pdf']);
    expect(isUploadInFlight(asking)).toBe(false);
    const again = uploadReducer(asking, { type: 'resolve', key: 'a', choice: 'replace' });
    expect(again).toMatchObject({ status: 'uploading', items: [{ status: 'uploading', choice: 'replace' }, { status: 'done' }] });
    expect(isUploadInFlight(again)).toBe(true);
  });

  it('skipping a conflict cancels that file; replace is refused when the existing one may not be replaced', () => {
    const asking = run([select, { type: 'start' }, { type: 'fileConflict', key: 'a', canReplace: false }, { type: 'fileConflict', key: 'b', canReplace: true }]);
    const s = run([{ type: 'resolve', key: 'a', choice: 'replace' }, { type: 'resolve', key: 'b', choice: 'skip' }], asking);
    expect(s).toMatchObject({ status: 'canceled', items: [{ status: 'canceled' }, { status: 'canceled' }] });
  });
});
