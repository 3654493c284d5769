import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HTTPError } from 'ky';
import { formatDate, type PagePropsWithParams, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { sanitizeArticleHtml } from '../article-html';
import type { NewsArticle, NewsArticleSummary } from '../contract';
import { newsApi } from '../news-api';
import { newsPath } from '../routes';
import { useContactId } from '../use-contact';
import '../news.css';

const PAGE_SIZE = 10;
type Api = ReturnType<typeof newsApi>;

/** One article: its sanitised HTML, its attachments to download; opening it marks it seen (on the server, for good). */
function Article({ api, article, onSeen }: { api: Api; article: NewsArticle; onSeen: (id: string) => void }) {
  const { t, i18n } = useTranslation('br.news');
  const html = useMemo(() => sanitizeArticleHtml(article.bodyHtml), [article.bodyHtml]);
  const [downloadFailed, setDownloadFailed] = useState(false);

  // Opening marks it seen; one-way, and the server keeps the first time if this runs twice.
  useEffect(() => {
    if (!article.seen) api.markAsSeen(article.id).then(() => onSeen(article.id), () => undefined);
  }, [api, article.id, article.seen, onSeen]);

  return (
    <article className="news-article" aria-labelledby="news-article-title">
      <h1 id="news-article-title">{article.title}</h1>
      <p className="news-meta">
        {t('article.published', { date: formatDate(article.publishedAt, i18n.language), author: article.author })}
      </p>
      <p className="news-summary">{article.summary}</p>
      <div className="news-body" dangerouslySetInnerHTML={{ __html: html }} />
      {article.attachments.length > 0 && (
        <section className="news-attachments" aria-labelledby="news-attachments-title">
          <h2 id="news-attachments-title">{t('article.attachments')}</h2>
          <ul>
            {article.attachments.map((a) => (
              <li key={a.id}>
                <button type="button" onClick={() => api.download(article.id, a).then(() => setDownloadFailed(false), () => setDownloadFailed(true))}
                  aria-label={t('article.download', { name: a.fileName })}>
                  {a.fileName}
                </button>
                <small>{t('article.size', { size: Math.max(1, Math.round(a.size / 1024)) })}</small>
              </li>
            ))}
          </ul>
          {downloadFailed && <p role="alert">{t('article.downloadFailed')}</p>}
        </section>
      )}
    </article>
  );
}

/** The contact's articles, paged, newest first; the open one marked as current. */
function ArticleList({ api, contactId, currentId, seenIds }: { api: Api; contactId: string; currentId: string; seenIds: Set<string> }) {
  const { t, i18n } = useTranslation('br.news');
  const [extra, setExtra] = useState<{ items: NewsArticleSummary[]; loading: boolean; failed: boolean }>({ items: [], loading: false, failed: false });
  const first = useRemoteQuery(['br.news', 'shared', contactId, 0, PAGE_SIZE], () => api.shared(contactId, 0, PAGE_SIZE));
  return (
    <nav className="news-index" aria-labelledby="news-index-title">
      <h2 id="news-index-title">{t('page.list')}</h2>
      <RemoteView remote={first} failed={t('page.listFailed')}>
        {(page) => {
          const items = [...page.items, ...extra.items];
          const more = async () => {
            setExtra((e) => ({ ...e, loading: true, failed: false }));
            try {
              const next = await api.shared(contactId, items.length, PAGE_SIZE);
              setExtra((e) => ({ items: [...e.items, ...next.items], loading: false, failed: false }));
            } catch {
              setExtra((e) => ({ ...e, loading: false, failed: true }));
            }
          };
          return items.length === 0 ? <p className="empty-state">{t('widget.empty')}</p> : (
            <>
              <ul className="news-list">
                {items.map((a) => {
                  const seen = a.seen || seenIds.has(a.id);
                  return (
                    <li key={a.id} className={seen ? undefined : 'news-unseen'}>
                      <Link href={newsPath(a.id)} aria-current={a.id === currentId ? 'page' : undefined}>
                        {!seen && <span className="news-badge">{t('article.new')}</span>}
                        <span className="news-title">{a.title}</span>
                      </Link>
                      <small><time dateTime={a.publishedAt}>{formatDate(a.publishedAt, i18n.language)}</time></small>
                    </li>
                  );
                })}
              </ul>
              <p className="news-paging">{t('page.showing', { count: items.length, total: page.totalItems })}</p>
              {items.length < page.totalItems && (
                <button type="button" onClick={more} disabled={extra.loading}>{extra.loading ? t('portal:kernel.loading') : t('page.more')}</button>
              )}
              {extra.failed && <p role="alert">{t('page.listFailed')}</p>}
            </>
          );
        }}
      </RemoteView>
    </nav>
  );
}

/** The news page below the dashboard (news/{newsId}): the article, and the contact's other news beside it. */
export default function NewsPage({ params }: PagePropsWithParams) {
  const { t } = useTranslation('br.news');
  const http = useKernel().get(TOKENS.Http);
  const api = useMemo(() => newsApi(http), [http]);
  const contactId = useContactId();
  const newsId = params.newsId ?? '';
  const article = useRemoteQuery(['br.news', 'article', newsId], () => api.article(newsId));
  const [seenIds, setSeenIds] = useState<Set<string>>(new Set());
  const { update } = article;
  const onSeen = useCallback((id: string) => {
    update((a) => ({ ...a, seen: true }));
    setSeenIds((s) => new Set(s).add(id));
  }, [update]);
  const notFound = article.status === 'failed' && article.error instanceof HTTPError && article.error.response.status === 404;

  return (
    <div className="news-page">
      <p><Link href="~/home" className="news-back">{t('page.back')}</Link></p>
      {!contactId ? <p role="alert">{t('errors.CONTACT_ID_REQUIRED')}</p> : (
        <div className="news-columns">
          <div>
            {notFound ? <p role="alert">{t('page.notFound')}</p> : (
              <RemoteView remote={article} failed={t('page.articleFailed')}>
                {(a) => <Article api={api} article={a} onSeen={onSeen} />}
              </RemoteView>
            )}
          </div>
          <ArticleList api={api} contactId={contactId} currentId={newsId} seenIds={seenIds} />
        </div>
      )}
    </div>
  );
}
