import { useTranslation } from 'react-i18next';
import { NotificationList } from './NotificationList';
import { PreferencesForm } from './PreferencesForm';
import '../bell/notifications.css';

/** /notifications (and /staff/notifications): the person's notifications, then what they hear of and how. */
export default function NotificationsPage() {
  const { t } = useTranslation('common.notifications');
  return (
    <div className="notifications-page">
      <h1>{t('title')}</h1>
      <NotificationList />
      <PreferencesForm />
    </div>
  );
}
