import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { INBOX_STATUSES, REQUEST_TYPES } from '../contract';
import { StatusBadge } from '../requests/StatusBadge';
import { AGE_CHOICES, daysSince, filtersFromSearch, searchOf, type InboxFilters } from './filters';
import { PAGE_SIZE, useAssignees, useInboxPage } from './inbox-api';

/** The firm's inbox: every client's requests, filtered by status, type, client, assignee and age, longest waiting first. */
export function InboxList() {
  const { t } = useTranslation('br.service-requests');
  const filters = filtersFromSearch(useSearch());
  const [, navigate] = useLocation();
  const page = useInboxPage(filters);
  const assignees = useAssignees();
  const ids = { status: useId(), type: useId(), assignee: useId(), age: useId() };
  const set = (change: Partial<InboxFilters>) => navigate(`/${searchOf({ ...filters, page: 0, ...change })}`);
  const staff = assignees.status === 'loaded' ? assignees.data.items : [];

  return (
    <div className="sr-inbox">
      <h1>{t('inbox.title')}</h1>
      <form className="sr-inbox__filters" aria-label={t('inbox.filters')} onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={ids.status}>{t('inbox.status')}</label>
          <select id={ids.status} className="portico-input" value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as InboxFilters['status'] })}>
            <option value="">{t('inbox.anyStatus')}</option>
            {INBOX_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={ids.type}>{t('inbox.type')}</label>
          <select id={ids.type} className="portico-input" value={filters.type ?? ''} onChange={(e) => set({ type: (e.target.value || undefined) as InboxFilters['type'] })}>
            <option value="">{t('inbox.anyType')}</option>
            {REQUEST_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={ids.assignee}>{t('inbox.assignee')}</label>
          <select id={ids.assignee} className="portico-input" value={filters.assignee ?? ''} onChange={(e) => set({ assignee: e.target.value || undefined })}>
            <option value="">{t('inbox.anyone')}</option>
            <option value="me">{t('inbox.me')}</option>
            <option value="none">{t('inbox.unassigned')}</option>
            {staff.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={ids.age}>{t('inbox.age')}</label>
          <select id={ids.age} className="portico-input" value={filters.minAgeDays ?? ''} onChange={(e) => set({ minAgeDays: Number(e.target.value) || undefined })}>
            <option value="">{t('inbox.anyAge')}</option>
            {AGE_CHOICES.map((days) => <option key={days} value={days}>{t('inbox.olderThan', { count: days })}</option>)}
          </select>
        </div>
        {filters.clientId && (
          <p className="sr-inbox__chip">
            {t('inbox.oneClient', { name: page.status === 'loaded' ? page.data.items[0]?.clientName ?? '' : '' })}{' '}
            <button type="button" className="sr-button" onClick={() => set({ clientId: undefined })}>{t('inbox.allClients')}</button>
          </p>
        )}
      </form>

      {page.status === 'loading' && <p role="status">{t('inbox.loading')}</p>}
      {page.status === 'failed' && (
        <div role="alert" className="sr-form__error">
          <p>{t(`errors.${page.code ?? 'INTERNAL_ERROR'}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>
          <button type="button" className="sr-button" onClick={page.retry}>{t('form.retry')}</button>
        </div>
      )}
      {page.status === 'loaded' && (page.data.items.length === 0 ? (
        <p className="empty-state">{t('inbox.empty')}</p>
      ) : (
        <>
          <p className="sr-list__sub" aria-live="polite">{t('list.count', { count: page.data.totalItems })}</p>
          <ul className="sr-list__items">
            {page.data.items.map((r) => (
              <li key={r.id} className="sr-list__item">
                <div>
                  <Link href={`/${r.id}`}>{t(`types.${r.type}`)} · {r.reference}</Link>
                  <div className="sr-list__sub">
                    <button type="button" className="sr-link-button" onClick={() => set({ clientId: r.clientId })}
                      aria-label={t('inbox.onlyClient', { name: r.clientName })}>{r.clientName}</button>
                    {r.title && ` · ${r.title}`}
                  </div>
                </div>
                <div>
                  <StatusBadge status={r.status} />
                  <div className="sr-list__sub">{t('inbox.waiting', { count: daysSince(r.clientMovedAt) })}</div>
                  <div className="sr-list__sub">{r.assignee ? t('inbox.assignedTo', { name: r.assignee.name }) : t('inbox.unassigned')}</div>
                </div>
              </li>
            ))}
          </ul>
          <nav className="sr-inbox__pages" aria-label={t('inbox.pages')}>
            <button type="button" className="sr-button" disabled={filters.page === 0} onClick={() => navigate(`/${searchOf({ ...filters, page: filters.page - 1 })}`)}>
              {t('inbox.previous')}
            </button>
            <button type="button" className="sr-button" disabled={(filters.page + 1) * PAGE_SIZE >= page.data.totalItems}
              onClick={() => navigate(`/${searchOf({ ...filters, page: filters.page + 1 })}`)}>
              {t('inbox.next')}
            </button>
          </nav>
        </>
      ))}
    </div>
  );
}
