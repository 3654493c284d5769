import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '@portico/plugin';
import { Icon } from '@portico/toolkit/icons';
import type { DeleteFlow } from '../flows/delete-flow';
import './documents-change.css';

/**
 * The delete confirmation of spec 000 §2: what goes to the trash, and apart from it what the firm uploaded and
 * the user cannot delete. Focus starts on Cancel so no key press confirms by accident; Esc cancels.
 */
export function DeleteConfirmModal({ flow }: { flow: DeleteFlow }) {
  const { t } = useTranslation('common.documents');
  const { machine } = useSnapshot(flow.state);
  const cancel = useRef<HTMLButtonElement>(null);
  if (machine.status !== 'pendingConfirmation' && machine.status !== 'deleting') return null;
  const deletable = machine.docs.filter((d) => d.permissions.canDelete);
  const locked = machine.docs.filter((d) => !d.permissions.canDelete);
  const busy = machine.status === 'deleting';
  return (
    <Dialog
      title={t('deleteModalTitle', { count: deletable.length || machine.docs.length })}
      onClose={() => flow.cancel()}
      closeOnEscape={!busy}
      initialFocus={cancel}
      size="small"
      footer={
        <div className="documents-dialog-buttons">
          <button ref={cancel} type="button" className="documents-button" disabled={busy} onClick={() => flow.cancel()}>
            {deletable.length ? t('cancel') : t('close')}
          </button>
          {deletable.length > 0 && (
            <button type="button" className="documents-button documents-button--danger" disabled={busy} onClick={() => void flow.confirm()}>
              {t('deleteConfirm', { count: deletable.length })}
            </button>
          )}
        </div>
      }
    >
      {deletable.length > 0 && (
        <>
          <p>{t('deleteModalQuestion', { count: deletable.length })}</p>
          <ul className="documents-dialog-list" aria-label={t('deleteModalWillDelete')}>
            {deletable.map((d) => <li key={d.id}>{d.name}</li>)}
          </ul>
        </>
      )}
      {locked.length > 0 && (
        <>
          <p>{t('deleteModalLocked', { count: locked.length })}</p>
          <ul className="documents-dialog-list documents-dialog-list--locked" aria-label={t('deleteModalWillKeep')}>
            {locked.map((d) => <li key={d.id}><Icon name="lock" size={14} className="documents-lock" />{d.name}</li>)}
          </ul>
        </>
      )}
    </Dialog>
  );
}
