import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { call, TOKENS, useFirmDateTime, useService } from '@portico/plugin';
import { ENDPOINTS, type Notification } from '../contract';
import { useNotificationWrite } from '../state/notifications-api';
import { useNotificationText } from '../text/notification-text';

/**
 * One notification: its text is the link to what it is about (read on the way, and its client company made the
 * active one), with its time and, while unread, a button that only marks it read.
 */
export function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation('common.notifications');
  // On the firm's clock, as Activity and the receipts write times.
  const moment = useFirmDateTime();
  const clients = useService(TOKENS.Clients);
  const staff = useService(TOKENS.Permissions).isStaff;
  const write = useNotificationWrite();
  const [, navigate] = useLocation();
  const unread = item.readAt === null;
  const markRead = () => write((http) => call(http, ENDPOINTS.postNotificationRead, { params: { notificationId: item.id } }));
  const text = useNotificationText()(item);

  return (
    <li className={`notifications-item${unread ? ' is-unread' : ''}`}>
      <a
        href={item.link}
        className="notifications-item__link"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          if (!staff && item.clientId) clients.setActive(item.clientId);
          if (unread) void markRead();
          navigate(`~${item.link}`);
        }}
      >
        {unread && <span className="visually-hidden">{t('centre.unread')}: </span>}
        {text}
      </a>
      <span className="notifications-item__meta">
        <time dateTime={item.createdAt}>{moment(item.createdAt)}</time>
        {unread && (
          <button type="button" className="link-button" onClick={() => void markRead()} aria-label={`${t('centre.markRead')}: ${text}`}>
            {t('centre.markRead')}
          </button>
        )}
      </span>
    </li>
  );
}
