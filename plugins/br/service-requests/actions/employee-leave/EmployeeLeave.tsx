import { useTranslation } from 'react-i18next';
import { DateInput } from '@portico/toolkit/forms';
import { date, displayDateToIso } from '@portico/toolkit/validators';
import { cpfCodec, dateCodec, longTextCodec } from '../../requests/codecs';
import { EmployeePicker } from '../../requests/EmployeePicker';
import { RequestField, RequestForm } from '../../requests/RequestForm';
import type { RequestFieldConfig } from '../../requests/use-request-draft';
import { LEAVE_REASONS, leaveReason } from '../../rules/esocial-tables';
import { expectedLeaveEnd, leaveDays } from '../../rules/leave';
import { Computed, useDateFormat, useEmployeeDraft } from '../employee-events';

const FIELDS = {
  cpf: { codec: cpfCodec },
  reason: {},
  startDate: { codec: dateCodec, validators: [date] },
  endDate: { codec: dateCodec, validators: [date], optional: true },
  notes: { codec: longTextCodec, optional: true },
} satisfies Record<string, RequestFieldConfig>;

/**
 * Afastamento (eSocial S-2230): the reason from table 18, the first day and, when known, the last; a reason
 * with a fixed length (maternity 120 days, its Empresa Cidadã extension 60) shows its last day.
 */
export default function EmployeeLeave() {
  const { t } = useTranslation('br.service-requests');
  const formatDate = useDateFormat();
  const { draft, employees } = useEmployeeDraft('EmployeeLeave', FIELDS);
  const { values } = draft.form;
  const startIso = displayDateToIso(values.startDate);
  const endIso = displayDateToIso(values.endDate);
  const fixed = values.reason ? leaveReason(values.reason)?.fixedDays : undefined;
  const expectedEnd = startIso && values.reason ? expectedLeaveEnd(values.reason, startIso) : null;

  return (
    <RequestForm draft={draft} title={t('leave.title')}>
      <EmployeePicker draft={draft} name="cpf" label={t('leave.employee')} employees={employees} />
      <RequestField draft={draft} name="reason" label={t('leave.reason')}>
        {({ onValueChange, ...input }) => (
          <select {...input} className="portico-input" onChange={(event) => onValueChange(event.target.value)}>
            <option value="">{t('form.choose')}</option>
            {LEAVE_REASONS.map((r) => <option key={r.code} value={r.code}>{r.code} – {t(`leave.reasons.${r.code}`)}</option>)}
          </select>
        )}
      </RequestField>
      <RequestField draft={draft} name="startDate" label={t('leave.startDate')}>
        {(input) => <DateInput {...input} />}
      </RequestField>
      <RequestField draft={draft} name="endDate" label={t('leave.endDate')} hint={t('leave.endHint')}>
        {(input) => <DateInput {...input} />}
      </RequestField>
      <RequestField draft={draft} name="notes" label={t('leave.notes')}>
        {({ onValueChange, ...input }) => <textarea {...input} maxLength={1000} onChange={(event) => onValueChange(event.target.value)} />}
      </RequestField>
      {(expectedEnd || (startIso && endIso && endIso >= startIso)) && (
        <Computed>
          {expectedEnd && fixed && <p>{t('leave.expectedEnd', { count: fixed, date: formatDate(expectedEnd) })}</p>}
          {startIso && endIso && endIso >= startIso && <p>{t('leave.length', { count: leaveDays(startIso, endIso) })}</p>}
        </Computed>
      )}
    </RequestForm>
  );
}
