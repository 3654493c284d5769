import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@portico/toolkit/forms';
import type { DateRange } from './date-range';

/** The period of a report or list: two days typed in the reader's order (IsoDateInput), kept as ISO. */
export function DateRangeFields({ range, onChange, namespace }: { range: DateRange; onChange: (range: DateRange) => void; namespace: string }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  return (
    <fieldset className="br-date-range">
      <legend className="br-date-range__legend">{t('range.legend')}</legend>
      <label htmlFor={`${id}-from`}>{t('range.from')}</label>
      <IsoDateInput id={`${id}-from`} value={range.from} onValueChange={(from) => onChange({ ...range, from })} />
      <label htmlFor={`${id}-to`}>{t('range.to')}</label>
      <IsoDateInput id={`${id}-to`} value={range.to} onValueChange={(to) => onChange({ ...range, to })} />
    </fieldset>
  );
}
