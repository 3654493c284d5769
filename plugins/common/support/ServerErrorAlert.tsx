import { useTranslation } from 'react-i18next';
import { Icon } from '@portico/toolkit/icons';
import { SUPPORT_ERROR_CODES } from './contract';

const isSupportErrorCode = (code: string | null | undefined): code is (typeof SUPPORT_ERROR_CODES)[number] =>
  (SUPPORT_ERROR_CODES as readonly (string | null | undefined)[]).includes(code);

/**
 * The closeable danger alert of a failed send (spec 001 §8): what the log's own refusal says (its code), else
 * core's "servererror" text. It sits inside the dialog: the portal's alert area is under the dialog's backdrop.
 */
export function ServerErrorAlert({ code, onClose }: { code?: string | null; onClose: () => void }) {
  const { t } = useTranslation(['common.support', 'shell']);
  return (
    <div className="shell-alert alert-danger support-alert" role="alert">
      <span className="shell-alert-text">{isSupportErrorCode(code) ? t(`errors.${code}`) : t('shell:alerts.servererror')}</span>
      <button type="button" className="icon-button" aria-label={t('shell:alerts.close')} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}
