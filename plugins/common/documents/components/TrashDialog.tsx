import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '@portico/plugin';
import { daysLeft, type TrashFlow } from '../flows/trash-flow';
import './documents-change.css';

/** The Trash view: deleted documents with their folder and the days left before they go for good, each with Restore. */
export function TrashDialog({ flow, readOnly }: { flow: TrashFlow; readOnly: boolean }) {
  const { t } = useTranslation('common.documents');
  const { status, entries, retentionDays, restoring } = useSnapshot(flow.state);
  const list = useRef<HTMLUListElement>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  // The place of the document being restored: its row leaves the list, and focus with it would fall to the page,
  // where Esc no longer reaches the dialog. The next row's Restore takes it, else the previous one's, else the text.
  const restoredAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = restoredAt.current;
    if (index === null || status !== 'loaded') return;
    restoredAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? intro.current)?.focus();
  }, [entries, status]);
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
          <p ref={intro} tabIndex={-1}>{t('trashIntro', { count: retentionDays })}</p>
          {entries.length === 0 ? (
            <p>{t('trashEmpty')}</p>
          ) : (
            <ul ref={list} className="documents-trash-list" aria-label={t('trashTitle')}>
              {entries.map((entry, index) => (
                <li key={entry.document.id}>
                  <span className="documents-trash-list__name">{entry.document.name}</span>
                  {/* aria-disabled while a restore runs, not disabled: a disabled button would drop the focus. */}
                  <button
                    type="button"
                    className="documents-button"
                    disabled={readOnly}
                    aria-disabled={restoring || undefined}
                    aria-label={t('restoreNamed', { name: entry.document.name })}
                    onClick={() => {
                      if (restoring) return;
                      restoredAt.current = index;
                      void flow.restore([entry.document.id]);
                    }}
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
