import { useTranslation } from 'react-i18next';
import { OpenTasksCard } from './OpenTasksCard';

/** The dashboard's open tasks: everything the firm asked of the active client that is not done yet. */
export default function OpenTasksWidget() {
  const { t } = useTranslation('common.tasks');
  return (
    <OpenTasksCard texts={{
      title: t('widget.title'), count: (count) => t('widget.count', { count }), empty: t('widget.empty'), failed: t('list.failed'), all: t('widget.all'),
    }} />
  );
}
