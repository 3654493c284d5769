import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { clientPath, fillPath } from '@portico/contract/api-paths';
import { MAX_DOCUMENT_PAGE_SIZE, type DocumentPage } from '@portico/contract/documents';
import { TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { documentPath } from '../../documents';
import { DASHBOARD_API, type DocumentReads } from '../contract';
import { formatDay } from '../due';
import { latestFirmDocuments } from './latest';
import { useMarkDocumentRead } from './mark-read';
import '../dashboard.css';

export const DOCUMENTS_SHOWN = 5;

/** The latest documents the firm shared with the active client, unread first; each opens in the documents area. */
export default function DocumentsWidget() {
  const { t, i18n } = useTranslation('common.dashboard');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId: clientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  // Both requests leave at once: the list and what the caller has opened do not wait for each other.
  const latest = useClientQuery(['common.dashboard', 'latest-documents'], async (client) => {
    const [page, reads] = await Promise.all([
      http.get<DocumentPage>(`${clientPath('documents', client)}?limit=${MAX_DOCUMENT_PAGE_SIZE}`),
      http.get<DocumentReads>(fillPath(DASHBOARD_API.documentReads, { clientId: client })),
    ]);
    return latestFirmDocuments(page.documents, new Set(reads.documentIds), DOCUMENTS_SHOWN);
  });
  const markRead = useMarkDocumentRead(clientId);

  return (
    <div className="documents-widget">
      <h2>{t('documents.title')}</h2>
      {!clientId && <p className="empty-state">{t('noClient')}</p>}
      <RemoteView remote={latest} failed={t('documents.failed')}>
        {({ documents, unread }) =>
          documents.length === 0 ? (
            <p className="empty-state">{t('documents.empty')}</p>
          ) : (
            <>
              <p className="documents-widget-count">{t('documents.unread', { count: unread })}</p>
              <ul className="documents-widget-list">
                {documents.map((doc) => (
                  <li key={doc.id} className={doc.unread ? 'is-unread' : undefined}>
                    <Link href={`~${documentPath(doc)}`} onClick={() => markRead(doc.id)}>
                      {doc.unread && <span className="unread-badge">{t('documents.new')}</span>}
                      <span className="documents-widget-name">{doc.name}</span>
                    </Link>
                    <time dateTime={doc.createdDate}>{formatDay(doc.createdDate, i18n.language)}</time>
                  </li>
                ))}
              </ul>
              <Link href="~/documents" className="widget-more">{t('documents.all')}</Link>
            </>
          )
        }
      </RemoteView>
    </div>
  );
}
