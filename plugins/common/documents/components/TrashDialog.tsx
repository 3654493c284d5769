import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '@portico/plugin';
import { daysLeft, type TrashFlow } from '../flows/trash-flow';
import './documents-change.css';

/** The Trash view: deleted documents with their folder and the days left before they go for good, each with Restore. */
export function TrashDialog({ flow, readOnly }: { flow: TrashFlow; readOnly: boolean }) {
  const { t } = useTranslation('common.documents');
  const { status, entries, retentionDays, restoring } = useSnapshot(flow.state);
  if (status === 'closed') return null;
  return (
    <Dialog title={t('trashTitle')} onClose={() => flow.close()} size="large" className="documents-trash-dialog">
      {status === 'loading' && <p role="status">{t('loading')}</p>}
      {status === 'failed' && (
        <p role="alert">
          {t('trashLoadFailed')}{' '}
          <button type="button" className="documents-button" onClick={() => void flow.open()}>{t('retry')}</button>
        </p>
      )}
      {status === 'loaded' && (
        <>
          <p>{t('trashIntro', { count: retentionDays })}</p>
          {entries.length === 0 ? (
            <p>{t('trashEmpty')}</p>
          ) : (
            <ul className="documents-trash-list" aria-label={t('trashTitle')}>
              {entries.map((entry) => (
                <li key={entry.document.id}>
                  <span className="documents-trash-list__name">{entry.document.name}</span>
                  <button
                    type="button"
                    className="documents-button"
                    disabled={readOnly || restoring}
                    aria-label={t('restoreNamed', { name: entry.document.name })}
                    onClick={() => void flow.restore([entry.document.id])}
                  >
                    {t('restore')}
                  </button>
                  <span className="documents-trash-list__meta">
                    {entry.folder ? t('trashFrom', { folder: entry.folder.name }) : null}
                    {entry.folder ? ' · ' : null}
                    {t('trashDaysLeft', { count: daysLeft(entry.purgeAt) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
