import { VALIDATION_KEYS, type ValidationErrorKey } from '@portico/toolkit/validators';
import { charValues, mod11CheckDigit } from './mod11';

// CPF weights run 10..2 then 11..2 from the left, i.e. they never wrap.
const NO_WRAP = Number.MAX_SAFE_INTEGER;

/** Strips the 000.000.000-00 mask. */
export function unmaskCpf(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

/** The two check digits for a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CPF base has 9 digits');
  const values = charValues(base);
  const first = mod11CheckDigit(values, NO_WRAP);
  const second = mod11CheckDigit([...values, first], NO_WRAP);
  return `${first}${second}`;
}

/** True for an 11-digit CPF (masked or not) whose check digits match; repeated digits are rejected. */
export function isValidCpf(value: string): boolean {
  const digits = unmaskCpf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** Empty is valid (pair with `required` when needed). */
export function cpf(value: string): ValidationErrorKey | null {
  if (value.trim() === '') return null;
  return isValidCpf(value) ? null : VALIDATION_KEYS.invalidCpf;
}

/** 12345678901 → 123.456.789-01; anything that is not 11 digits is returned unchanged. */
export function formatCpf(value: string): string {
  const digits = unmaskCpf(value);
  return /^\d{11}$/.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : value;
}
