import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '@portico/plugin';
import { ARTICLE_LIMITS, type NewsAttachment } from '../contract';
import type { StaffNewsApi } from './staff-api';

/** A saved article's files: add one at a time (up to the limit), remove any. */
export function Attachments({ api, articleId, items, onChange }: {
  api: StaffNewsApi; articleId: string; items: NewsAttachment[]; onChange: (items: NewsAttachment[]) => void;
}) {
  const { t } = useTranslation('br.news');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<NewsAttachment[]>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await work());
    } catch (e) {
      setError(await apiErrorCode(e) ?? 'generic');
    } finally {
      setBusy(false);
    }
  };
  const add = (file: File) => {
    // Refused before it is sent: the server would answer the same after the whole upload.
    if (file.size > ARTICLE_LIMITS.attachmentBytes) setError('NEWS_ATTACHMENT_TOO_LARGE');
    else void run(async () => [...items, await api.attach(articleId, file)]);
  };
  return (
    <section className="staff-news-attachments" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('article.attachments')}</h2>
      {items.length === 0 ? <p className="empty-state">{t('staff.attachments.none')}</p> : (
        <ul>
          {items.map((a) => (
            <li key={a.id}>
              <span>{a.fileName}</span> <small>{t('article.size', { size: Math.max(1, Math.round(a.size / 1024)) })}</small>
              <button type="button" disabled={busy} onClick={() => run(async () => { await api.detach(articleId, a.id); return items.filter((i) => i.id !== a.id); })}>
                {t('staff.attachments.remove', { name: a.fileName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {items.length < ARTICLE_LIMITS.attachments && (
        <p>
          <label htmlFor={inputId}>{t('staff.attachments.add')}</label>
          <input id={inputId} type="file" disabled={busy} onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) add(file);
          }} />
        </p>
      )}
      {busy && <p role="status">{t('staff.attachments.sending')}</p>}
      {error && <p role="alert">{t(`errors.${error}`, { defaultValue: t('errors.generic') })}</p>}
    </section>
  );
}
