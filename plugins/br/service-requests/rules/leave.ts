/**
 * Employee leave (afastamento, eSocial S-2230): the reason comes from Tabela 18; the leave starts on or after the
 * hire date and ends (when known) on or after its start. Maternity leave lasts 120 days (CLT art. 392; adoption
 * art. 392-A), the Empresa Cidadã extension 60 more, 180 in all (Lei 11.770/2008), and the rest after a
 * non-criminal abortion two weeks (art. 395); a disciplinary suspension at most 30 days (art. 474). BR-DOMAIN.md §1.8.
 */
import type { RequestPayloads } from '../contract';
import { addDays, daysBetween, isIsoDate } from './dates';
import { leaveReason } from './esocial-tables';
import type { RuleContext, RuleViolation } from './types';

export type LeavePayload = RequestPayloads['EmployeeLeave'];

/** Calendar days of a leave, both ends included. */
export const leaveDays = (startDate: string, endDate: string): number => daysBetween(startDate, endDate) + 1;

/** The last day of a reason with a fixed length, from its start. */
export function expectedLeaveEnd(reasonCode: string, startDate: string): string | null {
  const fixed = leaveReason(reasonCode)?.fixedDays;
  return fixed ? addDays(startDate, fixed - 1) : null;
}

export function leaveRules(payload: Partial<LeavePayload>, ctx: RuleContext): RuleViolation[] {
  const out: RuleViolation[] = [];
  const startDate = isIsoDate(payload.startDate) ? payload.startDate : undefined;
  const endDate = isIsoDate(payload.endDate) ? payload.endDate : undefined;
  if (ctx.employee && startDate && startDate < ctx.employee.hireDate) out.push({ field: 'startDate', code: 'LEAVE_BEFORE_HIRE' });
  if (!startDate || !endDate) return out;
  if (endDate < startDate) return [...out, { field: 'endDate', code: 'LEAVE_END_BEFORE_START' }];
  const reason = payload.reason ? leaveReason(payload.reason) : undefined;
  const days = leaveDays(startDate, endDate);
  if (reason?.fixedDays && days !== reason.fixedDays) out.push({ field: 'endDate', code: 'LEAVE_FIXED_DAYS', params: { count: reason.fixedDays } });
  if (reason?.maxDays && days > reason.maxDays) out.push({ field: 'endDate', code: 'LEAVE_MAX_DAYS', params: { count: reason.maxDays } });
  return out;
}
