/**
 * Aviso prévio (notice of termination): 30 days, plus 3 for every complete year of service when the employer
 * dismisses, up to 90 in total (Lei 12.506/2011; the proportional part favours the employee only, so a resignation
 * owes 30). A worked notice given by the employer is shortened by 2 hours a day or 7 calendar days (CLT art. 488).
 * The notice period excludes the day of notice and includes the last (TST Súmula 380). BR-DOMAIN.md §1.7.
 */
import type { RequestPayloads } from '../contract';
import { addDays, fullYearsBetween, isIsoDate } from './dates';
import type { RuleContext, RuleViolation } from './types';

export type NoticePayload = RequestPayloads['NoticeTermination'];

export const BASE_NOTICE_DAYS = 30;
export const NOTICE_DAYS_PER_YEAR = 3;
export const MAX_NOTICE_DAYS = 90;

/** Notice days owed on `noticeDate` to someone hired on `hireDate`. */
export function noticeDays(hireDate: string, noticeDate: string, initiatedBy: 'Employer' | 'Employee'): number {
  if (initiatedBy === 'Employee') return BASE_NOTICE_DAYS;
  return Math.min(MAX_NOTICE_DAYS, BASE_NOTICE_DAYS + NOTICE_DAYS_PER_YEAR * Math.max(0, fullYearsBetween(hireDate, noticeDate)));
}

/** The last day of a notice given on `noticeDate` that lasts `days`. */
export const noticeEnd = (noticeDate: string, days: number): string => addDays(noticeDate, days);

export function noticeRules(payload: Partial<NoticePayload>, ctx: RuleContext): RuleViolation[] {
  const out: RuleViolation[] = [];
  if (ctx.employee && isIsoDate(payload.noticeDate) && payload.noticeDate < ctx.employee.hireDate) {
    out.push({ field: 'noticeDate', code: 'NOTICE_BEFORE_HIRE' });
  }
  const shortenable = payload.noticeType === 'Worked' && payload.initiatedBy === 'Employer';
  if (payload.reduction && payload.noticeType && payload.initiatedBy && !shortenable) {
    out.push({ field: 'reduction', code: 'NOTICE_REDUCTION_NOT_ALLOWED' });
  }
  if (shortenable && !payload.reduction) out.push({ field: 'reduction', code: 'NOTICE_REDUCTION_REQUIRED' });
  return out;
}
