import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import type { ArticleInput } from '../contract';
import type { StaffNewsApi } from './staff-api';

export type Audience = Pick<ArticleInput, 'audience' | 'clientIds' | 'tag'>;
const KINDS = ['all', 'clients', 'tag'] as const;
/** The clients shown at once while finding one; the filter narrows the rest. */
const SHOWN = 50;

/** Whom the article is for: every client of the firm, chosen ones (found by name), or the clients of a tag. */
export function AudiencePicker({ api, value, onChange }: { api: StaffNewsApi; value: Audience; onChange: (next: Audience) => void }) {
  const { t } = useTranslation('br.news');
  const ids = { name: useId(), filter: useId(), tag: useId(), tags: useId() };
  const [filter, setFilter] = useState('');
  const options = useRemoteQuery(['br.news/staff', 'audience'], (signal) => api.audience(signal));
  const chosen = new Set(value.clientIds);
  const toggle = (id: string) => onChange({ ...value, clientIds: chosen.has(id) ? value.clientIds.filter((c) => c !== id) : [...value.clientIds, id] });
  return (
    <fieldset className="staff-news-audience">
      <legend>{t('staff.audience.legend')}</legend>
      {KINDS.map((kind) => (
        <label key={kind} className="staff-news-choice">
          <input type="radio" name={ids.name} value={kind} checked={value.audience === kind} onChange={() => onChange({ ...value, audience: kind })} />
          {t(`staff.audience.${kind}`)}
        </label>
      ))}
      {value.audience !== 'all' && (
        <RemoteView remote={options} failed={t('staff.audience.failed')}>
          {({ clients, tags }) => value.audience === 'clients' ? (
            <div className="staff-news-clients">
              <label htmlFor={ids.filter}>{t('staff.audience.filter')}</label>
              <input id={ids.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
              <p role="status">{t('staff.audience.chosen', { count: value.clientIds.length })}</p>
              {(() => {
                const needle = filter.trim().toLocaleLowerCase();
                const matching = clients.filter((c) => chosen.has(c.id) || c.name.toLocaleLowerCase().includes(needle)).slice(0, SHOWN);
                return matching.length === 0 ? <p className="empty-state">{t('staff.audience.noClients')}</p> : (
                  <ul>
                    {matching.map((c) => (
                      <li key={c.id}>
                        <label><input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} /> {c.name}</label>
                      </li>
                    ))}
                  </ul>
                );
              })()}
            </div>
          ) : (
            <p className="staff-news-tag">
              <label htmlFor={ids.tag}>{t('staff.audience.tagLabel')}</label>
              <input id={ids.tag} list={ids.tags} value={value.tag ?? ''} maxLength={40} pattern="[a-z0-9]+(-[a-z0-9]+)*" aria-describedby={`${ids.tag}-hint`}
                onChange={(e) => onChange({ ...value, tag: e.target.value.trim().toLowerCase() || null })} />
              <datalist id={ids.tags}>
                {tags.map((tag) => <option key={tag.tag} value={tag.tag}>{t('staff.audience.tagClients', { count: tag.clientCount })}</option>)}
              </datalist>
              <small id={`${ids.tag}-hint`}>{t('staff.audience.tagHint')}</small>
            </p>
          )}
        </RemoteView>
      )}
    </fieldset>
  );
}
