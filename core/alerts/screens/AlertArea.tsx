import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Icon } from '@portico/toolkit/icons/icons';
import { Dialog } from '../../toolkit/dialog/Dialog';
import type { Alert } from '../alert-types';

/** Urgent kinds interrupt (role=alert); the others are announced politely (role=status). */
const URGENT = new Set(['danger', 'warning']);

function AlertMessage({ alert }: { alert: Alert }) {
  const { t } = useTranslation(alert.ns ?? 'portal');
  return <>{t(alert.msg, alert.values ?? {})}</>;
}

/** A plugin's alert may name a namespace not loaded yet: only its banner waits for it, not the shell. */
function AlertBanner({ alert }: { alert: Alert }) {
  return (
    <Suspense fallback={null}>
      <AlertBannerContent alert={alert} />
    </Suspense>
  );
}

function AlertBannerContent({ alert }: { alert: Alert }) {
  const { t } = useTranslation('shell');
  const alerts = useService(TOKENS.Alerts);
  return (
    <div className={`shell-alert alert-${alert.type}`} data-alert-type={alert.type}>
      <span className="shell-alert-text">
        <AlertMessage alert={alert} />
      </span>
      {alert.clickAction === 'details' && (
        <button type="button" className="link-button" onClick={() => alerts.showDetails(alert.id)}>
          {t('alerts.moreDetails')}
        </button>
      )}
      {alert.closeable && (
        <button type="button" className="icon-button" aria-label={t('alerts.close')} onClick={() => alerts.dismiss(alert.id)}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}

/** The "more details" modal: upper message and list, lower message and list. */
function AlertDetailsModal({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { t } = useTranslation(alert.ns ?? 'portal');
  const { t: ts } = useTranslation('shell');
  return (
    <Dialog title={ts('alerts.detailsTitle')} onClose={onClose} size="small" footer={<button type="button" onClick={onClose}>{ts('common.close')}</button>}>
      {alert.modalMsg && <p>{t(alert.modalMsg, alert.values ?? {})}</p>}
      {alert.modalItems && alert.modalItems.length > 0 && (
        <ul>
          {alert.modalItems.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {alert.modalMsgLower && <p>{t(alert.modalMsgLower, alert.values ?? {})}</p>}
      {alert.modalItemsLower && alert.modalItemsLower.length > 0 && (
        <ul>
          {alert.modalItemsLower.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function CovidNotice() {
  const { t } = useTranslation('shell');
  const covid = useService(TOKENS.CovidAlert);
  useSnapshot(covid.state);
  useSnapshot(useService(TOKENS.Session).state);
  if (!covid.visible) return null;
  return (
    <div className="shell-alert alert-info covid-alert" role="region" aria-label={t('alerts.covidTitle')}>
      <span className="shell-alert-text">{t('alerts.covid')}</span>
      <button type="button" className="icon-button" aria-label={t('alerts.close')} onClick={() => covid.dismiss()}>
        <Icon name="close" />
      </button>
    </div>
  );
}

/** The alert area: live regions for the queued alerts, the COVID notice and the details modal. */
export function AlertArea() {
  const service = useService(TOKENS.Alerts, 'AlertArea');
  const { alerts, details } = useSnapshot(service.state) as { alerts: Alert[]; details: Alert | null };
  return (
    <div className="shell-alerts">
      <CovidNotice />
      <div role="alert" aria-live="assertive" className="shell-alert-region">
        {alerts.filter((a) => URGENT.has(a.type)).map((alert) => (
          <AlertBanner key={alert.id} alert={alert} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="shell-alert-region">
        {alerts.filter((a) => !URGENT.has(a.type)).map((alert) => (
          <AlertBanner key={alert.id} alert={alert} />
        ))}
      </div>
      {details && <AlertDetailsModal alert={details} onClose={() => service.closeDetails()} />}
    </div>
  );
}
