import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS } from '../contract';
import { useNotificationWrite, useNotifications } from '../state/notifications-api';
import { NotificationItem } from './NotificationItem';

const PAGE = 20;
/** The most the API lists at once (its `limit`). */
const MAX = 200;

/** The person's notifications, newest first: loading, failed and empty states, mark all read, and more on demand. */
export function NotificationList() {
  const { t } = useTranslation('common.notifications');
  const [limit, setLimit] = useState(PAGE);
  const notifications = useNotifications(limit);
  const write = useNotificationWrite();
  return (
    <section aria-labelledby="notifications-list-title" className="notifications-list">
      <div className="notifications-list__head">
        <h2 id="notifications-list-title">{t('centre.title')}</h2>
        {notifications.status === 'loaded' && notifications.data.unread > 0 && (
          <>
            <p role="status">{t('centre.unreadCount', { count: notifications.data.unread })}</p>
            <button type="button" onClick={() => void write((http) => call(http, ENDPOINTS.postNotificationsReadAll, {}))}>{t('centre.markAllRead')}</button>
          </>
        )}
      </div>
      <RemoteView remote={notifications} failed={t('centre.failed')}>
        {({ items, totalItems }) => items.length === 0 ? <p className="empty-state">{t('centre.empty')}</p> : (
          <>
            <ul className="notifications-items">{items.map((item) => <NotificationItem key={item.id} item={item} />)}</ul>
            {totalItems > items.length && <button type="button" onClick={() => setLimit((l) => Math.min(l + PAGE, MAX))} disabled={limit >= MAX}>{t('centre.more')}</button>}
          </>
        )}
      </RemoteView>
    </section>
  );
}
