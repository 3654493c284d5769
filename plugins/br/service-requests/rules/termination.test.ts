import { describe, expect, it } from 'vitest';
import { LEAVE_REASONS, TERMINATION_REASONS, TERMINATION_REASON_CODES } from './esocial-tables';
import type { RuleContext } from './types';
import { allowedNoticeTypes, terminationNotice, terminationRules, type TerminationPayload } from './termination';

const employee = { id: 'e1', name: 'Ana Beatriz Souza', cpf: '52998224725', hireDate: '2020-05-15', jobPosition: 'Padeira' };
const ctx: RuleContext = { today: '2026-11-01', isHoliday: () => false, employee };
const base: TerminationPayload = { cpf: employee.cpf, terminationDate: '2026-11-01', reason: '02', noticeType: 'Indemnified', noticeDate: '2026-11-01' };
const codes = (p: Partial<TerminationPayload>) => terminationRules({ ...base, ...p }, ctx).map((v) => `${v.field}:${v.code}`);

describe('eSocial tables', () => {
  it('have unique two-digit codes and a name for each', () => {
    for (const table of [TERMINATION_REASONS, LEAVE_REASONS]) {
      const list = table.map((r) => r.code);
      expect(new Set(list).size).toBe(list.length);
      for (const r of table) expect(r.code).toMatch(/^\d{2}$/), expect(r.name.length).toBeGreaterThan(5);
    }
    expect(TERMINATION_REASON_CODES).toEqual(expect.arrayContaining(['01', '02', '07', '33']));
  });
});

describe('termination calculation rules', () => {
  it('accepts the notice types its reason allows', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ reason: '02', noticeType: 'Worked', noticeDate: '2026-10-01' })).toEqual([]);
    expect(codes({ reason: '07', noticeType: 'Waived' })).toEqual([]);
    expect(codes({ reason: '01', noticeType: 'None', noticeDate: undefined })).toEqual([]);
  });

  it('refuses a notice type the reason does not admit, naming why', () => {
    expect(codes({ reason: '01', noticeType: 'Indemnified' })).toEqual(['noticeType:TERMINATION_NO_NOTICE']);
    expect(codes({ reason: '06', noticeType: 'Worked' })).toEqual(['noticeType:TERMINATION_NO_NOTICE']);
    expect(codes({ reason: '02', noticeType: 'None', noticeDate: undefined })).toEqual(['noticeType:TERMINATION_NOTICE_BY_EMPLOYER']);
    expect(codes({ reason: '02', noticeType: 'Waived' })).toEqual(['noticeType:TERMINATION_NOTICE_BY_EMPLOYER']);
    expect(codes({ reason: '07', noticeType: 'None', noticeDate: undefined })).toEqual(['noticeType:TERMINATION_NOTICE_ON_RESIGNATION']);
    expect(codes({ reason: '17', noticeType: 'Worked' })).toEqual(['noticeType:TERMINATION_NOTICE_INDEMNIFIED']);
    expect(codes({ reason: '03', noticeType: 'Waived' })).toEqual(['noticeType:TERMINATION_WAIVER_ON_RESIGNATION']);
    expect(allowedNoticeTypes('33')).toEqual(['Indemnified', 'Worked']);
  });

  it('needs a notice date when there is a notice, not after the end nor before the hire', () => {
    expect(codes({ noticeDate: undefined })).toEqual(['noticeDate:TERMINATION_NOTICE_DATE_REQUIRED']);
    expect(codes({ noticeDate: '2026-11-02' })).toEqual(['noticeDate:TERMINATION_NOTICE_AFTER_END']);
    expect(codes({ terminationDate: '2020-05-01', noticeDate: '2020-04-01' })).toEqual(['terminationDate:TERMINATION_BEFORE_HIRE', 'noticeDate:NOTICE_BEFORE_HIRE']);
  });

  it('projects an indemnified notice; resignation owes 30 days; an agreement half', () => {
    expect(terminationNotice('02', '2026-11-01', '2026-11-01', employee.hireDate)).toEqual({ days: 48, projectedEnd: '2026-12-19' });
    expect(terminationNotice('07', '2026-11-01', '2026-11-01', employee.hireDate)).toEqual({ days: 30, projectedEnd: '2026-12-01' });
    expect(terminationNotice('33', '2026-11-01', '2026-11-01', employee.hireDate)).toEqual({ days: 24, projectedEnd: '2026-11-25' });
    expect(terminationNotice('01', '2026-11-01', '2026-11-01', employee.hireDate)).toBeNull();
  });
});
