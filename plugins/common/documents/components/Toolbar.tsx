import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchScope = 'folder' | 'client';

export interface ToolbarProps {
  readOnly: boolean;
  /** A data room: the write actions are not offered at all, a note says what the user can do. */
  dataRoom: boolean;
  selectedCount: number;
  /** Of the selection, the documents the user may delete: the firm's own uploads are not theirs to delete. */
  deletableCount: number;
  canUpload: boolean;
  showAddFolder: boolean;
  /** The open folder: where "New folder" creates one. */
  folderName: string;
  flatToggle: { available: boolean; on: boolean; onChange: (on: boolean) => void };
  search: string;
  onSearch: (text: string) => void;
  /** Whether search covers the open folder or every folder of the client; absent where there are no folders. */
  searchScope?: { value: SearchScope; onChange: (scope: SearchScope) => void };
  onUpload: (files: File[]) => void;
  onAddFolder: (name: string) => void;
  onSend: () => void;
  onDelete: () => void;
}

/**
 * Actions on the open folder and the selection; write actions are disabled in preview with a note why, and left out
 * in a data room with a note of what the user can do.
 * On a phone the toolbar keeps one row: Upload and search stay, the other actions move behind "More".
 */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation('common.documents');
  const fileInput = useRef<HTMLInputElement>(null);
  const [folderName, setFolderName] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const folderId = useId();
  const noteId = useId();
  const menuId = useId();
  const lockedId = useId();
  const locked = props.selectedCount - props.deletableCount;
  const writeDisabled = props.readOnly;
  const describedBy = props.readOnly ? noteId : undefined;
  const writes = !props.dataRoom;
  const hasMenu = writes || props.flatToggle.available;

  // The menu closes on a click elsewhere or Esc, as menus do.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);
  const closeMenuAfter = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };

  return (
    <div className="documents-toolbar" role="toolbar" aria-label={t('toolbar')}>
      {writes && (
        <>
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
        </>
      )}
      {hasMenu && (
        <div
          ref={menu}
          className="documents-toolbar__more"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && menuOpen) {
              e.stopPropagation();
              setMenuOpen(false);
            }
          }}
        >
          <button type="button" className="documents-button documents-toolbar__more-button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen(!menuOpen)}>
            {t('moreActions')}
          </button>
          <div id={menuId} className={`documents-toolbar__secondary${menuOpen ? ' is-open' : ''}`}>
            {writes && (
              <>
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
                      setMenuOpen(false);
                    }}
                  >
                    <label htmlFor={folderId} className="documents-toolbar__folder-label">{t('newFolderIn', { folder: props.folderName })}</label>
                    <input id={folderId} autoFocus value={folderName} maxLength={120} placeholder={t('newFolderName')} onChange={(e) => setFolderName(e.target.value)} />
                    <button type="submit" className="documents-button">{t('create')}</button>
                    <button type="button" className="documents-button" onClick={() => setFolderName(null)}>{t('cancel')}</button>
                  </form>
                ))}
                <button type="button" className="documents-button" disabled={writeDisabled || props.selectedCount === 0} aria-describedby={describedBy} onClick={closeMenuAfter(props.onSend)}>
                  {t('sendSelected', { count: props.selectedCount })}
                </button>
                <button
                  type="button"
                  className="documents-button"
                  disabled={writeDisabled || props.deletableCount === 0}
                  aria-describedby={describedBy ?? (locked > 0 ? lockedId : undefined)}
                  onClick={closeMenuAfter(props.onDelete)}
                >
                  {t('deleteSelected', { count: props.deletableCount })}
                </button>
                {locked > 0 && <span id={lockedId} className="visually-hidden">{t('deleteLockedNote', { count: locked })}</span>}
              </>
            )}
            {props.flatToggle.available && (
              <label className="documents-toolbar__toggle">
                <input type="checkbox" checked={props.flatToggle.on} onChange={(e) => props.flatToggle.onChange(e.target.checked)} />
                {t('flatToggle')}
              </label>
            )}
          </div>
        </div>
      )}
      <div className="documents-toolbar__search">
        <label htmlFor={searchId} className="visually-hidden">{t('search')}</label>
        <input id={searchId} type="search" placeholder={t('search')} value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
        {props.searchScope && (
          <select aria-label={t('searchScope')} value={props.searchScope.value} onChange={(e) => props.searchScope!.onChange(e.target.value as SearchScope)}>
            <option value="folder">{t('searchScopeFolder')}</option>
            <option value="client">{t('searchScopeClient')}</option>
          </select>
        )}
      </div>
      {props.readOnly && <p id={noteId} className="documents-toolbar__note">{t('previewReadOnlyNotice')}</p>}
      {props.dataRoom && <p className="documents-toolbar__note" role="note">{t('dataRoomNotice')}</p>}
    </div>
  );
}
