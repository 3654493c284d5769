/**
 * Vacation (férias) rules shared by the vacation notice and the vacation calculation, from the CLT:
 * art. 130 (days by unjustified absences), art. 134 §1 (up to three periods, one of at least 14 days, the others
 * at least 5) and §3 (no start in the two days before a holiday or the weekly paid rest), art. 135 (written notice
 * at least 30 days ahead), art. 143 (abono pecuniário: at most a third of the days). BR-DOMAIN.md §1.6.
 */
import type { RequestPayloads } from '../contract';
import { addDays, addYears, daysBetween, fullYearsBetween, isIsoDate, weekday } from './dates';
import type { RuleContext, RuleViolation } from './types';

export type VacationPayload = RequestPayloads['NoticeVacation'];

export const MAX_VACATION_PERIODS = 3;
export const MAIN_PERIOD_MIN_DAYS = 14;
export const OTHER_PERIOD_MIN_DAYS = 5;
export const NOTICE_MIN_DAYS = 30;
/** Days before a holiday or the weekly rest on which vacation may not start. */
export const DAYS_BEFORE_REST = 2;
/** The weekly paid rest (DSR): Sunday, unless a collective agreement says otherwise. */
export const WEEKLY_REST_DAY = 0;
/** Vacation pay (with its third) is due at least 2 days before the start (CLT art. 145). */
export const PAYMENT_DAYS_BEFORE = 2;

/** CLT art. 130: 30 days with up to 5 unjustified absences, 24 with 6–14, 18 with 15–23, 12 with 24–32, none above. */
export function entitledDays(absences: number): number {
  if (absences <= 5) return 30;
  if (absences <= 14) return 24;
  if (absences <= 23) return 18;
  if (absences <= 32) return 12;
  return 0;
}

/** At most a third of the entitled days may be sold (abono pecuniário). */
export const maxSoldDays = (entitled: number): number => Math.floor(entitled / 3);

/**
 * The acquisition period (período aquisitivo) in progress or last completed on `date`: whole years counted from
 * the hire date. Its end is the day before the next anniversary.
 */
export function acquisitionPeriodOn(hireDate: string, date: string): { start: string; end: string } {
  const start = addYears(hireDate, Math.max(0, fullYearsBetween(hireDate, date) - 1));
  return { start, end: addDays(addYears(start, 1), -1) };
}

/** The weekly rest or holiday within the two days after `start`, if any (then the start is not allowed). */
export function restDayAfter(start: string, ctx: Pick<RuleContext, 'isHoliday'>): string | null {
  for (let ahead = 1; ahead <= DAYS_BEFORE_REST; ahead += 1) {
    const day = addDays(start, ahead);
    if (weekday(day) === WEEKLY_REST_DAY || ctx.isHoliday(day)) return day;
  }
  return null;
}

/** The last day of leave of a period that starts on `startDate` and lasts `days` calendar days. */
export const periodEnd = (startDate: string, days: number): string => addDays(startDate, days - 1);

interface Period { startDate?: string; days?: number }
const complete = (p: Period | undefined): p is Required<Period> => isIsoDate(p?.startDate) && typeof p.days === 'number';

export function vacationRules(payload: Partial<VacationPayload>, ctx: RuleContext): RuleViolation[] {
  const out: RuleViolation[] = [];
  // A draft may hold half-typed dates: those are judged once they are dates.
  const periods: Period[] = (payload.periods ?? []).map((p) => ({ ...p, startDate: isIsoDate(p.startDate) ? p.startDate : undefined }));
  const acquisitionStart = isIsoDate(payload.acquisitionStart) ? payload.acquisitionStart : undefined;
  const noticeDate = isIsoDate(payload.noticeDate) ? payload.noticeDate : undefined;
  const entitled = typeof payload.absences === 'number' ? entitledDays(payload.absences) : 30;

  if (typeof payload.absences === 'number' && entitled === 0) {
    out.push({ field: 'absences', code: 'VACATION_NOT_ENTITLED', params: { count: payload.absences } });
  }

  if (ctx.employee && acquisitionStart) {
    const { hireDate } = ctx.employee;
    const years = daysBetween(hireDate, acquisitionStart) < 0 ? -1 : fullYearsBetween(hireDate, acquisitionStart);
    if (years < 0 || addYears(hireDate, years) !== acquisitionStart) {
      // Named with the anniversary at or before the date typed (the hire date itself before it), to type instead.
      out.push({ field: 'acquisitionStart', code: 'VACATION_ACQUISITION_START', params: { date: addYears(hireDate, Math.max(0, years)) } });
    }
  }

  if (periods.length > MAX_VACATION_PERIODS) {
    out.push({ field: 'periods', code: 'VACATION_TOO_MANY_PERIODS', params: { count: MAX_VACATION_PERIODS } });
  }

  const sold = payload.soldDays ?? 0;
  if (sold > maxSoldDays(entitled)) out.push({ field: 'soldDays', code: 'VACATION_SOLD_THIRD', params: { count: maxSoldDays(entitled) } });

  const taken = periods.reduce((sum, p) => sum + (p.days ?? 0), 0);
  if (entitled > 0 && taken + sold > entitled) {
    out.push({ field: 'periods', code: 'VACATION_DAYS_EXCEEDED', params: { count: entitled } });
  }

  // Art. 134 §1: one period of at least 14 days, each of the others at least 5. The periods a request lists are the
  // split the employee agreed to, so the main one is among them (10 + 3 days breaks it even with days left over); a
  // balance under 14 days (after many absences or a sale) cannot hold 14, so then the whole balance is the main period.
  const lengths = periods.map((p) => p.days).filter((d): d is number => typeof d === 'number');
  const main = Math.min(MAIN_PERIOD_MIN_DAYS, entitled - sold);
  if (main > 0 && lengths.length > 0 && lengths.length === periods.length && !lengths.some((d) => d >= main)) {
    out.push({ field: 'periods', code: 'VACATION_MAIN_PERIOD', params: { count: main, longest: Math.max(...lengths) } });
  }
  periods.forEach((p, i) => {
    if (typeof p.days === 'number' && p.days < OTHER_PERIOD_MIN_DAYS) {
      out.push({ field: `periods.${i}.days`, code: 'VACATION_PERIOD_MIN', params: { count: OTHER_PERIOD_MIN_DAYS } });
    }
  });

  periods.forEach((p, i) => {
    if (!p.startDate) return;
    if (restDayAfter(p.startDate, ctx)) out.push({ field: `periods.${i}.startDate`, code: 'VACATION_START_BEFORE_REST' });
    if (ctx.employee && acquisitionStart && p.startDate <= addDays(addYears(acquisitionStart, 1), -1)) {
      out.push({ field: `periods.${i}.startDate`, code: 'VACATION_ACQUISITION_INCOMPLETE' });
    }
    const overlapped = complete(p) && periods.slice(0, i).some((q) => complete(q) && p.startDate <= periodEnd(q.startDate, q.days) && q.startDate <= periodEnd(p.startDate, p.days));
    if (overlapped) out.push({ field: `periods.${i}.startDate`, code: 'VACATION_PERIODS_OVERLAP' });
  });

  const firstStart = periods.map((p) => p.startDate).filter((d): d is string => !!d).sort()[0];
  if (noticeDate && firstStart && daysBetween(noticeDate, firstStart) < NOTICE_MIN_DAYS) {
    out.push({ field: 'noticeDate', code: 'VACATION_NOTICE_TOO_LATE', params: { count: NOTICE_MIN_DAYS } });
  }
  return out;
}
