import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TOKENS, useService } from '@portico/plugin';
import { useNotifications, useRenewEvery } from '../state/notifications-api';
import { useHostAlertOfNewest } from './host-alert';
import './notifications.css';

const RENEW_MS = 60_000;

/**
 * The header's bell: a link to the person's notifications whose name says how many are unread (a real plural),
 * with the count shown on it. Staff reach theirs in the workspace. In the mobile app a new one is the host's alert.
 */
export default function NotificationBell() {
  const { t } = useTranslation('common.notifications');
  const staff = useService(TOKENS.Permissions).isStaff;
  const notifications = useNotifications(1);
  const renew = useRenewEvery(RENEW_MS);
  useEffect(renew, [renew]);
  useHostAlertOfNewest(notifications.status === 'loaded' ? notifications.data : undefined);
  const unread = notifications.status === 'loaded' ? notifications.data.unread : 0;
  return (
    <Link href={staff ? '~/staff/notifications' : '~/notifications'} className="header-button notifications-bell" aria-label={t('bell.label', { count: unread })}>
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && <span className="notifications-bell__count" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
    </Link>
  );
}
