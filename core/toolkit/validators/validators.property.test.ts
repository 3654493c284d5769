import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, expectNoValidatorThrows, nearly } from '@portico/test/support/validator-properties';
import {
  date,
  decimal,
  decimalFor,
  hourMinute,
  minlengthTrim,
  parseCents,
  centsToDecimalString,
  MAX_DECIMAL_CENTS,
} from './index';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('money properties', () => {
  it('every cent amount in range round-trips through text exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DECIMAL_CENTS }), (cents) => {
        const text = centsToDecimalString(cents);
        expect(parseCents(text)).toEqual({ ok: true, cents });
        expect(parseCents(text.replace('.', ','))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('no validator throws', () => {
  const validators = [date, decimal, decimalFor(','), decimalFor('.'), hourMinute, minlengthTrim(3)];
  it('on arbitrary strings', () => expectNoValidatorThrows(validators));
});

/**
 * Differential properties over arbitrary Unicode text (full code-point range, astral planes included) against
 * reference implementations written here from the official rules, independently of the toolkit's code.
 */

/** Money text to cents by regular expressions: grouping only in the integer part, in groups of three. */
function referenceCents(input: string, decimalSeparator?: ',' | '.'): number | null {
  const text = input.trim();
  if (text.length >= 15) return null;
  const pattern = decimalSeparator
    ? new RegExp(`^(-?)(\\d{1,3}(?:\\${decimalSeparator === ',' ? '.' : ','}\\d{3})+|\\d*)(?:\\${decimalSeparator}(\\d*))?$`)
    : /^(-?)(\d*)(?:[.,](\d*))?$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const [, sign, integer = '', fraction = ''] = match;
  const digitsOnly = integer.replace(/[.,]/g, '');
  if (digitsOnly + fraction === '' || fraction.length > 2) return null;
  const cents = BigInt(digitsOnly || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if ((sign && cents > 0n) || cents > BigInt(MAX_DECIMAL_CENTS)) return null;
  return Number(cents);
}

describe('differential properties over arbitrary Unicode input', () => {
  // Generous time limits: the machine running the suite may be busy, and the runs are what make the check.
  it('the money parser agrees with the reference on any text, with and without a locale separator', { timeout: 60_000 }, () => {
    const arbitrary = fc.oneof(anyText(16), nearly('0123456789.,-', 16));
    fc.assert(
      fc.property(arbitrary, fc.constantFrom(undefined, ',' as const, '.' as const), (text, separator) => {
        const expected = referenceCents(text, separator);
        const result = parseCents(text, separator);
        expect(result.ok ? result.cents : null).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('parse(format(x)) == x for locale-formatted amounts with grouping', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DECIMAL_CENTS }), fc.constantFrom('pt-BR', 'en-US', 'es-AR', 'nl-NL'), (cents, locale) => {
        const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(cents / 100);
        const separator = locale === 'en-US' ? '.' : ',';
        expect(parseCents(text, separator)).toEqual({ ok: true, cents });
      }),
    );
  });

  it('a grouping separator after the decimal mark is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), digits(1), digits(1), fc.constantFrom(',' as const, '.' as const), (units, d1, d2, separator) => {
        const grouping = separator === ',' ? '.' : ',';
        // A well-grouped integer part ("1.234") must not license grouping characters in the fraction.
        const integer = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
        expect(parseCents(`${integer}${separator}${d1}${d2}`, separator).ok).toBe(true);
        expect(parseCents(`${integer}${separator}${d1}${grouping}${d2}`, separator).ok).toBe(false);
      }),
    );
  });
});
