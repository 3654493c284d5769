import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberedName } from '@portico/contract/file-names';
import { Dialog } from '@portico/plugin';
import type { UploadFlow } from '../flows/upload-flow';
import type { ConflictChoice, UploadItem } from '../model/upload-machine';

/**
 * A file whose name the folder already has: keep both (a numbered name) or replace (the old file stays as a
 * version), one file at a time or, with the box ticked, the same answer for the others too.
 */
export function ConflictDialog({ flow, conflicts, folderName }: { flow: UploadFlow; conflicts: readonly UploadItem[]; folderName: string }) {
  const { t } = useTranslation('common.documents');
  const [applyToAll, setApplyToAll] = useState(false);
  const keepBoth = useRef<HTMLButtonElement>(null);
  const item = conflicts[0]!;
  const others = conflicts.length - 1;
  const answer = (choice: ConflictChoice | 'skip') => {
    const targets = applyToAll
      ? conflicts.filter((c) => choice !== 'replace' || c.canReplace).map((c) => c.key)
      : [item.key];
    void flow.resolve(targets, choice);
  };
  return (
    <Dialog
      title={t('conflictTitle')}
      onClose={() => answer('skip')}
      initialFocus={keepBoth}
      className="documents-conflict-dialog"
      footer={
        <div className="documents-dialog-buttons">
          <button type="button" className="documents-button" onClick={() => answer('skip')}>{t('conflictSkip')}</button>
          <button type="button" className="documents-button" disabled={!item.canReplace} onClick={() => answer('replace')}>{t('conflictReplace')}</button>
          <button ref={keepBoth} type="button" className="documents-button documents-button--primary" onClick={() => answer('keepBoth')}>{t('conflictKeepBoth')}</button>
        </div>
      }
    >
      <p>{t('conflictQuestion', { name: item.name, folder: folderName })}</p>
      <ul className="documents-dialog-list">
        <li>{t('conflictKeepBothHint', { name: numberedName(item.name, 2) })}</li>
        <li>{item.canReplace ? t('conflictReplaceHint') : t('conflictReplaceForbidden')}</li>
      </ul>
      {others > 0 && (
        <label className="documents-dialog-check">
          <input type="checkbox" checked={applyToAll} onChange={(e) => setApplyToAll(e.target.checked)} />
          {t('conflictApplyToAll', { count: others })}
        </label>
      )}
    </Dialog>
  );
}
