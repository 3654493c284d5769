import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './date-range';

/** The period of a report or list: two native date fields (keyboard and screen-reader friendly). */
export function DateRangeFields({ range, onChange, namespace }: { range: DateRange; onChange: (range: DateRange) => void; namespace: string }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  return (
    <fieldset className="br-date-range">
      <legend className="br-date-range__legend">{t('range.legend')}</legend>
      <label htmlFor={`${id}-from`}>{t('range.from')}</label>
      <input id={`${id}-from`} type="date" value={range.from} max={range.to || undefined} onChange={(e) => onChange({ ...range, from: e.target.value })} />
      <label htmlFor={`${id}-to`}>{t('range.to')}</label>
      <input id={`${id}-to`} type="date" value={range.to} min={range.from || undefined} onChange={(e) => onChange({ ...range, to: e.target.value })} />
    </fieldset>
  );
}
