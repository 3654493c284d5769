import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { newsApi } from '../news-api';
import { useContactId } from '../use-contact';
import { newsPath } from '../routes';
import '../news.css';

const LATEST = 5;

/** The latest articles the firm shared with the contact, unseen ones marked; each opens its page. */
export default function NewsWidget() {
  const { t, i18n } = useTranslation('br.news');
  const api = newsApi(useKernel().get(TOKENS.Http));
  const contactId = useContactId();
  const latest = useRemoteQuery(['br.news', 'shared', contactId, 0, LATEST], () => api.shared(contactId!, 0, LATEST), contactId !== null);
  return (
    <div className="news-widget">
      <h2>{t('widget.title')}</h2>
      {!contactId && <p role="alert">{t('errors.CONTACT_ID_REQUIRED')}</p>}
      <RemoteView remote={latest} failed={t('widget.failed')}>
        {(page) => page.items.length === 0 ? <p className="empty-state">{t('widget.empty')}</p> : (
          <>
            {page.items.some((a) => !a.seen) && (
              <p className="news-unseen-count">{t('widget.unseenCount', { count: page.items.filter((a) => !a.seen).length })}</p>
            )}
            <ul className="news-list">
              {page.items.map((article) => (
                <li key={article.id} className={article.seen ? undefined : 'news-unseen'}>
                  <Link href={newsPath(article.id)}>
                    {!article.seen && <span className="news-badge">{t('article.new')}</span>}
                    <span className="news-title">{article.title}</span>
                  </Link>
                  <small>
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, i18n.language)}</time>
                    {article.attachmentCount > 0 && ` · ${t('article.attachmentCount', { count: article.attachmentCount })}`}
                  </small>
                </li>
              ))}
            </ul>
          </>
        )}
      </RemoteView>
    </div>
  );
}
