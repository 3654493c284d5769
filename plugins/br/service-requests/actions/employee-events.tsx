/**
 * What the five forms about one employee share (vacation notice and calculation, aviso prévio, termination,
 * leave): the draft with the chosen employee in the rules' context, dates shown in the reader's format, and
 * the small whole-number validator.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCellValue } from '@portico/toolkit/grid';
import { VALIDATION_KEYS, type Validator } from '@portico/toolkit/validators';
import { formatCpf } from '@portico/br-kit';
import type { Employee, RequestType } from '../contract';
import { useEmployees } from '../requests/EmployeePicker';
import { useRequestDraft, type DraftOptions, type RequestDraft, type RequestFieldConfig } from '../requests/use-request-draft';
import './employee-events.css';

/** Whole numbers of up to three digits (days, absences). */
export const wholeNumber: Validator = (value) => (value === '' || /^\d{1,3}$/.test(value.trim()) ? null : VALIDATION_KEYS.invalidNumber);

/**
 * A request draft about the employee picked in its `cpf` field: the employee (hire date) reaches the rules once
 * the list has loaded, so the form and the server judge with the same facts.
 */
export function useEmployeeDraft<F extends string>(type: RequestType, fields: Record<F | 'cpf', RequestFieldConfig>, extra?: DraftOptions['extra']): {
  draft: RequestDraft<F | 'cpf'>; employees: Employee[] | null; employee: Employee | undefined;
} {
  const [employee, setEmployee] = useState<Employee>();
  const ruleContext = useMemo(() => ({ employee }), [employee]);
  const draft = useRequestDraft(type, fields, { extra, ruleContext });
  const { employees } = useEmployees();
  const cpfText = draft.form.values.cpf;
  const chosen = employees?.find((e) => formatCpf(e.cpf) === cpfText);
  useEffect(() => setEmployee(chosen), [chosen]);
  return { draft, employees, employee: chosen };
}

/** ISO dates in the reader's order (month first in US English). */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => formatCellValue(iso, 'd', i18n.language);
}

/** Figures the form works out from what was typed (notice days, end dates), read out when they change. */
export function Computed({ children }: { children: ReactNode }) {
  return <div className="sr-computed sr-wide" aria-live="polite">{children}</div>;
}
