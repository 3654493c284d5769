import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import type { ArticleState, StaffArticleSummary } from '../contract';
import { PAGE_SIZE, type StaffNewsApi } from './staff-api';
import { formatDateTime } from './format';

const STATES: ArticleState[] = ['draft', 'scheduled', 'published'];

function StateLine({ article }: { article: StaffArticleSummary }) {
  const { t, i18n } = useTranslation('br.news');
  const when = article.publishedAt ? formatDateTime(article.publishedAt, i18n.language) : '';
  return <span className={`staff-news-state staff-news-${article.state}`}>{t(`staff.state.${article.state}`, { date: when })}</span>;
}

/** The firm's articles, last changed first, of one state or all, with the way to a new one. */
export function ArticleList({ api }: { api: StaffNewsApi }) {
  const { t, i18n } = useTranslation('br.news');
  const filterId = useId();
  const [state, setState] = useState<ArticleState | ''>('');
  const [count, setCount] = useState(PAGE_SIZE);
  const list = useRemoteQuery(['br.news/staff', 'articles', state, count], (signal) => api.list(state || undefined, count, signal));
  return (
    <section aria-labelledby="staff-news-title">
      <header className="staff-news-header">
        <h1 id="staff-news-title">{t('staff.heading')}</h1>
        <Link href="/tags">{t('staff.tags.link')}</Link>
        <Link href="/new" className="staff-news-primary">{t('staff.new')}</Link>
      </header>
      <p className="staff-news-filter">
        <label htmlFor={filterId}>{t('staff.filter.label')}</label>
        <select id={filterId} value={state} onChange={(e) => { setState(e.target.value as ArticleState | ''); setCount(PAGE_SIZE); }}>
          <option value="">{t('staff.filter.all')}</option>
          {STATES.map((s) => <option key={s} value={s}>{t(`staff.filter.${s}`)}</option>)}
        </select>
      </p>
      <RemoteView remote={list} failed={t('staff.listFailed')}>
        {(page) => page.items.length === 0 ? <p className="empty-state">{t('staff.empty')}</p> : (
          <>
            <ul className="staff-news-list">
              {page.items.map((a) => (
                <li key={a.id}>
                  <Link href={`/${encodeURIComponent(a.id)}`} className="staff-news-link">{a.title}</Link>
                  <StateLine article={a} />
                  <small>
                    {t('staff.updated', { date: formatDateTime(a.updatedAt, i18n.language) })}
                    {a.attachmentCount > 0 && <> · {t('article.attachmentCount', { count: a.attachmentCount })}</>}
                  </small>
                </li>
              ))}
            </ul>
            <p className="staff-news-paging" role="status">{t('page.showing', { count: page.items.length, total: page.totalItems })}</p>
            {page.items.length < page.totalItems && (
              <button type="button" onClick={() => setCount((c) => c + PAGE_SIZE)}>{t('staff.more')}</button>
            )}
          </>
        )}
      </RemoteView>
    </section>
  );
}
