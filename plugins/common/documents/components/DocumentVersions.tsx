import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document, DocumentVersion } from '@portico/contract/documents';
import { useClientQuery, type AlertService } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { triggerDownload } from '@portico/toolkit/files';
import { formatModified, formatSize } from '../model/document-view';
import './document-versions.css';

export interface DocumentVersionsProps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: string;
  doc: Document;
}

/** Codes after which the list on screen is stale: the version or its document is gone. */
const GONE = new Set(['DOCUMENT_VERSION_NOT_FOUND', 'DOCUMENT_NOT_FOUND']);

/** The earlier files of a document (kept when an upload replaced it), newest first, each downloadable. */
export function DocumentVersions({ api, alerts, clientId, doc }: DocumentVersionsProps) {
  const { t, i18n } = useTranslation('common.documents');
  // A second click while the URL is asked for starts no second download; the button keeps focus (not disabled).
  const pending = useRef(new Set<string>());
  const headingId = useId();

  // A replace while the panel is open changes modifiedDate: the list is read again.
  const versions = useClientQuery(['common.documents', 'versions', doc.id, doc.history.modifiedDate], (client) => api.versions(client, doc.id), {
    clientId,
  });

  const download = async (version: DocumentVersion, date: string) => {
    if (pending.current.has(version.id)) return;
    pending.current.add(version.id);
    try {
      const { url } = await api.versionDownloadUrl(clientId, doc.id, version.id);
      triggerDownload(url, doc.name);
    } catch (error) {
      alerts.add({ type: 'danger', msg: 'common.documents:versionDownloadError', values: { name: doc.name, date }, timeout: null });
      if (GONE.has(await errorCodeOf(error))) versions.retry();
    } finally {
      pending.current.delete(version.id);
    }
  };

  return (
    <section className="documents-versions" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('versions')}</h3>
      {versions.status === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : versions.status === 'failed' ? (
        <p className="documents-versions__failed">
          {t('versionsLoadFailed')}{' '}
          <button type="button" className="documents-button" onClick={versions.retry}>{t('retry')}</button>
        </p>
      ) : versions.status !== 'loaded' || versions.data.length === 0 ? (
        <p>{t('versionsEmpty')}</p>
      ) : (
        <ul className="documents-versions__list">
          {versions.data.map((version) => {
            const date = formatModified(version.replacedDate, i18n.language);
            return (
              <li key={version.id} className="documents-versions__item">
                <span className="documents-versions__facts">
                  <time dateTime={version.replacedDate}>{t('versionReplaced', { date })}</time>
                  <span className="documents-versions__meta">
                    {formatSize(version.size, i18n.language)} · {version.uploadedByStaff ? t('versionByFirm') : t('versionByClient')}
                  </span>
                </span>
                <button
                  type="button"
                  className="documents-button"
                  aria-label={t('versionDownload', { name: doc.name, date })}
                  onClick={() => void download(version, date)}
                >
                  {t('download')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
