import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { fillPath } from '@portico/contract/api-paths';
import { TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { DASHBOARD_API, WAITING_KINDS, type WaitingItem, type WaitingList } from '../contract';
import { useMarkDocumentRead } from '../documents/mark-read';
import { daysUntil, formatDay } from '../due';
import '../dashboard.css';

const isOwnKind = (kind: string) => (WAITING_KINDS as readonly string[]).includes(kind);
/** A kind the dashboard does not name is named by the feature that listed it (`waiting.kinds.<kind>` of its texts). */
const kindLabel = (item: WaitingItem) => isOwnKind(item.kind) ? [`waiting.kinds.${item.kind}`] : [`${item.featureId}:waiting.kinds.${item.kind}`, 'waiting.kinds.other'];
/** The dashboard's own "new document" item: opening it counts as reading it, as from the documents widget. */
const isUnreadDocument = (item: WaitingItem) => item.featureId === 'common.dashboard' && item.kind === 'document';

function DueDate({ date }: { date: string }) {
  const { t, i18n } = useTranslation('common.dashboard');
  const days = daysUntil(date);
  const urgency = days < 0 ? 'overdue' : days <= 3 ? 'soon' : 'later';
  const text = days < 0 ? t('waiting.overdue', { count: -days }) : days === 0 ? t('waiting.dueToday') : t('waiting.dueIn', { count: days });
  return (
    <span className={`waiting-due waiting-due--${urgency}`}>
      <time dateTime={date}>{formatDay(date, i18n.language)}</time> · {text}
    </span>
  );
}

function WaitingRow({ item, onOpen }: { item: WaitingItem; onOpen: () => void }) {
  const { t } = useTranslation('common.dashboard');
  return (
    <li className="waiting-item" data-kind={item.kind}>
      {/* "~" leaves the home area's nested routes: links go straight to the place where the client acts. */}
      <Link href={`~${item.link}`} className="waiting-link" onClick={onOpen}>
        <span className="waiting-kind">{t(kindLabel(item))}</span>
        <span className="waiting-title">{item.title}</span>
      </Link>
      {item.urgent ? <span className="waiting-due waiting-due--overdue">{t('waiting.urgent')}</span>
        : item.dueDate ? <DueDate date={item.dueDate} /> : <span className="waiting-due">{t('waiting.noDueDate')}</span>}
    </li>
  );
}

/** Everything the active client must act on, across the enabled features, from one request; urgent, then soonest, first. */
export default function WaitingWidget() {
  const { t } = useTranslation('common.dashboard');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const markRead = useMarkDocumentRead(activeClientId);
  const waiting = useClientQuery(['common.dashboard', 'waiting'], (clientId, signal) =>
    http.get<WaitingList>(fillPath(DASHBOARD_API.waiting, { clientId }), { signal }));
  // The listing features' own texts name their kinds (a feature with a widget has them loaded already); the list
  // shows once they are here, so no label changes under the reader.
  const namespaces = waiting.status === 'loaded' ? [...new Set(waiting.data.items.map((i) => i.featureId))] : [];
  const { ready } = useTranslation(namespaces, { useSuspense: false });
  return (
    <div className="waiting-widget">
      <h2>{t('waiting.title')}</h2>
      {!activeClientId && <p className="empty-state">{t('noClient')}</p>}
      <RemoteView remote={ready ? waiting : { status: 'loading', retry: waiting.retry }} failed={t('waiting.failed')}>
        {({ items, unavailable }) => (
          <>
            {items.length === 0 ? (
              <p className="waiting-empty">{t('waiting.empty')}</p>
            ) : (
              <>
                <p className="waiting-count">{t('waiting.count', { count: items.length })}</p>
                <ul className="waiting-list">
                  {items.map((item) => (
                    <WaitingRow key={`${item.featureId}:${item.kind}:${item.id}`} item={item} onOpen={() => isUnreadDocument(item) && markRead(item.id)} />
                  ))}
                </ul>
              </>
            )}
            {unavailable.length > 0 && <p className="waiting-partial" role="note">{t('waiting.partial', { count: unavailable.length })}</p>}
          </>
        )}
      </RemoteView>
    </div>
  );
}
