import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, formatDateDigits, isoOfTypedDate } from './masks';

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
