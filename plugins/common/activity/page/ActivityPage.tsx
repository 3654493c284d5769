import { useTranslation } from 'react-i18next';
import { call, TOKENS, useClientInfiniteQuery, useKernel } from '@portico/plugin';
import { ACTIVITY_PAGE_SIZE, ENDPOINTS, type ActivityPage as Page } from '../contract';
import { EventItem } from './EventItem';
import { ExportPanel } from './ExportPanel';
import './activity.css';

const nextOffset = (last: Page) => (last.startIndex + last.items.length < last.totalItems ? last.startIndex + last.items.length : null);

/**
 * The client's Activity (common.activity/page): who at the firm opened or downloaded the client's documents and
 * acted on its tasks and requests, the person's own sign-ins, newest first, a page at a time; and the export.
 */
export default function ActivityPage() {
  const { t } = useTranslation('common.activity');
  const http = useKernel().get(TOKENS.Http);
  const pages = useClientInfiniteQuery(['common.activity', 'events'], (clientId, startIndex: number, signal) =>
    call(http, ENDPOINTS.getActivityEvents, { params: { clientId }, query: { startIndex, itemsPerPage: ACTIVITY_PAGE_SIZE } }, { signal }),
  { firstPage: 0, nextPage: nextOffset });
  const events = pages.status === 'loaded' ? pages.data.flatMap((p) => p.items) : [];
  const total = pages.status === 'loaded' ? pages.data[0]?.totalItems ?? 0 : 0;

  return (
    <section className="activity-page" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <ExportPanel />
      <h2 id="activity-events">{t('page.eventsHeading')}</h2>
      {pages.status === 'idle' && <p className="empty-state">{t('page.noClient')}</p>}
      {pages.status === 'loading' && <p role="status">{t('page.loading')}</p>}
      {pages.status === 'failed' && (
        <div role="alert">
          <p>{t('page.failed')}</p>
          <button type="button" onClick={pages.retry}>{t('page.retry')}</button>
        </div>
      )}
      {pages.status === 'loaded' && events.length === 0 && <p className="empty-state">{t('page.empty')}</p>}
      {events.length > 0 && (
        <>
          <p className="activity-count" aria-live="polite">{t('page.shown', { count: events.length, total })}</p>
          <ol className="activity-events" aria-labelledby="activity-events">
            {events.map((event) => <EventItem key={event.id} event={event} />)}
          </ol>
          {pages.hasMore && (
            <button type="button" onClick={pages.loadMore} disabled={pages.loadingMore}>
              {pages.loadingMore ? t('page.loadingMore') : t('page.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
