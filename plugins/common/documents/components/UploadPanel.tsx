import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { UploadFlow } from '../flows/upload-flow';
import { isUploadInFlight, itemPercent, summarizeUpload, type UploadState } from '../model/upload-machine';
import { reasonFor } from '../flows/alert-texts';
import { ConflictDialog } from './ConflictDialog';
import { RenameDialog } from './RenameDialog';
import { useBeforeUnload } from './use-before-unload';
import './documents-change.css';

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label} className="documents-progress">
      <progress max={100} value={value} aria-hidden="true" />
    </div>
  );
}

/**
 * Per-file and overall progress with cancel buttons, naming the client and folder the files go to; stays after
 * the end until dismissed. Owns the upload's questions (rename, same name) and the leave-page warning.
 */
export function UploadPanel({ flow }: { flow: UploadFlow }) {
  const { t } = useTranslation('common.documents');
  const { machine } = useSnapshot(flow.state) as { machine: UploadState };
  useBeforeUnload(isUploadInFlight(machine));
  return (
    <>
      {machine.status !== 'idle' && <UploadProgress flow={flow} machine={machine} />}
      <RenameDialog flow={flow} />
    </>
  );
}

function UploadProgress({ flow, machine }: { flow: UploadFlow; machine: Exclude<UploadState, { status: 'idle' }> }) {
  const { t } = useTranslation('common.documents');
  const summary = summarizeUpload(machine);
  const running = machine.status === 'uploading' || machine.status === 'asking';
  // The client's own files that arrived: the firm has them, but nobody there has opened them yet (their receipts).
  const ownUploads = running ? 0 : summary.succeeded.filter((i) => i.document && !i.document.uploadedByStaff).length;
  return (
    <section className="documents-upload" aria-label={t('uploadPanel')}>
      <p className="documents-upload__target">
        {t('uploadTarget', { folder: machine.target.folderName, client: machine.target.clientName })}
      </p>
      <div className="documents-upload__overall">
        <span aria-live="polite">{t(`uploadStatus.${machine.status}`, { done: summary.succeeded.length, total: summary.total, count: summary.total })}</span>
        <ProgressBar value={summary.percent} label={t('uploadOverallProgress')} />
        {running ? (
          <button type="button" className="documents-button" onClick={() => flow.cancelAll()}>{t('cancelAllUploads')}</button>
        ) : (
          <button type="button" className="documents-icon-button" aria-label={t('close')} onClick={() => flow.dismiss()}>×</button>
        )}
      </div>
      <ul className="documents-upload__files">
        {machine.items.map((item) => (
          <li key={item.key} className={`documents-upload__file is-${item.status}`}>
            <span className="documents-upload__name">{item.name}</span>
            <ProgressBar value={itemPercent(item)} label={t('uploadFileProgress', { name: item.name })} />
            <span className="documents-upload__state">
              {item.status === 'failed' ? reasonFor(t, item.errorCode ?? 'INTERNAL_ERROR') : t(`uploadItem.${item.status}`)}
            </span>
            {item.status === 'uploading' && (
              <button type="button" className="documents-icon-button" aria-label={t('cancelUpload', { name: item.name })} onClick={() => flow.cancel(item.key)}>×</button>
            )}
          </li>
        ))}
      </ul>
      {ownUploads > 0 && <p className="documents-upload__receipt">{t('receipt.uploaded', { count: ownUploads })}</p>}
      {summary.conflicts.length > 0 && <ConflictDialog flow={flow} conflicts={summary.conflicts} folderName={machine.target.folderName} />}
    </section>
  );
}
