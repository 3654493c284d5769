import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate, TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { DaysLeft, StatusBadge, certificateStateOf } from '../certificate';
import { cndApi } from '../cnd-api';
import { cndPath } from '../routes';
import '../cnd.css';

/** The active client's certificates: one row per issuer with its status, last valid day and days left. */
export default function CndWidget() {
  const { t, i18n } = useTranslation('br.cnd');
  const kernel = useKernel();
  const api = cndApi(kernel.get(TOKENS.Http));
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const certificates = useClientQuery(['br.cnd', 'certificates'], (clientId) => api.certificates(clientId));
  return (
    <div className="cnd-widget">
      <h2>{t('widget.title')}</h2>
      {!activeClientId && <p className="empty-state">{t('widget.noClient')}</p>}
      <RemoteView remote={certificates} failed={t('widget.failed')}>
        {({ items }) => items.length === 0 ? <p className="empty-state">{t('widget.empty')}</p> : (
          <>
            <ul className="cnd-list">
              {items.map(({ agency, latest }) => {
                const due = latest ? certificateStateOf(agency.issuer, latest.expiresAt) : null;
                return (
                  <li key={agency.id} className={due ? `cnd-row cnd-row-${due.state}` : 'cnd-row'}>
                    <span className="cnd-issuer">
                      {t(`issuers.${agency.issuer}`)}
                      {agency.jurisdiction && <small> · {agency.jurisdiction}</small>}
                    </span>
                    {latest && due ? (
                      <>
                        <StatusBadge status={latest.status} />
                        <span className="cnd-until">
                          {t('certificate.validUntil', { date: formatDate(latest.expiresAt, i18n.language) })}
                        </span>
                        <DaysLeft {...due} />
                      </>
                    ) : <span className="cnd-until">{t('certificate.none')}</span>}
                  </li>
                );
              })}
            </ul>
            <p className="cnd-open"><Link href={cndPath(activeClientId!)}>{t('widget.open')}</Link></p>
          </>
        )}
      </RemoteView>
    </div>
  );
}
