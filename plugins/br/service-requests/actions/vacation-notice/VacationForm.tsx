import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, FormField, TextInput } from '@portico/toolkit/forms';
import { date, displayDateToIso } from '@portico/toolkit/validators';
import { booleanCodec, cpfCodec, dateCodec, integerCodec } from '../../requests/codecs';
import { EmployeePicker } from '../../requests/EmployeePicker';
import { RequestField, RequestForm, YesNoSelect } from '../../requests/RequestForm';
import type { RequestFieldConfig } from '../../requests/use-request-draft';
import { addDays, todayInSaoPaulo } from '../../rules/dates';
import { acquisitionPeriodOn, entitledDays, PAYMENT_DAYS_BEFORE, periodEnd } from '../../rules/vacation';
import { Computed, useDateFormat, useEmployeeDraft, wholeNumber } from '../employee-events';
import { usePeriods } from './periods';

const FIELDS = {
  cpf: { codec: cpfCodec },
  acquisitionStart: { codec: dateCodec, validators: [date] },
  absences: { codec: integerCodec, validators: [wholeNumber] },
  soldDays: { codec: integerCodec, validators: [wholeNumber], optional: true },
  advanceThirteenth: { codec: booleanCodec, optional: true },
  noticeDate: { codec: dateCodec, validators: [date] },
} satisfies Record<string, RequestFieldConfig>;
type Field = keyof typeof FIELDS;
const NAMES = Object.keys(FIELDS) as Field[];

/**
 * Vacation (férias) as a notice or a calculation request: the employee, the acquisition period and its
 * absences, up to three periods, the days sold and the notice date, judged by rules/vacation.ts as typed.
 */
export function VacationForm({ type }: { type: 'NoticeVacation' | 'VacationCalculation' }) {
  const { t } = useTranslation('br.service-requests');
  const formatDate = useDateFormat();
  const periods = usePeriods();
  const { draft, employees, employee } = useEmployeeDraft(type, FIELDS, periods.extra);
  const values = draft.form.values;

  // The last completed acquisition period is the usual one: offer it once the employee is known.
  const acquisitionField = draft.form.field('acquisitionStart');
  useEffect(() => {
    if (employee && values.acquisitionStart === '') acquisitionField.setValue(dateCodec.toText(acquisitionPeriodOn(employee.hireDate, todayInSaoPaulo()).start));
  }, [employee?.id]);

  const showAll = NAMES.every((n) => draft.form.field(n).dirty);
  const acquisitionIso = displayDateToIso(values.acquisitionStart);
  const absences = /^\d+$/.test(values.absences) ? Number(values.absences) : null;
  const entitled = absences === null ? null : entitledDays(absences);
  const sold = /^\d+$/.test(values.soldDays) ? Number(values.soldDays) : 0;
  const dated = periods.rows.map((r) => ({ start: displayDateToIso(r.start), days: /^\d+$/.test(r.days) ? Number(r.days) : null }));
  const taken = dated.reduce((sum, p) => sum + (p.days ?? 0), 0);
  const firstStart = dated.map((p) => p.start).filter((s): s is string => !!s).sort()[0];
  const periodsMessage = draft.violationAt('periods');

  return (
    <RequestForm draft={draft} title={t(type === 'NoticeVacation' ? 'vacation.noticeTitle' : 'vacation.calculationTitle')}>
      <EmployeePicker draft={draft} name="cpf" label={t('vacation.employee')} employees={employees} />
      <RequestField draft={draft} name="acquisitionStart" label={t('vacation.acquisitionStart')}
        hint={acquisitionIso ? t('vacation.acquisitionHint', { start: formatDate(acquisitionIso), end: formatDate(addDays(acquisitionIso, 364)) }) : undefined}>
        {({ onValueChange, ...input }) => <DateInput {...input} onValueChange={onValueChange} />}
      </RequestField>
      <RequestField draft={draft} name="absences" label={t('vacation.absences')} hint={t('vacation.absencesHint')}>
        {(input) => <TextInput {...input} inputMode="numeric" maxLength={3} />}
      </RequestField>

      <fieldset className="sr-periods sr-wide">
        <legend>{t('vacation.periods')}</legend>
        <p className="sr-periods__hint">{t('vacation.splitHint')}</p>
        {periods.rows.map((row, i) => {
          const end = dated[i]!.start && dated[i]!.days ? periodEnd(dated[i]!.start!, dated[i]!.days!) : null;
          return (
            <div className="sr-period" key={row.key}>
              <FormField label={t('vacation.periodStart', { number: i + 1 })} field={periods.field(draft, i, 'start', showAll)}>
                {(input) => <DateInput {...input} />}
              </FormField>
              <FormField label={t('vacation.periodDays', { number: i + 1 })} field={periods.field(draft, i, 'days', showAll)}>
                {(input) => <TextInput {...input} inputMode="numeric" maxLength={2} />}
              </FormField>
              {periods.rows.length > 1 && (
                <button type="button" className="sr-button sr-period__remove" onClick={() => periods.remove(i)}>
                  {t('vacation.removePeriod', { number: i + 1 })}
                </button>
              )}
              {end && <p className="sr-period__end">{t('vacation.periodEnds', { date: formatDate(end) })}</p>}
            </div>
          );
        })}
        {periodsMessage && (periods.touched || showAll) && (
          <p className="portico-field__error" role="alert">{t(`rules.${periodsMessage.code}`, periodsMessage.params)}</p>
        )}
        {periods.canAdd && (
          <button type="button" className="sr-button sr-periods__add" onClick={periods.add}>{t('vacation.addPeriod')}</button>
        )}
      </fieldset>

      <RequestField draft={draft} name="soldDays" label={t('vacation.soldDays')}
        hint={entitled !== null ? t('vacation.soldHint', { count: Math.floor(entitled / 3) }) : undefined}>
        {(input) => <TextInput {...input} inputMode="numeric" maxLength={2} />}
      </RequestField>
      <RequestField draft={draft} name="advanceThirteenth" label={t('vacation.advanceThirteenth')}>
        {(input) => <YesNoSelect input={input} />}
      </RequestField>
      <RequestField draft={draft} name="noticeDate" label={t('vacation.noticeDate')} hint={t('vacation.noticeHint')}>
        {(input) => <DateInput {...input} />}
      </RequestField>

      {entitled !== null && (
        <Computed>
          <p>{t('vacation.entitled', { count: entitled })}</p>
          <p>{t('vacation.left', { count: Math.max(0, entitled - taken - sold) })}</p>
          {firstStart && <p>{t('vacation.payBy', { date: formatDate(addDays(firstStart, -PAYMENT_DAYS_BEFORE)) })}</p>}
        </Computed>
      )}
    </RequestForm>
  );
}
