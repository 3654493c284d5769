import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolbarProps {
  readOnly: boolean;
  selectedCount: number;
  canUpload: boolean;
  showAddFolder: boolean;
  flatToggle: { available: boolean; on: boolean; onChange: (on: boolean) => void };
  search: string;
  onSearch: (text: string) => void;
  onUpload: (files: File[]) => void;
  onAddFolder: (name: string) => void;
  onSend: () => void;
  onDelete: () => void;
}

/** Actions on the open folder and the selection; write actions are disabled in preview with a note why. */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation('core.documents');
  const fileInput = useRef<HTMLInputElement>(null);
  const [folderName, setFolderName] = useState<string | null>(null);
  const searchId = useId();
  const folderId = useId();
  const noteId = useId();
  const writeDisabled = props.readOnly;
  const describedBy = props.readOnly ? noteId : undefined;

  return (
    <div className="documents-toolbar" role="toolbar" aria-label={t('toolbar')}>
      <button type="button" className="documents-button documents-button--primary" disabled={writeDisabled || !props.canUpload} aria-describedby={describedBy} onClick={() => fileInput.current?.click()}>
        {t('upload')}
      </button>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="documents-file-input"
        aria-label={t('upload')}
        onChange={(e) => {
          props.onUpload([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {props.showAddFolder && (folderName === null ? (
        <button type="button" className="documents-button" disabled={writeDisabled} aria-describedby={describedBy} onClick={() => setFolderName('')}>
          {t('newFolder')}
        </button>
      ) : (
        <form
          className="documents-toolbar__folder"
          onSubmit={(e) => {
            e.preventDefault();
            if (folderName.trim()) props.onAddFolder(folderName);
            setFolderName(null);
          }}
        >
          <label htmlFor={folderId} className="visually-hidden">{t('newFolderName')}</label>
          <input id={folderId} autoFocus value={folderName} maxLength={120} placeholder={t('newFolderName')} onChange={(e) => setFolderName(e.target.value)} />
          <button type="submit" className="documents-button">{t('create')}</button>
          <button type="button" className="documents-button" onClick={() => setFolderName(null)}>{t('cancel')}</button>
        </form>
      ))}
      <button type="button" className="documents-button" disabled={writeDisabled || props.selectedCount === 0} aria-describedby={describedBy} onClick={props.onSend}>
        {t('sendSelected', { count: props.selectedCount })}
      </button>
      <button type="button" className="documents-button" disabled={writeDisabled || props.selectedCount === 0} aria-describedby={describedBy} onClick={props.onDelete}>
        {t('deleteSelected', { count: props.selectedCount })}
      </button>
      {props.flatToggle.available && (
        <label className="documents-toolbar__toggle">
          <input type="checkbox" checked={props.flatToggle.on} onChange={(e) => props.flatToggle.onChange(e.target.checked)} />
          {t('flatToggle')}
        </label>
      )}
      <label htmlFor={searchId} className="visually-hidden">{t('search')}</label>
      <input id={searchId} type="search" className="documents-toolbar__search" placeholder={t('search')} value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
      {props.readOnly && <p id={noteId} className="documents-toolbar__note">{t('previewReadOnlyNotice')}</p>}
    </div>
  );
}
