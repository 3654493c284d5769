import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@portico/toolkit/forms';
import { date, displayDateToIso } from '@portico/toolkit/validators';
import { cpfCodec, dateCodec, longTextCodec } from '../../requests/codecs';
import { EmployeePicker } from '../../requests/EmployeePicker';
import { ChoiceSelect, RequestField, RequestForm } from '../../requests/RequestForm';
import type { RequestFieldConfig } from '../../requests/use-request-draft';
import { addDays } from '../../rules/dates';
import { TERMINATION_REASONS } from '../../rules/esocial-tables';
import { allowedNoticeTypes, terminationNotice } from '../../rules/termination';
import { Computed, useDateFormat, useEmployeeDraft } from '../employee-events';

/** Severance is paid, and the documents handed over, within 10 days of the end of the contract (CLT art. 477 §6). */
const SEVERANCE_DAYS = 10;

const FIELDS = {
  cpf: { codec: cpfCodec },
  reason: {},
  noticeType: {},
  // Asked for (and required, TERMINATION_NOTICE_DATE_REQUIRED) only when there is a notice.
  noticeDate: { codec: dateCodec, validators: [date], optional: true },
  terminationDate: { codec: dateCodec, validators: [date] },
  notes: { codec: longTextCodec, optional: true },
} satisfies Record<string, RequestFieldConfig>;

/**
 * Rescisão: the reason from eSocial table 19 limits the notice types offered; the notice days, the date an
 * indemnified notice projects the contract to, and the payment deadline follow from the dates.
 */
export default function TerminationCalculation() {
  const { t } = useTranslation('br.service-requests');
  const formatDate = useDateFormat();
  const { draft, employees, employee } = useEmployeeDraft('TerminationCalculation', FIELDS);
  const { values } = draft.form;
  const allowed = allowedNoticeTypes(values.reason || undefined);
  const hasNotice = values.noticeType !== '' && values.noticeType !== 'None';

  // A reason that admits a single notice type sets it; a notice date goes with the notice.
  const noticeType = draft.form.field('noticeType');
  const noticeDate = draft.form.field('noticeDate');
  useEffect(() => {
    if (values.reason && allowed.length === 1 && values.noticeType !== allowed[0]) noticeType.setValue(allowed[0]!);
  }, [values.reason]);
  useEffect(() => {
    if (values.noticeType === 'None' && values.noticeDate !== '') noticeDate.setValue('');
  }, [values.noticeType]);

  const endIso = displayDateToIso(values.terminationDate);
  const noticeIso = displayDateToIso(values.noticeDate);
  const notice = employee && endIso && noticeIso && hasNotice ? terminationNotice(values.reason, noticeIso, endIso, employee.hireDate) : null;

  return (
    <RequestForm draft={draft} title={t('termination.title')}>
      <EmployeePicker draft={draft} name="cpf" label={t('termination.employee')} employees={employees} />
      <RequestField draft={draft} name="reason" label={t('termination.reason')}>
        {({ onValueChange, ...input }) => (
          <select {...input} className="portico-input" onChange={(event) => onValueChange(event.target.value)}>
            <option value="">{t('form.choose')}</option>
            {TERMINATION_REASONS.map((r) => <option key={r.code} value={r.code}>{r.code} – {t(`termination.reasons.${r.code}`)}</option>)}
          </select>
        )}
      </RequestField>
      <RequestField draft={draft} name="noticeType" label={t('termination.noticeType')}>
        {(input) => <ChoiceSelect choices={allowed} labelPrefix="termination.noticeTypes" input={input} />}
      </RequestField>
      {hasNotice && (
        <RequestField draft={draft} name="noticeDate" label={t('termination.noticeDate')} required>
          {(input) => <DateInput {...input} />}
        </RequestField>
      )}
      <RequestField draft={draft} name="terminationDate" label={t('termination.terminationDate')}>
        {(input) => <DateInput {...input} />}
      </RequestField>
      <RequestField draft={draft} name="notes" label={t('termination.notes')}>
        {({ onValueChange, ...input }) => <textarea {...input} maxLength={1000} onChange={(event) => onValueChange(event.target.value)} />}
      </RequestField>
      {endIso && (
        <Computed>
          {notice && <p>{t('termination.noticeDays', { count: notice.days })}</p>}
          {notice && values.noticeType === 'Indemnified' && <p>{t('termination.projectedEnd', { date: formatDate(notice.projectedEnd!) })}</p>}
          <p>{t('termination.payBy', { date: formatDate(addDays(endIso, SEVERANCE_DAYS)) })}</p>
        </Computed>
      )}
    </RequestForm>
  );
}
