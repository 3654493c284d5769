import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { formatDate } from '@portico/plugin';
import { DaysLeft } from '../certificate';
import type { CertificateState, CndStatus } from '../contract';

export interface Expiry {
  /** The anchor of its agency's card on the page. */
  target: string;
  label: string;
  expiresAt: string;
  state: CertificateState;
  status: CndStatus;
}

const monthOf = (iso: string) => iso.slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/** The weeks of a month (Sunday first, as Brazilian calendars are) as yyyy-MM-dd, null outside the month. */
function weeksOf(month: string): Array<Array<string | null>> {
  const first = new Date(`${month}-01T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: Array<string | null> = [...Array(first.getUTCDay()).fill(null)];
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The month view of the client's certificate expiry dates: previous/next month buttons (and PageUp/PageDown in
 * the table), each expiry a link to its agency's card, today marked; a table so screen readers read day and
 * weekday together.
 */
export function ExpiryCalendar({ expiries }: { expiries: Expiry[] }) {
  const { t, i18n } = useTranslation('br.cnd');
  const today = todayInBrazil(new Date());
  const firstUpcoming = expiries.map((e) => e.expiresAt).filter((d) => d >= today).sort()[0];
  // Until someone turns the page, the month follows the nearest upcoming expiry as the certificates arrive.
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? monthOf(firstUpcoming ?? today);
  const turn = (by: number) => setChosen(shiftMonth(month, by));
  const monthLong = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const monthName = monthLong.charAt(0).toLocaleUpperCase(i18n.language) + monthLong.slice(1);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i)));
  const inMonth = expiries.filter((e) => monthOf(e.expiresAt) === month);

  return (
    <section className="cnd-calendar" aria-labelledby="cnd-calendar-title">
      <h2 id="cnd-calendar-title">{t('page.calendar')}</h2>
      <div className="cnd-calendar-nav">
        <button type="button" onClick={() => turn(-1)} aria-label={t('page.previousMonth')}>‹</button>
        <p aria-live="polite">{monthName}</p>
        <button type="button" onClick={() => turn(1)} aria-label={t('page.nextMonth')}>›</button>
      </div>
      <table
        onKeyDown={(e) => {
          if (e.key === 'PageUp' || e.key === 'PageDown') {
            e.preventDefault();
            turn(e.key === 'PageUp' ? -1 : 1);
          }
        }}
      >
        <caption className="visually-hidden">{t('page.calendarCaption', { month: monthName })}</caption>
        <thead>
          <tr>{weekdays.map((d) => <th key={d.getUTCDay()} scope="col" abbr={weekdayLong.format(d)}>{weekday.format(d)}</th>)}</tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const here = inMonth.filter((e) => e.expiresAt === day);
                const worst = here.find((e) => e.state === 'expired') ?? here.find((e) => e.state === 'expiring') ?? here[0];
                return (
                  <td key={i} className={worst ? `cnd-day cnd-day-${worst.state}` : 'cnd-day'} aria-current={day === today ? 'date' : undefined}>
                    <span className="cnd-day-number">{Number(day.slice(8))}</span>
                    {here.map((e) => <a key={e.target} href={`#${e.target}`}>{e.label}</a>)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {inMonth.length === 0 && <p className="empty-state">{t('page.noExpiryThisMonth')}</p>}
      <h3 className="cnd-upcoming-title">{t('page.timeline')}</h3>
      <ol className="cnd-upcoming">
        {[...expiries].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt)).map((e) => (
          <li key={e.target}>
            <time dateTime={e.expiresAt}>{formatDate(e.expiresAt, i18n.language)}</time>
            <a href={`#${e.target}`}>{e.label}</a>
            <DaysLeft daysLeft={daysBetween(today, e.expiresAt)} state={e.state} status={e.status} />
          </li>
        ))}
      </ol>
    </section>
  );
}
