import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask } from '@portico/toolkit/forms';
import { cnpjCheckDigits, isValidCnpj } from './validators/cnpj';
import { CEP_MASK, CNPJ_ALPHANUMERIC_MASK, CNPJ_MASK, CPF_MASK } from './masks';

const anyText = fc.string({ unit: 'binary', maxLength: 30 });
const mixed = (alphabet: string) =>
  fc.string({ unit: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...alphabet) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }), maxLength: 30 });
const input = fc.oneof(anyText, mixed('0123456789abcXYZßſıﬁ.-/ '));

/** The characters a mask keeps from any text, by the official alphabet: ASCII digits, and ASCII letters upper-cased where letters are allowed. */
const kept = (text: string, letters: boolean) =>
  [...text]
    .map((ch) => (letters && /^[a-z]$/.test(ch) ? ch.toUpperCase() : ch))
    .filter((ch) => (letters ? /^[0-9A-Z]$/.test(ch) : /^[0-9]$/.test(ch)))
    .join('');

describe('Brazilian masks', () => {
  it('formats CNPJ, CPF and CEP', () => {
    expect(applyMask('11222333000181', CNPJ_MASK)).toBe('11.222.333/0001-81');
    expect(applyMask('52998224725', CPF_MASK)).toBe('529.982.247-25');
    expect(applyMask('01310100', CEP_MASK)).toBe('01.310-100');
    expect(applyMask('5299822', CPF_MASK)).toBe('529.982.2');
    expect(applyMask('abc123', CPF_MASK)).toBe('123');
  });
  it('formats the alphanumeric CNPJ, upper-casing letters', () => {
    expect(applyMask('12abc34501de35', CNPJ_ALPHANUMERIC_MASK)).toBe('12.ABC.345/01DE-35');
    expect(applyMask('12ABC34501DEXX', CNPJ_ALPHANUMERIC_MASK)).toBe('12.ABC.345/01DE-');
  });
});

describe('Brazilian mask invariants over arbitrary Unicode input', () => {
  it.each([
    ['CPF', CPF_MASK, 14, /^[0-9.\-]*$/],
    ['CNPJ', CNPJ_MASK, 18, /^[0-9./\-]*$/],
    ['CEP', CEP_MASK, 10, /^[0-9.\-]*$/],
  ] as const)('%s: never longer than the mask, only digits and its punctuation, digits kept in order', { timeout: 60_000 }, (_, mask, length, charset) => {
    fc.assert(
      fc.property(input, (text) => {
        const out = applyMask(text, mask);
        expect(out.length).toBeLessThanOrEqual(length);
        expect(out).toMatch(charset);
        expect(kept(text, false).startsWith(out.replace(/\D/g, ''))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('alphanumeric CNPJ: one character in, at most one out; only [0-9A-Z] and the punctuation; the check digits numeric', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(input, (text) => {
        const out = applyMask(text, CNPJ_ALPHANUMERIC_MASK);
        expect(out.length).toBeLessThanOrEqual(18);
        expect(out).toMatch(/^[0-9A-Z./\-]*$/);
        const typed = out.replace(/[./\-]/g, '');
        // Whatever the mask kept is a prefix of the ASCII characters typed: nothing invented by case mapping.
        expect(kept(text, true).startsWith(typed.slice(0, 12))).toBe(true);
        expect(typed.slice(12)).toMatch(/^\d{0,2}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("'ß' is not typed as 'SS'", () => {
    expect(applyMask('12ß', CNPJ_ALPHANUMERIC_MASK).replace(/[./-]/g, '')).toBe('12');
    expect(applyMask('12abc', CNPJ_ALPHANUMERIC_MASK)).toBe('12.ABC');
  });

  it('masking a valid CNPJ (any case) keeps it valid', () => {
    const alnum = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'), minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(alnum, (base) => {
        const value = base + cnpjCheckDigits(base.toUpperCase());
        const masked = applyMask(value, CNPJ_ALPHANUMERIC_MASK);
        expect(masked).toHaveLength(18);
        expect(isValidCnpj(masked)).toBe(true);
      }),
    );
  });
});
