import { useTranslation } from 'react-i18next';
import { upcoming } from './due-dates';

export default function TaxCalendarWidget() {
  const { t, i18n } = useTranslation('br.tax-calendar');
  const format = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return (
    <div className="tax-calendar">
      <h2>{t('taxCalendar.title')}</h2>
      <ul>
        {upcoming(new Date()).map(({ key, date }) => (
          <li key={key}>
            <time dateTime={date.toISOString().slice(0, 10)}>{format.format(date)}</time> {t(`taxCalendar.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
