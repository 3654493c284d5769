import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoMonthInput } from '@portico/toolkit/forms';
import { MANIFEST_STATUSES, NFE_STATUSES, type ManifestStatus, type NfeStatus } from '../contract';

export interface FilterValues {
  month: string;
  nfeStatus: NfeStatus | '';
  status: ManifestStatus | '';
  emitter: string;
  accessKey: string;
  dueWithinDays: string;
}
export const NO_FILTERS: FilterValues = { month: '', nfeStatus: '', status: '', emitter: '', accessKey: '', dueWithinDays: '' };

/** First and last day of a yyyy-MM month. */
export function monthRange(month: string): { from?: string; to?: string } {
  if (!/^\d{4}-\d{2}$/.test(month)) return {};
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** How many filters narrow the list (a blank text is none). */
export const activeFilters = (value: FilterValues) => Object.values(value).filter((v) => v.trim() !== '').length;

/**
 * The list's filters: issue month, NF-e status, manifestation, issuer, key and "due within N days". Folded
 * (on a phone, where open they fill the first screen), a "Filters" button with the count of active ones opens them.
 */
export function ManifestFilters({ value, onChange, folded = false }: { value: FilterValues; onChange: (next: FilterValues) => void; folded?: boolean }) {
  const { t } = useTranslation('br.manifest');
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = <K extends keyof FilterValues>(key: K, v: FilterValues[K]) => onChange({ ...value, [key]: v });
  const active = activeFilters(value);
  const fieldset = (
    <fieldset className="manifest-filters" id={`${id}-filters`} hidden={folded && !open}>
      <legend>{t('invoiceProcessing.filters.legend')}</legend>
      <label htmlFor={`${id}-month`}>{t('invoiceProcessing.filters.month')}
        <IsoMonthInput id={`${id}-month`} value={value.month} onValueChange={(month) => set('month', month)} />
      </label>
      <label htmlFor={`${id}-nfe`}>{t('invoiceProcessing.filters.nfeStatus')}
        <select id={`${id}-nfe`} value={value.nfeStatus} onChange={(e) => set('nfeStatus', e.target.value as NfeStatus | '')}>
          <option value="">{t('invoiceProcessing.filters.any')}</option>
          {NFE_STATUSES.map((s) => <option key={s} value={s}>{t(`invoiceProcessing.nfeStatus.${s}`)}</option>)}
        </select>
      </label>
      <label htmlFor={`${id}-status`}>{t('invoiceProcessing.filters.status')}
        <select id={`${id}-status`} value={value.status} onChange={(e) => set('status', e.target.value as ManifestStatus | '')}>
          <option value="">{t('invoiceProcessing.filters.any')}</option>
          {MANIFEST_STATUSES.map((s) => <option key={s} value={s}>{t(`invoiceProcessing.status.${s}`)}</option>)}
        </select>
      </label>
      <label htmlFor={`${id}-emitter`}>{t('invoiceProcessing.filters.issuer')}
        <input id={`${id}-emitter`} type="search" value={value.emitter} maxLength={100} onChange={(e) => set('emitter', e.target.value)} />
      </label>
      <label htmlFor={`${id}-key`}>{t('invoiceProcessing.filters.key')}
        <input id={`${id}-key`} type="search" inputMode="numeric" value={value.accessKey} maxLength={54} onChange={(e) => set('accessKey', e.target.value)} />
      </label>
      <label htmlFor={`${id}-due`}>{t('invoiceProcessing.filters.dueWithin')}
        <input id={`${id}-due`} type="number" min={0} max={366} step={1} value={value.dueWithinDays} onChange={(e) => set('dueWithinDays', e.target.value)} />
      </label>
      <button type="button" className="portico-button portico-button--secondary" onClick={() => onChange(NO_FILTERS)}>
        {t('invoiceProcessing.filters.clear')}
      </button>
    </fieldset>
  );
  if (!folded) return fieldset;
  return (
    <div className="manifest-filters-fold">
      <button type="button" className="portico-button portico-button--secondary manifest-filters-toggle" aria-expanded={open}
        aria-controls={`${id}-filters`} onClick={() => setOpen((o) => !o)}>
        {active ? t('invoiceProcessing.filters.toggleActive', { count: active }) : t('invoiceProcessing.filters.toggle')}
      </button>
      {fieldset}
    </div>
  );
}
