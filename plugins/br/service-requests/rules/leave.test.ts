import { describe, expect, it } from 'vitest';
import type { RuleContext } from './types';
import { expectedLeaveEnd, leaveDays, leaveRules, type LeavePayload } from './leave';

const employee = { id: 'e1', name: 'Carla Mendes Rocha', cpf: '39053344705', hireDate: '2024-03-10', jobPosition: 'Atendente' };
const ctx: RuleContext = { today: '2026-11-01', isHoliday: () => false, employee };
const codes = (p: Partial<LeavePayload>) => leaveRules({ cpf: employee.cpf, ...p }, ctx).map((v) => `${v.field}:${v.code}`);

describe('employee leave rules (eSocial S-2230)', () => {
  it('ends on or after its start; the end may come later', () => {
    expect(codes({ reason: '03', startDate: '2026-11-03' })).toEqual([]);
    expect(codes({ reason: '03', startDate: '2026-11-03', endDate: '2026-11-03' })).toEqual([]);
    expect(codes({ reason: '03', startDate: '2026-11-03', endDate: '2026-11-02' })).toEqual(['endDate:LEAVE_END_BEFORE_START']);
    expect(codes({ reason: '03', startDate: '2026-11-03', endDate: '02/11' })).toEqual([]); // still being typed
  });

  it('does not start before the hire date', () => {
    expect(codes({ reason: '03', startDate: '2024-03-09' })).toEqual(['startDate:LEAVE_BEFORE_HIRE']);
  });

  it('gives maternity 120 days, the Empresa Cidadã extension 60 (180 in all), abortion 14', () => {
    expect(leaveDays('2026-11-03', '2027-03-02')).toBe(120);
    expect(expectedLeaveEnd('17', '2026-11-03')).toBe('2027-03-02');
    expect(codes({ reason: '17', startDate: '2026-11-03', endDate: '2027-03-02' })).toEqual([]);
    expect(codes({ reason: '17', startDate: '2026-11-03', endDate: '2027-03-01' })).toEqual(['endDate:LEAVE_FIXED_DAYS']);
    expect(leaveRules({ reason: '18', startDate: '2027-03-03', endDate: '2027-05-03' }, ctx)).toEqual([{ field: 'endDate', code: 'LEAVE_FIXED_DAYS', params: { count: 60 } }]);
    expect(codes({ reason: '18', startDate: '2027-03-03', endDate: expectedLeaveEnd('18', '2027-03-03')! })).toEqual([]);
    expect(codes({ reason: '19', startDate: '2026-11-03', endDate: '2026-11-16' })).toEqual([]);
    expect(expectedLeaveEnd('03', '2026-11-03')).toBeNull();
  });

  it('suspends for at most 30 days (CLT art. 474)', () => {
    expect(codes({ reason: '30', startDate: '2026-11-03', endDate: '2026-12-02' })).toEqual([]);
    expect(codes({ reason: '30', startDate: '2026-11-03', endDate: '2026-12-03' })).toEqual(['endDate:LEAVE_MAX_DAYS']);
  });
});
