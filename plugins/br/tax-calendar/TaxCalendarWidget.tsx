import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fillPath } from '@portico/contract/api-paths';
import { formatDate, TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { TAX_CALENDAR_API, type DueDateItem, type DueDatesResponse } from './contract';
import './tax-calendar.css';

/** The days left, or "today": the server counts them in Brasília's calendar. */
function DaysLeft({ days }: { days: number }) {
  const { t } = useTranslation('br.tax-calendar');
  return <span className={days <= 3 ? 'tax-calendar-soon' : 'tax-calendar-days'}>{days === 0 ? t('taxCalendar.dueToday') : t('taxCalendar.dueIn', { count: days })}</span>;
}

function DueDateRow({ item }: { item: DueDateItem }) {
  const { t, i18n } = useTranslation('br.tax-calendar');
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <li className={item.override ? 'tax-calendar-overridden' : undefined}>
      <time dateTime={item.dueDate}>{date(item.dueDate)}</time>
      <span className="tax-calendar-name">{t(`obligations.${item.key}`)}</span>
      <DaysLeft days={item.daysLeft} />
      {item.override && (
        <small className="tax-calendar-note">
          {t('taxCalendar.overridden', { date: date(item.override.originalDate) })}
          {item.override.note ? ` ${item.override.note}` : ''}
        </small>
      )}
      {!item.override && item.shift && (
        <small className="tax-calendar-note">
          {item.shift.reason === 'holiday'
            ? t(item.dueDate < item.nominalDate ? 'taxCalendar.anticipatedHoliday' : 'taxCalendar.postponedHoliday', { holiday: item.shift.holiday })
            : t(item.dueDate < item.nominalDate ? 'taxCalendar.anticipatedWeekend' : 'taxCalendar.postponedWeekend')}
        </small>
      )}
    </li>
  );
}

/** The soonest due dates shown at first; the rest behind "show all". */
const FIRST = 6;

/** The active client's next due dates: its obligations by regime and employees, dated in Brasília's calendar. */
export default function TaxCalendarWidget() {
  const { t } = useTranslation('br.tax-calendar');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const [all, setAll] = useState(false);
  const dueDates = useClientQuery(['br.tax-calendar', 'due-dates'], (clientId, signal) =>
    http.get<DueDatesResponse>(fillPath(TAX_CALENDAR_API.dueDates, { clientId }), { signal }));
  return (
    <div className="tax-calendar">
      <h2>{t('taxCalendar.title')}</h2>
      {!activeClientId && <p className="empty-state">{t('taxCalendar.noClient')}</p>}
      <RemoteView remote={dueDates} failed={t('taxCalendar.failed')}>
        {({ profile, items }) => (
          <>
            <p className="tax-calendar-profile">
              {t(`regimes.${profile.regime}`)} · {t(profile.hasEmployees ? 'taxCalendar.withEmployees' : 'taxCalendar.withoutEmployees')}
              {profile.uf ? ` · ${profile.uf}` : ''}
            </p>
            {items.length === 0 ? <p className="empty-state">{t('taxCalendar.empty')}</p> : (
              <>
                <ul className="tax-calendar-list" id="tax-calendar-list">
                  {(all ? items : items.slice(0, FIRST)).map((item) => <DueDateRow key={`${item.key}-${item.competence}`} item={item} />)}
                </ul>
                {items.length > FIRST && (
                  <button type="button" className="tax-calendar-more" aria-expanded={all} aria-controls="tax-calendar-list" onClick={() => setAll((a) => !a)}>
                    {all ? t('taxCalendar.showFewer') : t('taxCalendar.showAll', { count: items.length })}
                  </button>
                )}
              </>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
