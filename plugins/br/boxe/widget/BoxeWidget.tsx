import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { HTTPError } from 'ky';
import { todayInBrazil } from '@portico/br-kit/contract';
import { TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { monthCounts } from './month-counts';
import './widget.css';

/** Box-E answers 403 BOXE_NOT_ENABLED when the firm has not ordered it or the client switched it off. */
const notEnabled = (error: unknown) => error instanceof HTTPError && error.response.status === 403;

/** The store (action route) of each kind, below /actions/box-e. */
const STORE_ROUTE = { cfe: 'cfe-storage', cte: 'cte-storage', nfce: 'nfce-storage', nfe: 'nfe-storage', xml: 'xml-storage' } as const;

/** This month's fiscal documents in Box-E by kind, cancelled ones called out; each kind opens its store. */
export default function BoxeWidget() {
  const { t, i18n } = useTranslation('br.boxe');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId: clientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const today = todayInBrazil(new Date());
  const counts = useClientQuery(['br.boxe', 'month-counts', today], (client) => monthCounts(http, client, today).catch((error: unknown) => {
    if (notEnabled(error)) return null;
    throw error;
  }));
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today.slice(0, 7)}-01T00:00:00Z`));

  return (
    <div className="boxe-widget">
      <h2>{t('widget.title')}</h2>
      <p className="boxe-widget-month">{t('widget.month', { month })}</p>
      <RemoteView remote={counts} failed={t('widget.failed')}>
        {(kinds) => {
          if (kinds === null) return <p className="empty-state">{t('widget.notEnabled')}</p>;
          const cancelled = kinds.reduce((sum, k) => sum + k.cancelled, 0);
          return (
            <>
              {cancelled > 0 && <p className="boxe-widget-cancelled" role="note">{t('widget.cancelledNote', { count: cancelled })}</p>}
              <ul className="boxe-widget-kinds">
                {kinds.map(({ kind, total, cancelled: cancelledOfKind }) => (
                  <li key={kind}>
                    <Link href={`~/actions/box-e/${STORE_ROUTE[kind]}`}>{t(`widget.kinds.${kind}`)}</Link>
                    <span className="boxe-widget-count">{t('widget.documents', { count: total })}</span>
                    {cancelledOfKind > 0 && <span className="boxe-widget-badge">{t('widget.cancelled', { count: cancelledOfKind })}</span>}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </RemoteView>
    </div>
  );
}
