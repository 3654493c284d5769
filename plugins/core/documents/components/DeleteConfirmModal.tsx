import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DeleteFlow } from '../flows/delete-flow';
import { Modal } from './Modal';

/** The 'Delete Document(s)' confirmation of spec 000 §2: quoted name or bulleted list; no backdrop; Escape does nothing. */
export function DeleteConfirmModal({ flow }: { flow: DeleteFlow }) {
  const { t } = useTranslation('core.documents');
  const { machine } = useSnapshot(flow.state);
  if (machine.status !== 'pendingConfirmation' && machine.status !== 'deleting') return null;
  const docs = machine.docs;
  const one = docs.length === 1;
  const busy = machine.status === 'deleting';
  return (
    <Modal
      title={t(one ? 'deleteModalTitleOne' : 'deleteModalTitleMany')}
      closeLabel={t('close')}
      onClose={() => flow.cancel()}
      className="documents-modal--delete"
      footer={
        <>
          <button type="button" className="documents-button documents-button--danger" disabled={busy} onClick={() => void flow.confirm()}>
            {t('delete')}
          </button>
          <button type="button" className="documents-button" disabled={busy} onClick={() => flow.cancel()}>
            {t('cancel')}
          </button>
        </>
      }
    >
      <p>{t(one ? 'deleteModalQuestionOne' : 'deleteModalQuestionMany', { count: docs.length })}</p>
      {one ? (
        <p className="documents-modal__quoted">“{docs[0]!.name}”</p>
      ) : (
        <ul className="documents-modal__list">
          {docs.map((d) => <li key={d.id}>{d.name}</li>)}
        </ul>
      )}
    </Modal>
  );
}
