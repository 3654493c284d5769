import { useEffect, useRef } from 'react';
import { notifyMobileHost } from '@portico/plugin';
import type { NotificationList } from '../contract';
import { useNotificationText } from '../text/notification-text';

/**
 * Inside the mobile app, a notification that arrives while the portal is open is also the host's own alert
 * (SetAlert); nothing is sent outside a host session. What was there when the bell first loaded is not news.
 * The alert's id is the notification's creation time: one id per notification, apart from the portal's small
 * alert ids.
 */
export function useHostAlertOfNewest(list: NotificationList | undefined) {
  const text = useNotificationText();
  const newestSeen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!list) return;
    const newest = list.items[0];
    const before = newestSeen.current;
    newestSeen.current = newest?.id ?? null;
    if (before === undefined || !newest || newest.id === before || newest.readAt !== null) return;
    notifyMobileHost('SetAlert', { id: Date.parse(newest.createdAt), type: 'info', message: text(newest), closeable: true });
  }, [list, text]);
}
