import { VALIDATION_KEYS, type ValidationErrorKey, type Validator } from './error-keys';

/** Largest accepted amount, 9,999,999.99, in cents. */
export const MAX_DECIMAL_CENTS = 999_999_999;
/** Inputs of this many characters or more are refused outright. */
export const MAX_DECIMAL_LENGTH = 15;

export type DecimalSeparator = ',' | '.';

export type CentsResult = { ok: true; cents: number } | { ok: false; error: ValidationErrorKey };

/**
 * Parses a money text to integer cents by string manipulation only (no floating point).
 * With a locale `decimalSeparator`, the other character is a thousands separator, accepted only
 * in well-formed groups of three ("1.234,56" in pt-BR). Without one, either ',' or '.' is the
 * decimal separator and at most one of them may appear.
 */
export function parseCents(value: string, decimalSeparator?: DecimalSeparator): CentsResult {
  const fail = (error: ValidationErrorKey): CentsResult => ({ ok: false, error });
  const text = value.trim();
  if (text.length >= MAX_DECIMAL_LENGTH) return fail(VALIDATION_KEYS.maxValue);
  const negative = text.startsWith('-');
  let body = negative ? text.slice(1) : text;

  if (decimalSeparator) {
    // Grouping belongs to the integer part only: "1.234,56" yes, "1.234,5.6" or "1,5.000" no.
    const grouping = decimalSeparator === ',' ? '.' : ',';
    const decimalAt = body.indexOf(decimalSeparator);
    let integer = decimalAt < 0 ? body : body.slice(0, decimalAt);
    const fraction = decimalAt < 0 ? '' : body.slice(decimalAt);
    if (fraction.includes(grouping)) return fail(VALIDATION_KEYS.invalidSeparator);
    if (integer.includes(grouping)) {
      const groupPattern = new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`);
      if (!groupPattern.test(integer)) return fail(VALIDATION_KEYS.invalidSeparator);
      integer = integer.split(grouping).join('');
    }
    body = integer + fraction;
  }
  const separators = body.match(/[.,]/g) ?? [];
  if (separators.length > 1) return fail(VALIDATION_KEYS.invalidSeparator);
  const [integer = '', fraction = ''] = body.split(/[.,]/);
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || integer + fraction === '') {
    return fail(VALIDATION_KEYS.invalidNumber);
  }
  if (fraction.length > 2) return fail(VALIDATION_KEYS.decimalPlaces);
  const cents = Number(integer || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (negative && cents > 0) return fail(VALIDATION_KEYS.negativeValue);
  if (cents > MAX_DECIMAL_CENTS) return fail(VALIDATION_KEYS.maxValue);
  return { ok: true, cents };
}

/** The decimal validator; empty is valid. Pass the locale's decimal separator to accept its thousands grouping. */
export function decimalFor(decimalSeparator?: DecimalSeparator): Validator {
  return (value) => {
    if (value.trim() === '') return null;
    const result = parseCents(value, decimalSeparator);
    return result.ok ? null : result.error;
  };
}

/** Accepts ',' or '.' as the decimal separator. */
export const decimal: Validator = decimalFor();

/** Integer cents → canonical "1234.56" text, again without floating point. */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The decimal separator a locale writes (pt-BR ',' and en-US '.'). */
export function localeDecimalSeparator(locale: string): DecimalSeparator {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}
