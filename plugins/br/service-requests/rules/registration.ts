import { INTERN_LEVELS, type RequestPayloads } from '../contract';
import { addYears, daysBetween, fullYearsBetween, isIsoDate } from './dates';
import type { RuleContext, RuleViolation } from './types';

/** CLT art. 58: at most 44 hours a week. */
export const MAX_WEEKLY_HOURS = 44;
/** CF art. 7 XXXIII: no work under 16 (apprentices from 14 are not registered through this form). */
export const MIN_WORKER_AGE = 16;
/** CLT art. 445 parágrafo único: an experience contract lasts at most 90 days; art. 445: a fixed term at most 2 years. */
export const MAX_EXPERIENCE_DAYS = 90;
export const MAX_FIXED_TERM_YEARS = 2;

/** Admissão (S-2200): hours, age at hire, and the contract's end according to its type. */
export function employeeRules(p: Partial<RequestPayloads['Employee']>): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (typeof p.weeklyHours === 'number' && p.weeklyHours > MAX_WEEKLY_HOURS) {
    violations.push({ field: 'weeklyHours', code: 'WEEKLY_HOURS_ABOVE', params: { count: MAX_WEEKLY_HOURS } });
  }
  if (isIsoDate(p.birthDate) && isIsoDate(p.hireDate) && fullYearsBetween(p.birthDate, p.hireDate) < MIN_WORKER_AGE) {
    violations.push({ field: 'birthDate', code: 'WORKER_UNDERAGE', params: { count: MIN_WORKER_AGE } });
  }
  if (p.salaryCents === 0) violations.push({ field: 'salaryCents', code: 'SALARY_REQUIRED' });
  const end = p.contractEndDate;
  if (p.contractType === 'Indefinite' && end) violations.push({ field: 'contractEndDate', code: 'CONTRACT_END_NOT_ALLOWED' });
  if ((p.contractType === 'Experience' || p.contractType === 'FixedTerm') && !end) violations.push({ field: 'contractEndDate', code: 'CONTRACT_END_REQUIRED' });
  if (isIsoDate(end) && isIsoDate(p.hireDate)) {
    if (end <= p.hireDate) violations.push({ field: 'contractEndDate', code: 'END_BEFORE_START' });
    else if (p.contractType === 'Experience' && daysBetween(p.hireDate, end) + 1 > MAX_EXPERIENCE_DAYS) {
      violations.push({ field: 'contractEndDate', code: 'EXPERIENCE_TOO_LONG', params: { count: MAX_EXPERIENCE_DAYS } });
    } else if (p.contractType === 'FixedTerm' && end > addYears(p.hireDate, MAX_FIXED_TERM_YEARS)) {
      violations.push({ field: 'contractEndDate', code: 'FIXED_TERM_TOO_LONG', params: { count: MAX_FIXED_TERM_YEARS } });
    }
  }
  return violations;
}

/**
 * Lei 11.788/2008 art. 10: 20 h a week in special education and the final years of fundamental (EJA), 30 h in
 * higher, vocational and regular secondary education, 40 h where theory and practice alternate (§1).
 */
export function internWeeklyLimit(level: (typeof INTERN_LEVELS)[number], alternating: boolean): number {
  if (level === 'Special' || level === 'Fundamental') return 20;
  return alternating ? 40 : 30;
}
/** Art. 11: at most two years with the same company, except for a person with a disability. */
export const MAX_INTERNSHIP_YEARS = 2;

export function internRules(p: Partial<RequestPayloads['Intern']>): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (p.level && typeof p.weeklyHours === 'number') {
    const max = internWeeklyLimit(p.level, !!p.alternating);
    if (p.weeklyHours > max) violations.push({ field: 'weeklyHours', code: 'INTERN_WEEKLY_HOURS_ABOVE', params: { count: max } });
  }
  if (isIsoDate(p.startDate) && isIsoDate(p.endDate)) {
    if (p.endDate <= p.startDate) violations.push({ field: 'endDate', code: 'END_BEFORE_START' });
    else if (!p.disability && p.endDate > addYears(p.startDate, MAX_INTERNSHIP_YEARS)) {
      violations.push({ field: 'endDate', code: 'INTERNSHIP_TOO_LONG', params: { count: MAX_INTERNSHIP_YEARS } });
    }
  }
  // Art. 12: a bolsa is compulsory when the internship is not obrigatório.
  if (p.mandatory === false && p.stipendCents === 0) violations.push({ field: 'stipendCents', code: 'STIPEND_REQUIRED' });
  if (p.cpf && p.supervisorCpf === p.cpf) violations.push({ field: 'supervisorCpf', code: 'SUPERVISOR_IS_INTERN' });
  return violations;
}

/** Sócio (723) holds a share of the capital; a director who is not a partner (721, 722) may hold none. */
export function partnerRules(p: Partial<RequestPayloads['Taxpayer']>, _ctx?: RuleContext): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (p.category === '723' && p.shareBasisPoints === 0) violations.push({ field: 'shareBasisPoints', code: 'PARTNER_SHARE_REQUIRED' });
  if (isIsoDate(p.birthDate) && isIsoDate(p.entryDate) && p.entryDate <= p.birthDate) {
    violations.push({ field: 'entryDate', code: 'ENTRY_BEFORE_BIRTH' });
  }
  return violations;
}
