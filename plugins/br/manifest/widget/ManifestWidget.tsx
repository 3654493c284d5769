import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { HTTPError } from 'ky';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ManifestApi } from '../manifest-api';
import { byNextDeadline } from './pending';
import './widget.css';

export const MANIFEST_WIDGET_ROWS = 5;
const PAGE = 100;

/** The manifest answers 403 when it is switched off for the user (NfeManifest.Disabled) or the firm. */
const unavailable = (error: unknown) => error instanceof HTTPError && error.response.status === 403;

/** Received NF-e still waiting for a manifestation, nearest deadline first; each opens the invoice processing. */
export default function ManifestWidget() {
  const { t, i18n } = useTranslation('br.manifest');
  const kernel = useKernel();
  const api = useMemo(() => new ManifestApi(kernel.get(TOKENS.Http)), [kernel]);
  const { activeClientId: clientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const today = todayInBrazil(new Date());
  const pending = useClientQuery(['br.manifest', 'pending', today], (client) => api.documents({ clientId: client, pendingOnly: true, itemsPerPage: PAGE }).then(
    (page) => ({ total: page.totalItems, rows: byNextDeadline(page.items, today).slice(0, MANIFEST_WIDGET_ROWS) }),
    (error: unknown) => { if (unavailable(error)) return null; throw error; },
  ));
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'BRL' });
  const day = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

  return (
    <div className="manifest-widget">
      <h2>{t('widget.title')}</h2>
      <RemoteView remote={pending} failed={t('widget.failed')}>
        {(data) => {
          if (data === null) return <p className="empty-state">{t('widget.unavailable')}</p>;
          if (data.total === 0) return <p className="empty-state">{t('widget.empty')}</p>;
          return (
            <>
              <p className="manifest-widget-count">{t('widget.pending', { count: data.total })}</p>
              <ul className="manifest-widget-list">
                {data.rows.map(({ document, deadline, ciencia }) => {
                  const days = daysBetween(today, deadline);
                  return (
                    <li key={document.id} className={days <= 3 ? 'is-urgent' : undefined}>
                      <Link href={`~/actions/nfe-manifest/invoice-processing?accessKey=${document.accessKey}`}>
                        {t('widget.nfe', { number: document.number, emitter: document.emitterName })}
                      </Link>
                      <span className="manifest-widget-amount">{money.format(document.amountCents / 100)}</span>
                      <span className="manifest-widget-deadline">
                        <time dateTime={deadline}>{day.format(new Date(`${deadline}T00:00:00Z`))}</time>
                        {' · '}
                        {t(ciencia ? 'widget.cienciaIn' : 'widget.conclusiveIn', { count: days })}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <Link href="~/actions/nfe-manifest/invoice-processing" className="widget-more">{t('widget.all')}</Link>
            </>
          );
        }}
      </RemoteView>
    </div>
  );
}
