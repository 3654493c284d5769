import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { apiErrorCode, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ARTICLE_LIMITS, type NewsAudience } from '../contract';
import type { StaffNewsApi } from './staff-api';

/** The clients shown at once; the filter finds the others among thousands. */
const SHOWN = 50;
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "simples-nacional, lucro-real" as the tags it names: trimmed, lower case, each once. */
export const parseTags = (text: string) => [...new Set(text.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];

/** The audience once a client carries `tags`: its row changed, and each tag's client count from the rows, in the server's order. */
export function withClientTags(audience: NewsAudience, clientId: string, tags: string[]): NewsAudience {
  const clients = audience.clients.map((c) => (c.id === clientId ? { ...c, tags } : c));
  const counts = new Map<string, number>();
  for (const client of clients) for (const tag of client.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return { clients, tags: [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([tag, clientCount]) => ({ tag, clientCount })) };
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; code: string } | { kind: 'invalid'; tag: string };

function ClientTagsRow({ api, client, onSaved }: { api: StaffNewsApi; client: { id: string; name: string; tags: string[] }; onSaved: (tags: string[]) => void }) {
  const { t } = useTranslation('br.news');
  const inputId = useId();
  const [text, setText] = useState(client.tags.join(', '));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const tags = parseTags(text);
    const invalid = tags.find((tag) => !TAG.test(tag) || tag.length > 40);
    if (invalid) return setOutcome({ kind: 'invalid', tag: invalid });
    if (tags.length > ARTICLE_LIMITS.tags) return setOutcome({ kind: 'failed', code: 'VALIDATION_FAILED' });
    setSaving(true);
    try {
      const saved = await api.tagClient(client.id, tags);
      setText(saved.tags.join(', '));
      setOutcome({ kind: 'saved' });
      onSaved(saved.tags);
    } catch (e) {
      // The text stays as typed, to correct and save again.
      setOutcome({ kind: 'failed', code: await apiErrorCode(e) ?? 'generic' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <li>
      <form className="staff-news-tag-row" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <label htmlFor={inputId}>{client.name}</label>
        <input id={inputId} value={text} onChange={(e) => { setText(e.target.value); setOutcome(null); }}
          placeholder={t('staff.tags.placeholder')} aria-describedby={outcome ? `${inputId}-outcome` : undefined} />
        <button type="submit" disabled={saving}>{saving ? t('staff.editor.working') : t('staff.tags.save')}</button>
        {outcome && (
          <span id={`${inputId}-outcome`} role={outcome.kind === 'saved' ? 'status' : 'alert'}>
            {outcome.kind === 'saved' && t('staff.tags.saved')}
            {outcome.kind === 'invalid' && t('staff.tags.invalid', { tag: outcome.tag })}
            {outcome.kind === 'failed' && t(`errors.${outcome.code}`, { defaultValue: t('errors.generic') })}
          </span>
        )}
      </form>
    </li>
  );
}

/** /staff/news/tags: which tags each client carries, so that news addressed to a tag reaches them. */
export function ClientTags({ api }: { api: StaffNewsApi }) {
  const { t } = useTranslation('br.news');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const audience = useRemoteQuery(['br.news/staff', 'audience'], (signal) => api.audience(signal));
  return (
    <section aria-labelledby="staff-news-tags-title">
      <p><Link href="/">{t('staff.editor.back')}</Link></p>
      <h1 id="staff-news-tags-title">{t('staff.tags.title')}</h1>
      <p className="hint">{t('staff.tags.intro')}</p>
      <RemoteView remote={audience} failed={t('staff.audience.failed')}>
        {({ clients, tags }) => {
          const needle = filter.trim().toLocaleLowerCase();
          const matching = clients.filter((c) => c.name.toLocaleLowerCase().includes(needle) || c.tags.some((tag) => tag.includes(needle)));
          return (
            <>
              <p>{tags.length === 0 ? t('staff.tags.none')
                : tags.map((tag) => t('staff.tags.inUse', { tag: tag.tag, count: tag.clientCount })).join(' · ')}</p>
              <p className="staff-news-filter">
                <label htmlFor={filterId}>{t('staff.tags.filter')}</label>
                <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
              </p>
              <p role="status">{t('staff.tags.showing', { count: Math.min(matching.length, SHOWN), total: matching.length })}</p>
              {matching.length === 0 ? <p className="empty-state">{t('staff.audience.noClients')}</p> : (
                <ul className="staff-news-tag-list">
                  {matching.slice(0, SHOWN).map((client) => (
                    <ClientTagsRow key={client.id} api={api} client={client} onSaved={(saved) => audience.update((data) => withClientTags(data, client.id, saved))} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}
