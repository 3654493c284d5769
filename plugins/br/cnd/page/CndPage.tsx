import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { apiErrorCode, formatDate, type PagePropsWithParams, TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { AttentionNote, DaysLeft, StatusBadge, attentionOfCertificate, attentionRank, certificateStateOf } from '../certificate';
import { cndApi } from '../cnd-api';
import type { ClientAgency, CrawlerHistoryRecord } from '../contract';
import { ExpiryCalendar, type Expiry } from './ExpiryCalendar';
import { startDownload } from './start-download';
import '../cnd.css';

const PAGE_SIZE = 10;
type Api = ReturnType<typeof cndApi>;
const anchorOf = (agencyId: string) => `cnd-agency-${agencyId}`;
/** Each card's latest certificate by agency id, as the cards read them (null: none issued yet). */
type Latest = Record<string, { record: CrawlerHistoryRecord | null }>;

type Download = 'idle' | 'busy' | 'failed' | 'gone';

/**
 * The certificate's PDF, from a link asked for at the click: the one the list gave expires minutes later. A
 * failure stays in this card, with a retry; a certificate gone meanwhile (the firm replaced or removed it) is
 * read again.
 */
function PdfDownload({ api, record, issuer, reread }: { api: Api; record: CrawlerHistoryRecord; issuer: string; reread: () => void }) {
  const { t } = useTranslation('br.cnd');
  const [state, setState] = useState<Download>('idle');
  const download = async () => {
    setState('busy');
    try {
      const link = await api.documentLink(record.id);
      startDownload(link.downloadUrl, link.fileName);
      setState('idle');
    } catch (error) {
      setState((await apiErrorCode(error)) === 'CND_HISTORY_NOT_FOUND' ? 'gone' : 'failed');
    }
  };
  return (
    <>
      <button type="button" className="cnd-download" onClick={() => void download()} disabled={state === 'busy'}
        aria-label={t('certificate.downloadLabel', { issuer })}>
        {state === 'busy' ? t('portal:kernel.loading') : t('certificate.download')}
      </button>
      {(state === 'failed' || state === 'gone') && (
        <div role="alert" className="cnd-download-failed">
          <p>{t(`certificate.${state === 'gone' ? 'downloadGone' : 'downloadFailed'}`)}</p>
          {state === 'gone'
            ? <button type="button" className="cnd-more" onClick={() => { setState('idle'); reread(); }}>{t('certificate.reread')}</button>
            : <button type="button" className="cnd-more" onClick={() => void download()}>{t('portal:kernel.retry')}</button>}
        </div>
      )}
    </>
  );
}

/**
 * One agency: its latest certificate (spec 001: the first crawler-history item), with the PDF to download. A
 * positive or expired one says so first, and its days left are not shown as good news.
 */
function AgencyCard({ api, link, onLatest }: { api: Api; link: ClientAgency; onLatest: (agencyId: string, record: CrawlerHistoryRecord | null) => void }) {
  const { t, i18n } = useTranslation('br.cnd');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const latest = useClientQuery(['br.cnd', 'latest', link.agencyId], (clientId) => api.latest(clientId, link.agencyId), { clientId: link.clientId });
  // The calendar beside the cards, and their order, follow what each card has read (from the cache too).
  const record = latest.status === 'loaded' ? latest.data : undefined;
  useEffect(() => {
    if (record !== undefined) onLatest(link.agencyId, record);
  }, [record, link.agencyId, onLatest]);
  const { agency } = link;
  const issuer = t(`issuers.${agency.issuer}`);
  const attention = record ? attentionOfCertificate(agency.issuer, record) : null;
  return (
    <li id={anchorOf(link.agencyId)} className={attention ? `cnd-card cnd-card-${attention}` : 'cnd-card'} tabIndex={-1}
      aria-labelledby={`${anchorOf(link.agencyId)}-title`}>
      <h3 id={`${anchorOf(link.agencyId)}-title`}>
        {issuer}{agency.jurisdiction ? ` · ${agency.jurisdiction}` : ''}
      </h3>
      <p className="cnd-agency-name">{agency.name}</p>
      <RemoteView remote={latest} failed={t('page.historyFailed')}>
        {(record) => {
          if (!record) return <p className="empty-state">{t('certificate.none')}</p>;
          const due = certificateStateOf(agency.issuer, record.expiresAt);
          return (
            <>
              <AttentionNote attention={attention} />
              <p className="cnd-card-status"><StatusBadge status={record.status} /> <DaysLeft {...due} status={record.status} /></p>
              <dl className="cnd-facts">
                <dt>{t('certificate.validUntilLabel')}</dt><dd><time dateTime={record.expiresAt}>{date(record.expiresAt)}</time></dd>
                <dt>{t('certificate.issued')}</dt><dd><time dateTime={record.issuedAt}>{date(record.issuedAt)}</time></dd>
                <dt>{t('certificate.number')}</dt><dd>{record.certificateNumber}</dd>
                <dt>{t('certificate.checked')}</dt><dd><time dateTime={record.crawledAt}>{date(record.crawledAt)}</time></dd>
              </dl>
              <PdfDownload api={api} record={record} issuer={issuer} reread={latest.retry} />
            </>
          );
        }}
      </RemoteView>
    </li>
  );
}

/** How soon a card goes: a positive certificate first, then an expired one, then the rest in the server's order. */
function rankOf(link: ClientAgency, latest: Latest): number {
  const record = latest[link.agencyId]?.record;
  return attentionRank(record ? attentionOfCertificate(link.agency.issuer, record) : null);
}

/** The client's agencies, paged (spec 001: client-agencies), each a card, the ones that need the client first. */
function Agencies({ api, clientId, latest, onLatest }: {
  api: Api; clientId: string; latest: Latest; onLatest: (agencyId: string, record: CrawlerHistoryRecord | null) => void;
}) {
  const { t } = useTranslation('br.cnd');
  const first = useClientQuery(['br.cnd', 'agencies', 0, PAGE_SIZE], (client) => api.agencies(client, 0, PAGE_SIZE), { clientId });
  const [more, setMore] = useState<{ items: ClientAgency[]; loading: boolean; failed: boolean }>({ items: [], loading: false, failed: false });
  return (
    <RemoteView remote={first} failed={t('page.agenciesFailed')}>
      {(page) => {
        const links = [...page.items, ...more.items];
        const loadMore = async () => {
          setMore((m) => ({ ...m, loading: true, failed: false }));
          try {
            const next = await api.agencies(clientId, links.length, PAGE_SIZE);
            setMore((m) => ({ items: [...m.items, ...next.items], loading: false, failed: false }));
          } catch {
            setMore((m) => ({ ...m, loading: false, failed: true }));
          }
        };
        if (links.length === 0) return <p className="empty-state">{t('page.noAgencies')}</p>;
        return (
          <>
            <ul className="cnd-cards">
              {[...links].sort((a, b) => rankOf(a, latest) - rankOf(b, latest))
                .map((link) => <AgencyCard key={link.id} api={api} link={link} onLatest={onLatest} />)}
            </ul>
            {links.length < page.totalItems && (
              <button type="button" className="cnd-more" onClick={loadMore} disabled={more.loading}>
                {more.loading ? t('portal:kernel.loading') : t('page.more', { count: page.totalItems - links.length })}
              </button>
            )}
            {more.failed && <p role="alert">{t('page.agenciesFailed')}</p>}
          </>
        );
      }}
    </RemoteView>
  );
}

/** The CND page below the dashboard (cnd/{clientId}): the client's certificates by agency and their expiry calendar. */
export default function CndPage({ params }: PagePropsWithParams) {
  const { t } = useTranslation('br.cnd');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const api = useMemo(() => cndApi(http), [http]);
  const { clients } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const clientId = params.clientId ?? '';
  const client = clients.find((c) => c.id === clientId);
  const [latest, setLatest] = useState<Latest>({});
  const onLatest = useCallback((agencyId: string, record: CrawlerHistoryRecord | null) => setLatest((l) => ({ ...l, [agencyId]: { record } })), []);

  const expiries: Expiry[] = Object.entries(latest).flatMap(([agencyId, { record }]) => {
    const agency = record?.clientAgencyExpanded?.agency;
    if (!record || !agency) return [];
    const { state } = certificateStateOf(agency.issuer, record.expiresAt);
    return [{ target: anchorOf(agencyId), label: t(`issuersShort.${agency.issuer}`), expiresAt: record.expiresAt, state, status: record.status }];
  });

  return (
    <div className="cnd-page">
      <p><Link href="~/home" className="cnd-back">{t('page.back')}</Link></p>
      <h1>{t('page.title')}</h1>
      {client && <p className="cnd-client">{client.name}</p>}
      {!clientId ? <p role="alert">{t('errors.CLIENT_ID_REQUIRED')}</p> : (
        <div className="cnd-columns">
          <section aria-labelledby="cnd-agencies-title">
            <h2 id="cnd-agencies-title">{t('page.agencies')}</h2>
            <Agencies api={api} clientId={clientId} latest={latest} onLatest={onLatest} />
          </section>
          <ExpiryCalendar expiries={expiries} />
        </div>
      )}
    </div>
  );
}
