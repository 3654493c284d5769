import { useTranslation } from 'react-i18next';
import { Icon } from '@portico/toolkit/icons';

/**
 * The closeable danger alert of a failed send (spec 001 §8), with core's "servererror" text. It sits inside the
 * dialog: the portal's alert area is under the dialog's backdrop.
 */
export function ServerErrorAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-alert alert-danger support-alert" role="alert">
      <span className="shell-alert-text">{t('alerts.servererror')}</span>
      <button type="button" className="icon-button" aria-label={t('alerts.close')} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}
