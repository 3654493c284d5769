import { describe, expect, it } from 'vitest';
import { OBLIGATIONS } from '../obligations';
import { todayInBrazil } from '@portico/br-kit/contract';
import { BusinessCalendar, dueDateOf, upcomingDueDates, type CompanyProfile } from './due-dates';

const rule = (key: (typeof OBLIGATIONS)[number]['key']) => OBLIGATIONS.find((o) => o.key === key)!;
const sp = new BusinessCalendar('SP');
const employer: CompanyProfile = { regime: 'presumido', hasEmployees: true, uf: 'SP', municipality: 'São Paulo' };

describe('due dates by rule and holiday calendar', () => {
  it('brings FGTS forward from 20 November 2026, Dia da Consciência Negra (national since Lei 14.759/2023)', () => {
    expect(dueDateOf(rule('fgts'), '2026-10', sp)).toEqual({
      key: 'fgts', competence: '2026-10', nominalDate: '2026-11-20', dueDate: '2026-11-19',
      shift: { reason: 'holiday', holiday: 'Dia da Consciência Negra' },
    });
  });

  it('postpones the DAS past the same holiday to Monday', () => {
    expect(dueDateOf(rule('das'), '2026-10', sp).dueDate).toBe('2026-11-23');
  });

  it('moves a date for a state holiday only in that state', () => {
    // 25 March 2026 is Data Magna do Ceará: PIS/COFINS is brought forward there, not in São Paulo.
    expect(dueDateOf(rule('pisCofins'), '2026-02', new BusinessCalendar('CE'))).toMatchObject({ dueDate: '2026-03-24', shift: { reason: 'holiday' } });
    expect(dueDateOf(rule('pisCofins'), '2026-02', sp)).toMatchObject({ dueDate: '2026-03-25', shift: null });
    // 20 September 2027 (a Monday) is the Revolução Farroupilha in Rio Grande do Sul.
    expect(dueDateOf(rule('fgts'), '2027-08', new BusinessCalendar('RS')).dueDate).toBe('2027-09-17');
    expect(dueDateOf(rule('fgts'), '2027-08', sp).dueDate).toBe('2027-09-20');
    // 9 July (Revolução Constitucionalista) is a business day in Rio, not in São Paulo; 23 April (São Jorge) the other way.
    expect([sp.isBusinessDay('2026-07-09'), new BusinessCalendar('RJ').isBusinessDay('2026-07-09')]).toEqual([false, true]);
    expect([sp.isBusinessDay('2026-04-23'), new BusinessCalendar('RJ').isBusinessDay('2026-04-23')]).toEqual([true, false]);
  });

  it('counts carnaval as no business day for payments', () => {
    expect(sp.isBusinessDay('2026-02-17')).toBe(false);
  });

  it('dates DCTFWeb on the last business day of the following month', () => {
    // May 2026 ends on a Sunday; Friday the 29th is the last business day.
    expect(dueDateOf(rule('dctfweb'), '2026-04', sp).dueDate).toBe('2026-05-29');
    // December 2026: the 31st is a Thursday (New Year's Eve is no holiday).
    expect(dueDateOf(rule('dctfweb'), '2026-11', sp).dueDate).toBe('2026-12-31');
  });

  it('dates the salary on the fifth business day, skipping holidays', () => {
    // September 2026: 1-4 (Tue-Fri), Monday 7 is Independence Day, so the fifth is Tuesday the 8th.
    expect(dueDateOf(rule('salary'), '2026-08', sp).dueDate).toBe('2026-09-08');
  });

  it('dates quarterly IRPJ/CSLL only after a quarter', () => {
    const { items } = upcomingDueDates(employer, new Date('2026-05-02T12:00:00Z'));
    expect(items.find((i) => i.key === 'irpjCsll')).toMatchObject({ competence: '2026-06', dueDate: '2026-07-31' });
  });
});

describe('upcoming due dates of a company', () => {
  it('shows a due day until midnight in Brasília, though UTC is already on the next day', () => {
    // 22:30 on 19 November 2026 in Brasília (UTC-3) is 01:30 on the 20th in UTC.
    const now = new Date('2026-11-20T01:30:00Z');
    expect(todayInBrazil(now)).toBe('2026-11-19');
    const fgts = upcomingDueDates(employer, now).items.find((i) => i.key === 'fgts');
    expect(fgts).toMatchObject({ competence: '2026-10', dueDate: '2026-11-19', daysLeft: 0 });
    // Half an hour after midnight in Brasília it is December's.
    expect(upcomingDueDates(employer, new Date('2026-11-20T03:30:00Z')).items.find((i) => i.key === 'fgts')!.dueDate).toBe('2026-12-18');
  });

  it('lists only what applies to the regime and whether the company has employees, soonest first', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const simplesWithoutStaff = upcomingDueDates({ regime: 'simples', hasEmployees: false, uf: 'SP', municipality: 'São Paulo' }, now);
    expect(simplesWithoutStaff.items.map((i) => i.key)).toEqual(['das']);
    const keys = upcomingDueDates(employer, now).items.map((i) => i.key);
    expect(keys).not.toContain('das');
    expect(keys).toEqual(expect.arrayContaining(['fgts', 'pisCofins', 'issSaoPaulo', 'thirteenthFirst', 'dctfweb']));
    const dates = upcomingDueDates(employer, now).items.map((i) => i.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(upcomingDueDates(employer, now).items[0]).toMatchObject({ key: 'pisCofins', dueDate: '2026-11-25', daysLeft: 3 });
  });

  it('uses the firm\'s override of one date instead of the rule, and says what it replaced', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const overrides = [{ key: 'pisCofins', competence: '2026-10', dueDate: '2026-11-30', note: 'Prorrogação' }];
    const pis = upcomingDueDates(employer, now, overrides).items.find((i) => i.key === 'pisCofins');
    expect(pis).toMatchObject({ dueDate: '2026-11-30', daysLeft: 8, override: { originalDate: '2026-11-25', note: 'Prorrogação' } });
    // An override of another competence leaves this one alone.
    const other = upcomingDueDates(employer, now, [{ ...overrides[0]!, competence: '2026-09', dueDate: '2026-10-30' }]).items.find((i) => i.key === 'pisCofins');
    expect(other).toMatchObject({ dueDate: '2026-11-25', override: null });
  });
});
