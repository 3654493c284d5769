import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeTooltip } from '@portico/toolkit/grid';
import { formatCpf } from '@portico/br-kit';
import type { Employee } from '../contract';
import { RequestField } from './RequestForm';
import type { RequestDraft } from './use-request-draft';
import { useRequestsQuery } from './use-requests-api';

/** The client's employees, asked once for every picker of the form. */
export function useEmployees(): { employees: Employee[] | null; failed: boolean } {
  const employees = useRequestsQuery(['employees'], (api) => api.employees());
  return { employees: employees.status === 'loaded' ? employees.data.items : null, failed: employees.status === 'failed' };
}

/**
 * Picks an employee by CPF (the field holds the masked CPF, cpfCodec); the chosen one's name, CPF, hire date
 * and job position show in the toolkit's employee tooltip card below.
 */
export function EmployeePicker<F extends string>({ draft, name, label, employees }: {
  draft: RequestDraft<F>; name: F; label: string; employees: Employee[] | null;
}) {
  const { t } = useTranslation('br.service-requests');
  const cardId = useId();
  const value = draft.form.values[name];
  const chosen = employees?.find((e) => formatCpf(e.cpf) === value);
  return (
    <div className="sr-employee-picker">
      <RequestField draft={draft} name={name} label={label}>
        {({ onValueChange, ...input }) => (
          <select {...input} className="portico-input" onChange={(event) => onValueChange(event.target.value)} aria-busy={employees === null}>
            <option value="">{employees === null ? t('form.loadingEmployees') : t('form.chooseEmployee')}</option>
            {employees?.map((e) => <option key={e.id} value={formatCpf(e.cpf)}>{e.name} · {formatCpf(e.cpf)}</option>)}
          </select>
        )}
      </RequestField>
      {chosen && <div className="sr-employee-card"><EmployeeTooltip id={cardId} employee={{ ...chosen, cpf: formatCpf(chosen.cpf) }} /></div>}
    </div>
  );
}
