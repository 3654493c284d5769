import { describe, expect, it } from 'vitest';
import { dueDate, MONTHLY_OBLIGATIONS, upcoming } from './due-dates';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const fgts = MONTHLY_OBLIGATIONS.find((o) => o.key === 'fgts')!;
const das = MONTHLY_OBLIGATIONS.find((o) => o.key === 'das')!;

describe('tax calendar due dates', () => {
  it('brings FGTS forward to Friday when the 20th is a Sunday', () => {
    // 20 December 2026 is a Sunday.
    expect(iso(dueDate(2026, 11, fgts))).toBe('2026-12-18');
  });

  it('postpones the DAS to Monday when the 20th falls on a weekend', () => {
    expect(iso(dueDate(2026, 11, das))).toBe('2026-12-21');
  });

  it('lists what is still due this month first, then next month', () => {
    const list = upcoming(new Date(Date.UTC(2026, 10, 22)));
    expect(list[0]).toEqual({ key: 'pisCofins', date: new Date(Date.UTC(2026, 10, 25)) });
    expect(list.map((i) => i.key)).toContain('esocial');
    expect(iso(list.find((i) => i.key === 'esocial')!.date)).toBe('2026-12-15');
  });
});
