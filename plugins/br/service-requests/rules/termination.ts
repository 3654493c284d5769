/**
 * Termination calculation (rescisão): the reason (eSocial Tabela 19) decides which aviso prévio applies
 * (esocial-tables.ts), the notice comes before the end of the contract, and both after the hire date.
 * An indemnified notice projects the contract by its days (CLT art. 487 §1; TST OJ SDI-1 82). BR-DOMAIN.md §1.7.
 */
import type { RequestPayloads } from '../contract';
import { addDays, isIsoDate } from './dates';
import { terminationReason, type NoticePolicy } from './esocial-tables';
import type { RuleContext, RuleViolation } from './types';
import { noticeDays } from './notice';

export type TerminationPayload = RequestPayloads['TerminationCalculation'];
export type TerminationNoticeType = TerminationPayload['noticeType'];

/** The notice types each policy admits; the first is the form's default. */
export const NOTICE_TYPES_BY_POLICY: Record<NoticePolicy, readonly TerminationNoticeType[]> = {
  none: ['None'],
  employer: ['Indemnified', 'Worked'],
  resignation: ['Worked', 'Indemnified', 'Waived'],
  indemnified: ['Indemnified'],
  any: ['None', 'Indemnified', 'Worked'],
};

/** What a notice type outside its reason's policy is told (rules.<code>). */
const NOTICE_TYPE_CODES: Record<NoticePolicy, string> = {
  none: 'TERMINATION_NO_NOTICE',
  employer: 'TERMINATION_NOTICE_BY_EMPLOYER',
  resignation: 'TERMINATION_NOTICE_ON_RESIGNATION',
  indemnified: 'TERMINATION_NOTICE_INDEMNIFIED',
  any: 'TERMINATION_WAIVER_ON_RESIGNATION',
};

export function allowedNoticeTypes(reasonCode: string | undefined): readonly TerminationNoticeType[] {
  const reason = reasonCode ? terminationReason(reasonCode) : undefined;
  return reason ? NOTICE_TYPES_BY_POLICY[reason.notice] : NOTICE_TYPES_BY_POLICY.any;
}

/**
 * Notice days for a reason, and the projected end of the contract when the notice is indemnified (the paid days
 * count as service). Null when the reason admits no notice or the dates are missing.
 */
export function terminationNotice(
  reasonCode: string, noticeDate: string, terminationDate: string, hireDate: string,
): { days: number; projectedEnd: string | null } | null {
  const reason = terminationReason(reasonCode);
  if (!reason || reason.notice === 'none') return null;
  const full = noticeDays(hireDate, noticeDate, reason.notice === 'resignation' || reasonCode === '04' ? 'Employee' : 'Employer');
  const days = reason.halfNotice ? Math.floor(full / 2) : full;
  return { days, projectedEnd: addDays(terminationDate, days) };
}

export function terminationRules(payload: Partial<TerminationPayload>, ctx: RuleContext): RuleViolation[] {
  const out: RuleViolation[] = [];
  const hire = ctx.employee?.hireDate;
  const end = isIsoDate(payload.terminationDate) ? payload.terminationDate : undefined;
  const noticeDate = isIsoDate(payload.noticeDate) ? payload.noticeDate : undefined;
  if (hire && end && end < hire) out.push({ field: 'terminationDate', code: 'TERMINATION_BEFORE_HIRE' });
  if (payload.reason && payload.noticeType && !allowedNoticeTypes(payload.reason).includes(payload.noticeType)) {
    out.push({ field: 'noticeType', code: NOTICE_TYPE_CODES[terminationReason(payload.reason)?.notice ?? 'any'] });
  }
  if (payload.noticeType && payload.noticeType !== 'None') {
    if (!payload.noticeDate) out.push({ field: 'noticeDate', code: 'TERMINATION_NOTICE_DATE_REQUIRED' });
    else if (end && noticeDate && noticeDate > end) out.push({ field: 'noticeDate', code: 'TERMINATION_NOTICE_AFTER_END' });
    else if (hire && noticeDate && noticeDate < hire) out.push({ field: 'noticeDate', code: 'NOTICE_BEFORE_HIRE' });
  }
  return out;
}
