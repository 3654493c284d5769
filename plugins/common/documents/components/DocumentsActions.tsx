import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Container } from '@portico/contract/documents';
import { canChangeFolder, type FolderDeps } from '../flows/folder-flow';
import type { TrashFlow } from '../flows/trash-flow';
import { DeleteFolderDialog, RenameFolderDialog } from './FolderDialogs';
import { TrashDialog } from './TrashDialog';
import './documents-change.css';

/** Accepted by "Scan from device": the camera's photo or a scanner app's PDF. */
export const SCAN_ACCEPT = 'image/*,application/pdf';

export interface DocumentsActionsProps {
  folder: Container | null;
  folders: FolderDeps;
  trash: TrashFlow;
  readOnly: boolean;
  /** A data room: nothing here changes documents, so only the folder's heading stays (no Trash, no folder changes, no scan). */
  dataRoom: boolean;
  /** Hidden by ClientCenterHideScanFromDevice, or when the open folder takes no uploads. */
  canScan: boolean;
  onScan: (files: File[]) => void;
}

/** Beside the folder's heading: the Trash, renaming and deleting the open folder, and on phones a scan entry. */
export function DocumentsActions({ folder, folders, trash, readOnly, dataRoom, canScan, onScan }: DocumentsActionsProps) {
  const { t } = useTranslation('common.documents');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const scanInput = useRef<HTMLInputElement>(null);
  if (dataRoom) return null;
  const changeable = !readOnly && canChangeFolder(folder);
  return (
    <div className="documents-actions">
      {canScan && !readOnly && (
        <>
          <button type="button" className="documents-button documents-scan" onClick={() => scanInput.current?.click()}>{t('scanFromDevice')}</button>
          <input
            ref={scanInput}
            type="file"
            accept={SCAN_ACCEPT}
            capture="environment"
            hidden
            data-testid="documents-scan-input"
            aria-label={t('scanFromDevice')}
            onChange={(e) => {
              onScan([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </>
      )}
      {changeable && (
        <>
          <button type="button" className="documents-button" onClick={() => setDialog('rename')}>{t('renameFolder')}</button>
          <button type="button" className="documents-button" onClick={() => setDialog('delete')}>{t('deleteFolder')}</button>
        </>
      )}
      <button type="button" className="documents-button" onClick={() => void trash.open()}>{t('trashOpen')}</button>
      {dialog === 'rename' && changeable && <RenameFolderDialog deps={folders} folder={folder} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && changeable && <DeleteFolderDialog deps={folders} folder={folder} retentionDays={trash.state.retentionDays} onClose={() => setDialog(null)} />}
      <TrashDialog flow={trash} readOnly={readOnly} />
    </div>
  );
}
