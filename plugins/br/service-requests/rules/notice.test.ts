import { describe, expect, it } from 'vitest';
import type { RuleContext } from './types';
import { noticeDays, noticeEnd, noticeRules } from './notice';

const employee = { id: 'e1', name: 'Ana Beatriz Souza', cpf: '52998224725', hireDate: '2020-05-15', jobPosition: 'Padeira' };
const ctx: RuleContext = { today: '2026-11-01', isHoliday: () => false, employee };

describe('aviso prévio (Lei 12.506/2011)', () => {
  it('is 30 days plus 3 per complete year when the employer dismisses', () => {
    expect(noticeDays('2026-01-10', '2026-11-01', 'Employer')).toBe(30); // under a year
    expect(noticeDays('2025-11-02', '2026-11-01', 'Employer')).toBe(30); // a day short of a year
    expect(noticeDays('2025-11-01', '2026-11-01', 'Employer')).toBe(33); // exactly one year
    expect(noticeDays('2020-05-15', '2026-11-01', 'Employer')).toBe(48); // six years
  });

  it('stops at 90 days (20 years)', () => {
    expect(noticeDays('2006-11-02', '2026-11-01', 'Employer')).toBe(87); // 19 years
    expect(noticeDays('2006-11-01', '2026-11-01', 'Employer')).toBe(90); // 20 years
    expect(noticeDays('1990-01-01', '2026-11-01', 'Employer')).toBe(90);
  });

  it('is 30 days when the employee resigns, however long the service', () => {
    expect(noticeDays('1990-01-01', '2026-11-01', 'Employee')).toBe(30);
    expect(noticeDays('2020-05-15', '2026-11-01', 'Employee')).toBe(30);
  });

  it('ends the given number of days after the day of notice (TST Súmula 380)', () => {
    expect(noticeEnd('2026-11-01', 30)).toBe('2026-12-01');
    expect(noticeEnd('2026-11-01', 48)).toBe('2026-12-19');
  });

  it('shortens only a worked notice the employer gives, and then asks how', () => {
    const codes = (p: Parameters<typeof noticeRules>[0]) => noticeRules({ cpf: employee.cpf, noticeDate: '2026-11-01', ...p }, ctx).map((v) => `${v.field}:${v.code}`);
    expect(codes({ initiatedBy: 'Employer', noticeType: 'Worked', reduction: 'SevenDays' })).toEqual([]);
    expect(codes({ initiatedBy: 'Employer', noticeType: 'Worked' })).toEqual(['reduction:NOTICE_REDUCTION_REQUIRED']);
    expect(codes({ initiatedBy: 'Employee', noticeType: 'Worked', reduction: 'TwoHoursDaily' })).toEqual(['reduction:NOTICE_REDUCTION_NOT_ALLOWED']);
    expect(codes({ initiatedBy: 'Employer', noticeType: 'Indemnified', reduction: 'SevenDays' })).toEqual(['reduction:NOTICE_REDUCTION_NOT_ALLOWED']);
    expect(codes({ initiatedBy: 'Employee', noticeType: 'Indemnified' })).toEqual([]);
  });

  it('is not given before the hire date', () => {
    expect(noticeRules({ noticeDate: '2020-05-14', initiatedBy: 'Employee', noticeType: 'Indemnified' }, ctx)).toEqual([{ field: 'noticeDate', code: 'NOTICE_BEFORE_HIRE' }]);
  });
});
