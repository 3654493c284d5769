import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Container } from '@portico/contract/documents';
import { Dialog } from '@portico/plugin';
import { deleteFolder, folderNameProblem, renameFolder, type FolderDeps } from '../flows/folder-flow';
import { reasonFor } from '../flows/alert-texts';
import { useNameProblemText } from './RenameDialog';
import './documents-change.css';

/** Renames a folder: the current name to edit, the file-name rule checked before sending, the server's refusal shown in place. */
export function RenameFolderDialog({ deps, folder, onClose }: { deps: FolderDeps; folder: Container; onClose: () => void }) {
  const { t } = useTranslation('common.documents');
  const problemText = useNameProblemText();
  const inputId = useId();
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const problem = folderNameProblem(name);
    if (problem) return setError(problemText(problem));
    setBusy(true);
    const code = await renameFolder(deps, folder, name);
    setBusy(false);
    if (code) setError(reasonFor(t, code));
    else onClose();
  };
  return (
    <Dialog
      title={t('renameFolderTitle')}
      onClose={onClose}
      size="small"
      footer={
        <div className="documents-dialog-buttons">
          <button type="button" className="documents-button" onClick={onClose}>{t('cancel')}</button>
          <button type="submit" form={`${inputId}-form`} className="documents-button documents-button--primary" disabled={busy}>{t('renameFolderSave')}</button>
        </div>
      }
    >
      <form id={`${inputId}-form`} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <div className="documents-dialog-field">
          <label htmlFor={inputId}>{t('renameFolderLabel', { name: folder.name })}</label>
          <input id={inputId} value={name} maxLength={120} aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => { setName(e.target.value); setError(null); }} />
          {error && <p id={`${inputId}-error`} className="documents-dialog-error" role="alert">{error}</p>}
        </div>
      </form>
    </Dialog>
  );
}

/** Deletes a folder after asking; a folder with documents sends them to the trash, which the question says. */
export function DeleteFolderDialog({ deps, folder, retentionDays, onClose }: { deps: FolderDeps; folder: Container; retentionDays: number; onClose: () => void }) {
  const { t } = useTranslation('common.documents');
  const cancel = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const code = await deleteFolder(deps, folder);
    setBusy(false);
    if (code) setError(code === 'FOLDER_NOT_EMPTY' ? t('deleteFolderNotEmpty') : reasonFor(t, code));
    else onClose();
  };
  return (
    <Dialog
      title={t('deleteFolderTitle')}
      onClose={onClose}
      size="small"
      initialFocus={cancel}
      footer={
        <div className="documents-dialog-buttons">
          <button ref={cancel} type="button" className="documents-button" onClick={onClose}>{t('cancel')}</button>
          <button type="button" className="documents-button documents-button--danger" disabled={busy || Boolean(error)} onClick={() => void submit()}>{t('delete')}</button>
        </div>
      }
    >
      <p>{t('deleteFolderQuestion', { name: folder.name })}</p>
      {folder.hasFiles && <p>{retentionDays ? t('deleteFolderWithDocuments', { count: retentionDays }) : t('deleteFolderWithDocumentsNoDays')}</p>}
      {error && <p className="documents-dialog-error" role="alert">{error}</p>}
    </Dialog>
  );
}
