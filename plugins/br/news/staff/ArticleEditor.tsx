import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { apiErrorCode, useRemoteQuery } from '@portico/plugin';
import { IsoDateTimeInput } from '@portico/toolkit/forms';
import { RemoteView } from '@portico/toolkit/remote';
import { ARTICLE_LIMITS, type ArticleInput, type StaffArticle } from '../contract';
import type { StaffNewsApi } from './staff-api';
import { AudiencePicker } from './AudiencePicker';
import { Attachments } from './Attachments';
import { RichTextEditor } from './RichTextEditor';
import { formatDateTime, fromLocalInput, toLocalInput } from './format';

const BLANK: ArticleInput = { title: '', summary: '', author: '', bodyHtml: '', audience: 'all', clientIds: [], tag: null };
const inputOf = (a: StaffArticle): ArticleInput =>
  ({ title: a.title, summary: a.summary, author: a.author, bodyHtml: a.bodyHtml, audience: a.audience, clientIds: a.clientIds, tag: a.tag });

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; code: string };

/** One article's form: its text, audience and files; saved as a draft, published now or at a time, unpublished. */
function Form({ api, article, onSaved }: { api: StaffNewsApi; article: StaffArticle | null; onSaved: (a: StaffArticle) => void }) {
  const { t, i18n } = useTranslation('br.news');
  const ids = { title: useId(), summary: useId(), author: useId(), body: useId(), at: useId() };
  const [input, setInput] = useState<ArticleInput>(article ? inputOf(article) : BLANK);
  const [at, setAt] = useState(article?.state === 'scheduled' && article.publishedAt ? toLocalInput(article.publishedAt) : '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new article's id once written, so that retrying a refused step saves the same draft rather than another.
  const [savedId, setSavedId] = useState(article?.id ?? null);
  const set = (change: Partial<ArticleInput>) => setInput((i) => ({ ...i, ...change }));

  /** Saves what is on screen, then the step asked for; a refusal keeps every field as typed. */
  const act = async (step: (saved: StaffArticle) => Promise<StaffArticle>, done: (a: StaffArticle) => string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const saved = savedId ? await api.save(savedId, input) : await api.create(input);
      setSavedId(saved.id);
      const result = await step(saved);
      onSaved(result);
      setOutcome({ kind: 'done', text: done(result) });
    } catch (e) {
      setOutcome({ kind: 'failed', code: await apiErrorCode(e) ?? 'generic' });
    } finally {
      setBusy(false);
    }
  };
  const scheduledAt = fromLocalInput(at);
  const published = article?.state === 'published' || article?.state === 'scheduled';
  return (
    <form className="staff-news-form" onSubmit={(e) => { e.preventDefault(); void act(async (a) => a, () => t('staff.editor.saved')); }}>
      <p>
        <label htmlFor={ids.title}>{t('staff.editor.title')}</label>
        <input id={ids.title} required maxLength={ARTICLE_LIMITS.title} value={input.title} onChange={(e) => set({ title: e.target.value })} />
      </p>
      <p>
        <label htmlFor={ids.summary}>{t('staff.editor.summary')}</label>
        <textarea id={ids.summary} rows={2} maxLength={ARTICLE_LIMITS.summary} value={input.summary} onChange={(e) => set({ summary: e.target.value })} />
      </p>
      <p>
        <label htmlFor={ids.author}>{t('staff.editor.author')}</label>
        <input id={ids.author} required maxLength={ARTICLE_LIMITS.author} value={input.author} onChange={(e) => set({ author: e.target.value })} />
      </p>
      <div>
        <span id={ids.body} className="staff-news-label">{t('staff.editor.body')}</span>
        <RichTextEditor html={input.bodyHtml} labelledBy={ids.body} onChange={(bodyHtml) => set({ bodyHtml })} />
      </div>
      <AudiencePicker api={api} value={input} onChange={set} />
      {article
        ? <Attachments api={api} articleId={article.id} items={article.attachments} onChange={(attachments) => onSaved({ ...article, attachments, attachmentCount: attachments.length })} />
        : <p className="staff-news-hint">{t('staff.attachments.saveFirst')}</p>}
      <fieldset className="staff-news-actions" disabled={busy}>
        <legend>{t('staff.editor.actions')}</legend>
        <button type="submit">{published ? t('staff.editor.saveChanges') : t('staff.editor.save')}</button>
        <button type="button" onClick={() => void act((a) => api.publish(a.id), () => t('staff.editor.published'))}>{t('staff.editor.publishNow')}</button>
        <span className="staff-news-schedule">
          <label htmlFor={ids.at}>{t('staff.editor.scheduleAt')}</label>
          <IsoDateTimeInput id={ids.at} value={at} onValueChange={setAt} />
          <button type="button" disabled={!scheduledAt}
            onClick={() => void act((a) => api.publish(a.id, scheduledAt!), (a) => t('staff.editor.scheduled', { date: formatDateTime(a.publishedAt!, i18n.language) }))}>
            {t('staff.editor.schedule')}
          </button>
        </span>
        {published && (
          <button type="button" onClick={() => void act((a) => api.unpublish(a.id), () => t('staff.editor.unpublished'))}>{t('staff.editor.unpublish')}</button>
        )}
      </fieldset>
      {busy && <p role="status">{t('staff.editor.working')}</p>}
      {outcome?.kind === 'done' && <p role="status" className="staff-news-done">{outcome.text}</p>}
      {outcome?.kind === 'failed' && <p role="alert">{t(`errors.${outcome.code}`, { defaultValue: t('errors.generic') })}</p>}
    </form>
  );
}

/** The editor of a new article (id null) or of one of the firm's; a new one moves to its own address once saved. */
export function ArticleEditor({ api, id }: { api: StaffNewsApi; id: string | null }) {
  const { t, i18n } = useTranslation('br.news');
  const [, navigate] = useLocation();
  const [current, setCurrent] = useState<StaffArticle | null>(null);
  const remote = useRemoteQuery(['br.news/staff', 'article', id], (signal) => api.article(id!, signal), id !== null, { keep: false });
  const saved = (a: StaffArticle) => {
    setCurrent(a);
    if (id === null) navigate(`/${encodeURIComponent(a.id)}`, { replace: true });
  };
  const heading = (article: StaffArticle | null) => (
    <header className="staff-news-header">
      <h1>{article ? t('staff.editor.editTitle') : t('staff.editor.newTitle')}</h1>
      {article && <p className={`staff-news-state staff-news-${article.state}`}>
        {t(`staff.state.${article.state}`, { date: article.publishedAt ? formatDateTime(article.publishedAt, i18n.language) : '' })}
      </p>}
    </header>
  );
  return (
    <section className="staff-news-edit">
      <Link href="/" className="staff-news-back">{t('staff.editor.back')}</Link>
      {id === null ? <>{heading(null)}<Form api={api} article={null} onSaved={saved} /></> : (
        <RemoteView remote={remote} failed={remote.status === 'failed' && remote.code === 'NEWS_ARTICLE_NOT_FOUND' ? t('staff.editor.notFound') : t('staff.editor.failed')}>
          {(loaded) => {
            const article = current ?? loaded;
            return <>{heading(article)}<Form api={api} article={article} onSaved={saved} /></>;
          }}
        </RemoteView>
      )}
    </section>
  );
}
