import { describe, expect, it } from 'vitest';
import { holidayCheck } from './calendar';
import type { RuleContext } from './types';
import { acquisitionPeriodOn, entitledDays, maxSoldDays, restDayAfter, vacationRules, type VacationPayload } from './vacation';

const employee = { id: 'e1', name: 'Carla Mendes Rocha', cpf: '39053344705', hireDate: '2024-03-10', jobPosition: 'Atendente' };
const ctx: RuleContext = { today: '2026-11-01', isHoliday: holidayCheck('SP'), employee };

/** A notice that breaks no rule: 30 days from Tuesday 01/12/2026, given on 01/11/2026. */
const valid: VacationPayload = {
  cpf: employee.cpf, acquisitionStart: '2025-03-10', absences: 0,
  periods: [{ startDate: '2026-12-01', days: 30 }], soldDays: 0, advanceThirteenth: false, noticeDate: '2026-11-01',
};
const codes = (payload: Partial<VacationPayload>, c: RuleContext = ctx) => vacationRules({ ...valid, ...payload }, c).map((v) => `${v.field}:${v.code}`);

describe('vacation rules (CLT arts. 130, 134, 135, 143)', () => {
  it('a valid notice breaks nothing', () => {
    expect(codes({})).toEqual([]);
  });

  it('entitled days by unjustified absences, at each boundary (art. 130)', () => {
    expect([0, 5, 6, 14, 15, 23, 24, 32, 33].map(entitledDays)).toEqual([30, 30, 24, 24, 18, 18, 12, 12, 0]);
    expect(codes({ absences: 33 })).toContain('absences:VACATION_NOT_ENTITLED');
    expect(codes({ absences: 6 })).toEqual(['periods:VACATION_DAYS_EXCEEDED']);
    expect(codes({ absences: 6, periods: [{ startDate: '2026-12-01', days: 24 }] })).toEqual([]);
  });

  it('splits into one period of at least 14 days and others of at least 5 (art. 134 §1)', () => {
    const split = (...days: number[]) => codes({ periods: days.map((d, i) => ({ startDate: ['2026-12-01', '2027-01-04', '2027-02-01'][i]!, days: d })) });
    expect(split(14, 11, 5)).toEqual([]);
    expect(split(14, 5)).toEqual([]); // 11 days left for later: the main period is among those asked for
    expect(split(13, 12, 5)).toEqual(['periods:VACATION_MAIN_PERIOD']);
    expect(split(10, 10, 10)).toEqual(['periods:VACATION_MAIN_PERIOD']);
    expect(split(10, 10)).toEqual(['periods:VACATION_MAIN_PERIOD']);
    // The periods asked for are the split: 17 days left over do not excuse the missing 14-day period.
    expect(split(10, 3)).toEqual(['periods:VACATION_MAIN_PERIOD', 'periods.1.days:VACATION_PERIOD_MIN']);
    expect(split(10)).toEqual(['periods:VACATION_MAIN_PERIOD']);
    expect(vacationRules({ ...valid, periods: [{ startDate: '2026-12-01', days: 10 }, { startDate: '2027-01-04', days: 3 }] }, ctx)[0])
      .toEqual({ field: 'periods', code: 'VACATION_MAIN_PERIOD', params: { count: 14, longest: 10 } });
    expect(split(21, 4, 5)).toEqual(['periods.1.days:VACATION_PERIOD_MIN']);
    expect(split(20, 5, 5)).toEqual([]);
  });

  it('allows at most three periods and no more days than the entitlement', () => {
    const four = ['2026-12-01', '2027-01-04', '2027-02-01', '2027-03-01'].map((startDate, i) => ({ startDate, days: i === 0 ? 14 : 5 }));
    expect(codes({ periods: four })).toEqual(['periods:VACATION_TOO_MANY_PERIODS']);
    expect(codes({ periods: [{ startDate: '2026-12-01', days: 21 }], soldDays: 10 })).toEqual(['periods:VACATION_DAYS_EXCEEDED']);
    expect(codes({ periods: [{ startDate: '2026-12-01', days: 14 }, { startDate: '2026-12-14', days: 5 }] })).toContain('periods.1.startDate:VACATION_PERIODS_OVERLAP');
  });

  it('does not start in the two days before a holiday or Sunday (art. 134 §3)', () => {
    // Christmas 2026 is a Friday: Wednesday 23 and Thursday 24 are out, Tuesday 22 is fine.
    expect(restDayAfter('2026-12-23', ctx)).toBe('2026-12-25');
    expect(restDayAfter('2026-12-24', ctx)).toBe('2026-12-25');
    expect(restDayAfter('2026-12-22', ctx)).toBeNull();
    // Before Sunday 20/12: Friday 18 and Saturday 19 are out, Thursday 17 is fine.
    expect(restDayAfter('2026-12-18', ctx)).toBe('2026-12-20');
    expect(restDayAfter('2026-12-17', ctx)).toBeNull();
    // São Paulo's state holiday, 09/07 (Thursday in 2026): Tuesday 07 is out in SP, not in RJ.
    expect(restDayAfter('2026-07-07', ctx)).toBe('2026-07-09');
    expect(restDayAfter('2026-07-07', { isHoliday: holidayCheck('RJ') })).toBeNull();
    // 20/11, national since Lei 14.759/2023, holds in SP too (date-holidays' SP list alone omits it): Wednesday 18 is out.
    expect(restDayAfter('2026-11-18', ctx)).toBe('2026-11-20');
    // Carnaval (Tuesday 17/02/2026) closes the banks but is no CLT holiday: Monday 16 is fine.
    expect(restDayAfter('2026-02-16', ctx)).toBeNull();
    const at = (startDate: string) => codes({ periods: [{ startDate, days: 30 }], noticeDate: '2026-10-01' });
    expect(at('2026-12-23')).toEqual(['periods.0.startDate:VACATION_START_BEFORE_REST']);
    expect(at('2026-12-18')).toEqual(['periods.0.startDate:VACATION_START_BEFORE_REST']);
    expect(at('2026-12-22')).toEqual([]);
  });

  it('is noticed at least 30 days before the first period (art. 135)', () => {
    expect(codes({ noticeDate: '2026-11-01' })).toEqual([]); // 01/11 → 01/12: exactly 30 days
    expect(codes({ noticeDate: '2026-11-02' })).toEqual(['noticeDate:VACATION_NOTICE_TOO_LATE']);
  });

  it('sells at most a third of the entitled days (art. 143)', () => {
    expect(maxSoldDays(30)).toBe(10);
    expect(maxSoldDays(24)).toBe(8);
    expect(codes({ soldDays: 10, periods: [{ startDate: '2026-12-01', days: 20 }] })).toEqual([]);
    expect(codes({ soldDays: 11, periods: [{ startDate: '2026-12-01', days: 19 }] })).toEqual(['soldDays:VACATION_SOLD_THIRD']);
    expect(vacationRules({ ...valid, absences: 6, soldDays: 9, periods: [{ startDate: '2026-12-01', days: 15 }] }, ctx)[0])
      .toEqual({ field: 'soldDays', code: 'VACATION_SOLD_THIRD', params: { count: 8 } });
  });

  it('starts after a completed acquisition period that begins on a hire anniversary', () => {
    expect(acquisitionPeriodOn('2024-03-10', '2026-11-01')).toEqual({ start: '2025-03-10', end: '2026-03-09' });
    expect(acquisitionPeriodOn('2026-03-10', '2026-11-01')).toEqual({ start: '2026-03-10', end: '2027-03-09' });
    expect(codes({ acquisitionStart: '2025-03-11' })).toEqual(['acquisitionStart:VACATION_ACQUISITION_START']);
    // The message names the anniversary to type instead: the one at or before the date typed, or the hire date.
    const named = (acquisitionStart: string) => vacationRules({ ...valid, acquisitionStart }, ctx).find((v) => v.field === 'acquisitionStart')?.params;
    expect(named('2025-03-11')).toEqual({ date: '2025-03-10' });
    expect(named('2026-01-20')).toEqual({ date: '2025-03-10' });
    expect(named('2023-12-01')).toEqual({ date: '2024-03-10' });
    expect(codes({ acquisitionStart: '2026-03-10' })).toEqual(['periods.0.startDate:VACATION_ACQUISITION_INCOMPLETE']);
  });

  it('judges only what is filled in (a draft in progress)', () => {
    expect(vacationRules({ periods: [{ startDate: '2026-12-01' } as never] }, ctx)).toEqual([]);
    expect(vacationRules({}, ctx)).toEqual([]);
    expect(vacationRules({ ...valid, acquisitionStart: '10/03', noticeDate: '01/1', periods: [{ startDate: '18/12', days: 30 }] }, ctx)).toEqual([]);
    expect(vacationRules({ periods: [{ startDate: '2026-12-18' } as never] }, ctx)).toEqual([{ field: 'periods.0.startDate', code: 'VACATION_START_BEFORE_REST' }]);
  });
});
