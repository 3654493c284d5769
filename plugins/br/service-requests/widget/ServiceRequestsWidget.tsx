import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { fillPath } from '@portico/contract/api-paths';
import { TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import type { Static } from '@sinclair/typebox';
import { SERVICE_REQUESTS_API, type RequestStatus, type ServiceRequestPage } from '../contract';
import { requestLink } from './action-routes';
import './widget.css';

/** The statuses in which the firm waits for the client. */
const WAITING_FOR_CLIENT: readonly RequestStatus[] = ['WaitingForCorrection', 'WaitingForClient'];
const PAGE = 50;

/** Requests waiting for the active client (to correct, or to answer), oldest first; each opens the request. */
export default function ServiceRequestsWidget() {
  const { t, i18n } = useTranslation('br.service-requests');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId: clientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  // One page per status, asked at once.
  const requests = useClientQuery(['br.service-requests', 'waiting-for-client'], async (client) => {
    const pages = await Promise.all(WAITING_FOR_CLIENT.map((status) =>
      http.get<Static<typeof ServiceRequestPage>>(`${fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId: client })}?${new URLSearchParams({ status, itemsPerPage: String(PAGE) })}`)));
    return pages.flatMap((p) => p.items).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  });
  const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric' });

  return (
    <div className="requests-widget">
      <h2>{t('widget.title')}</h2>
      <RemoteView remote={requests} failed={t('widget.failed')}>
        {(items) => items.length === 0 ? <p className="empty-state">{t('widget.empty')}</p> : (
          <>
            <p className="requests-widget-count">{t('widget.waiting', { count: items.length })}</p>
            <ul className="requests-widget-list">
              {items.map((r) => (
                <li key={r.id}>
                  <Link href={`~${requestLink(r.id)}`}>
                    <span className="requests-widget-ref">{r.reference}</span> {r.title}
                  </Link>
                  <span className={`requests-widget-status requests-widget-status--${r.status}`}>{t(`widget.status.${r.status}`)}</span>
                  <time dateTime={r.updatedAt}>{t('widget.since', { date: day.format(new Date(r.updatedAt)) })}</time>
                </li>
              ))}
            </ul>
          </>
        )}
      </RemoteView>
    </div>
  );
}
