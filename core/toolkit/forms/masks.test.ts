import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, formatDateDigits, formatDateTimeDigits, formatMonthDigits, isoOfTypedDate, isoOfTypedDateTime, isoOfTypedMonth } from './masks';

const input = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: fc.constantFrom(...'0123456789./- '), maxLength: 30 }));

describe('mask invariants over arbitrary Unicode input', () => {
  it('a pattern mask keeps the digits typed, in order, and its own punctuation only', () => {
    fc.assert(
      fc.property(input, (text) => {
        const out = applyMask(text, '00.000-000');
        expect(out.length).toBeLessThanOrEqual(10);
        expect(out).toMatch(/^[0-9.\-]*$/);
        expect(text.replace(/[^0-9]/g, '').startsWith(out.replace(/\D/g, ''))).toBe(true);
      }),
    );
  });

  it('the date input keeps ASCII digits only and never exceeds DD/MM/YYYY', () => {
    fc.assert(
      fc.property(input, (text) => {
        const out = formatDateDigits(text);
        expect(out.length).toBeLessThanOrEqual(10);
        expect(out).toMatch(/^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/);
      }),
    );
  });
});

describe('isoOfTypedDate', () => {
  it("reads a whole day in the reader's order as ISO, and nothing while incomplete or not a day", () => {
    expect(isoOfTypedDate('28/02/2026', false)).toBe('2026-02-28');
    expect(isoOfTypedDate('02/28/2026', true)).toBe('2026-02-28');
    expect(isoOfTypedDate('28/02/202', false)).toBeNull();
    expect(isoOfTypedDate('31/02/2026', false)).toBeNull();
    expect(isoOfTypedDate('28/02/2026', true)).toBeNull();
  });
});

describe('isoOfTypedMonth', () => {
  it('reads a whole mm/aaaa month as yyyy-MM, and nothing while incomplete or not a month', () => {
    expect(formatMonthDigits('1a02026999')).toBe('10/2026');
    expect(isoOfTypedMonth('10/2026')).toBe('2026-10');
    expect(isoOfTypedMonth('10/202')).toBeNull();
    expect(isoOfTypedMonth('13/2026')).toBeNull();
    expect(isoOfTypedMonth('00/2026')).toBeNull();
  });
});

describe('isoOfTypedDateTime', () => {
  it("reads a whole day in the reader's order and a 24-hour time as a datetime-local value", () => {
    expect(formatDateTimeDigits('2412202609')).toBe('24/12/2026 09');
    expect(formatDateTimeDigits('241220260930xx99')).toBe('24/12/2026 09:30');
    expect(formatDateTimeDigits('24122026')).toBe('24/12/2026');
    expect(isoOfTypedDateTime('24/12/2026 09:30', false)).toBe('2026-12-24T09:30');
    expect(isoOfTypedDateTime('12/24/2026 21:05', true)).toBe('2026-12-24T21:05');
    expect(isoOfTypedDateTime('24/12/2026 09:3', false)).toBeNull();
    expect(isoOfTypedDateTime('24/12/2026 24:00', false)).toBeNull();
    expect(isoOfTypedDateTime('24/12/2026 09:60', false)).toBeNull();
    expect(isoOfTypedDateTime('31/02/2026 09:30', false)).toBeNull();
  });
});
