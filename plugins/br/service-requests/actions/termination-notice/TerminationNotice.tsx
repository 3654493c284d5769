import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@portico/toolkit/forms';
import { date, displayDateToIso } from '@portico/toolkit/validators';
import { cpfCodec, dateCodec } from '../../requests/codecs';
import { EmployeePicker } from '../../requests/EmployeePicker';
import { ChoiceSelect, RequestField, RequestForm } from '../../requests/RequestForm';
import type { RequestFieldConfig } from '../../requests/use-request-draft';
import { fullYearsBetween } from '../../rules/dates';
import { noticeDays, noticeEnd } from '../../rules/notice';
import { Computed, useDateFormat, useEmployeeDraft } from '../employee-events';

const FIELDS = {
  cpf: { codec: cpfCodec },
  noticeDate: { codec: dateCodec, validators: [date] },
  initiatedBy: {},
  noticeType: {},
  // CLT art. 488: a worked notice the employer gives is shortened one way or the other, so the field is asked for
  // (and required) only then; the rule NOTICE_REDUCTION_REQUIRED says so.
  reduction: { optional: true },
} satisfies Record<string, RequestFieldConfig>;

/**
 * Aviso prévio: who gives notice, worked or indemnified and, for a worked notice the employer gives, how it is
 * shortened; the notice days (30 + 3 per full year, up to 90, only when the employer dismisses) and the end date
 * are worked out as the person types.
 */
export default function TerminationNotice() {
  const { t } = useTranslation('br.service-requests');
  const formatDate = useDateFormat();
  const { draft, employees, employee } = useEmployeeDraft('NoticeTermination', FIELDS);
  const { values } = draft.form;
  const shortenable = values.initiatedBy === 'Employer' && values.noticeType === 'Worked';

  // The reduction belongs to a worked notice the employer gives; anything else drops it.
  const reduction = draft.form.field('reduction');
  useEffect(() => {
    if (!shortenable && values.reduction !== '') reduction.setValue('');
  }, [shortenable]);

  const noticeIso = displayDateToIso(values.noticeDate);
  const by = values.initiatedBy === 'Employer' || values.initiatedBy === 'Employee' ? values.initiatedBy : null;
  const days = employee && noticeIso && by ? noticeDays(employee.hireDate, noticeIso, by) : null;

  return (
    <RequestForm draft={draft} title={t('notice.title')}>
      <EmployeePicker draft={draft} name="cpf" label={t('notice.employee')} employees={employees} />
      <RequestField draft={draft} name="initiatedBy" label={t('notice.initiatedBy')}>
        {(input) => <ChoiceSelect choices={['Employer', 'Employee']} labelPrefix="notice.initiators" input={input} />}
      </RequestField>
      <RequestField draft={draft} name="noticeType" label={t('notice.noticeType')}>
        {(input) => <ChoiceSelect choices={['Worked', 'Indemnified']} labelPrefix="notice.types" input={input} />}
      </RequestField>
      {shortenable && (
        <RequestField draft={draft} name="reduction" label={t('notice.reduction')} hint={t('notice.reductionHint')} required>
          {(input) => <ChoiceSelect choices={['TwoHoursDaily', 'SevenDays']} labelPrefix="notice.reductions" input={input} />}
        </RequestField>
      )}
      <RequestField draft={draft} name="noticeDate" label={t('notice.noticeDate')}>
        {(input) => <DateInput {...input} />}
      </RequestField>
      {days !== null && employee && noticeIso && (
        <Computed>
          <p>{t('notice.days', { count: days })}{by === 'Employer' && ` (${t('notice.years', { count: fullYearsBetween(employee.hireDate, noticeIso) })})`}</p>
          <p>{t('notice.ends', { date: formatDate(noticeEnd(noticeIso, days)) })}</p>
        </Computed>
      )}
    </RequestForm>
  );
}
