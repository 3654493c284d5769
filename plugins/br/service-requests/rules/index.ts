/**
 * The domain rules of service requests as pure functions, shared by the client forms (shown per field while
 * typing) and the server (enforced on submit, answered as 422 RULE_VIOLATION with the same codes). A message
 * is the feature's text `rules.<code>`, interpolating `params`.
 */
import type { RequestPayloads, RequestType } from '../contract';
import type { Rule, RuleContext, RuleViolation } from './types';
import { generalRules } from './general';
import { employeeRules, internRules, partnerRules } from './registration';
import { payrollRules } from './payroll';
import { vacationRules } from './vacation';
import { noticeRules } from './notice';
import { terminationRules } from './termination';
import { leaveRules } from './leave';

export type { Rule, RuleContext, RuleViolation } from './types';

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
