/**
 * The domain rules of service requests as pure functions, shared by the client forms (shown per field while
 * typing) and the server (enforced on submit, answered as 422 RULE_VIOLATION with the same codes). A message
 * is the feature's text `rules.<code>`, interpolating `params`.
 */
import type { Employee, RequestPayloads, RequestType, Rubric } from '../contract';
import { generalRules } from './general';
import { employeeRules, internRules, partnerRules } from './registration';
import { payrollRules } from './payroll';
import { vacationRules } from './vacation';
import { noticeRules } from './notice';
import { terminationRules } from './termination';
import { leaveRules } from './leave';

export interface RuleViolation {
  /** Dotted path into the payload: "startDate", "address.zipCode", "entries.2.minutes". */
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

export interface RuleContext {
  /** Today as an ISO date in America/Sao_Paulo. */
  today: string;
  /** National holidays plus those of the company's state (date-holidays, see calendar.ts). */
  isHoliday(isoDate: string): boolean;
  /** The employee the request is about (found by its CPF), when there is one. */
  employee?: Employee;
  /** The rubrics the firm publishes (payroll entries). */
  rubrics?: readonly Rubric[];
}

export type Rule<K extends RequestType> = (payload: Partial<RequestPayloads[K]>, ctx: RuleContext) => RuleViolation[];

export const RULES: { [K in RequestType]?: Rule<K> } = {
  PayrollEntry: payrollRules,
  Employee: employeeRules,
  Intern: internRules,
  Taxpayer: partnerRules,
  Generic: generalRules,
  NoticeVacation: vacationRules,
  VacationCalculation: vacationRules,
  NoticeTermination: noticeRules,
  TerminationCalculation: terminationRules,
  EmployeeLeave: leaveRules,
};

/** Every rule the payload breaks (fields still empty break none: "required" is the form's and the schema's job). */
export function ruleViolations<K extends RequestType>(type: K, payload: Partial<RequestPayloads[K]>, ctx: RuleContext): RuleViolation[] {
  const rule = RULES[type] as Rule<K> | undefined;
  return rule ? rule(payload, ctx) : [];
}

/** The first violation per field, as the forms show them. */
export function firstViolationPerField(violations: readonly RuleViolation[]): Map<string, RuleViolation> {
  const first = new Map<string, RuleViolation>();
  for (const v of violations) if (!first.has(v.field)) first.set(v.field, v);
  return first;
}
