import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate, TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { AttentionNote, DaysLeft, StatusBadge, attentionOf, attentionRank, certificateStateOf } from '../certificate';
import { cndApi } from '../cnd-api';
import { cndPath } from '../routes';
import type { ClientCertificates } from '../contract';
import '../cnd.css';

/** Each agency's row with its certificate's state, the ones that need the client first (sort is stable: else the server's order). */
function rowsOf(items: ClientCertificates['items']) {
  return items.map((item) => {
    const due = item.latest ? certificateStateOf(item.agency.issuer, item.latest.expiresAt) : null;
    return { ...item, due, attention: item.latest && due ? attentionOf(item.latest.status, due.state) : null };
  }).sort((a, b) => attentionRank(a.attention) - attentionRank(b.attention));
}

/**
 * The active client's certificates: one row per issuer with its status, last valid day and days left; the
 * positive and expired ones first, marked as such.
 */
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
              {rowsOf(items).map(({ agency, latest, due, attention }) => (
                <li key={agency.id} className={due ? `cnd-row cnd-row-${attention ?? due.state}` : 'cnd-row'}>
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
                      <DaysLeft {...due} status={latest.status} />
                      <AttentionNote attention={attention} brief />
                    </>
                  ) : <span className="cnd-until">{t('certificate.none')}</span>}
                </li>
              ))}
            </ul>
            <p className="cnd-open"><Link href={cndPath(activeClientId!)}>{t('widget.open')}</Link></p>
          </>
        )}
      </RemoteView>
    </div>
  );
}
