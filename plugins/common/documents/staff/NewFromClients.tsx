import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, formatDate, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { saveFile } from '@portico/toolkit/files';
import { ENDPOINTS } from '../endpoints';

/** What the firm's clients uploaded since this staff member last marked the list seen. */
export function NewFromClients() {
  const { t, i18n } = useTranslation('common.documents');
  const http = useKernel().get(TOKENS.Http);
  const [marking, setMarking] = useState(false);
  const [markFailed, setMarkFailed] = useState(false);
  const uploads = useRemoteQuery(['common.documents', 'staff-client-uploads'], (signal) => call(http, ENDPOINTS.getStaffClientUploads, {}, { signal }), true, { keep: false });

  const [openFailed, setOpenFailed] = useState(false);
  // Through the staff download route: the client's Activity and the upload's receipt record it.
  const download = async (item: { id: string; name: string; client: { id: string } }) => {
    setOpenFailed(false);
    try {
      saveFile(await call(http, ENDPOINTS.getStaffDocumentContent, { params: { clientId: item.client.id, documentId: item.id } }), item.name);
    } catch {
      setOpenFailed(true);
    }
  };

  const markSeen = async (until: string) => {
    setMarking(true);
    setMarkFailed(false);
    try {
      await call(http, ENDPOINTS.putStaffClientUploadsSeen, { body: { until } });
      uploads.update((list) => ({ ...list, since: until, items: [], more: false }));
    } catch {
      setMarkFailed(true);
    } finally {
      setMarking(false);
    }
  };

  return (
    <section aria-labelledby="staff-new-from-clients">
      <div className="staff-heading-row">
        <h2 id="staff-new-from-clients">{t('staff.newFromClients')}</h2>
        <button type="button" className="documents-button" onClick={uploads.retry}>{t('staff.refresh')}</button>
      </div>
      <RemoteView remote={uploads} failed={t('staff.clientUploadsFailed')}>
        {({ since, until, items, more }) => (
          <>
            <p className="staff-uploads__where">
              {since ? t('staff.sinceLastLook', { date: formatDate(since, i18n.language) }) : t('staff.neverLooked')}
            </p>
            {items.length === 0 ? <p className="empty-state">{t('staff.noClientUploads')}</p> : (
              <>
                <ul className="staff-uploads" aria-label={t('staff.clientUploadCount', { count: items.length })}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <button type="button" className="staff-uploads__name staff-uploads__open" onClick={() => void download(item)}
                        aria-label={t('staff.downloadUpload', { name: item.name })}>{item.name}</button>
                      <time dateTime={item.uploadedAt}>{formatDate(item.uploadedAt, i18n.language)}</time>
                      <span className="staff-uploads__where">
                        {t('staff.uploadedWhere', { client: item.client.name, folder: item.folder.name, person: item.uploadedBy || t('staff.someone') })}
                      </span>
                    </li>
                  ))}
                </ul>
                {openFailed && <p role="alert">{t('staff.downloadUploadFailed')}</p>}
                {more && <p>{t('staff.moreClientUploads')}</p>}
                <button type="button" className="documents-button" disabled={marking} onClick={() => void markSeen(until)}>{t('staff.markSeen')}</button>
                {markFailed && <p role="alert">{t('staff.markSeenFailed')}</p>}
              </>
            )}
          </>
        )}
      </RemoteView>
    </section>
  );
}
