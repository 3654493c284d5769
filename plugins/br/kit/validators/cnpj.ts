import { VALIDATION_KEYS, type ValidationErrorKey } from '@portico/toolkit/validators';
import { charValues, mod11CheckDigit } from './mod11';

/**
 * Upper-cases ASCII letters only. The alphanumeric CNPJ (IN RFB 2.229/2024) allows [0-9A-Z] and nothing else;
 * a Unicode upper-casing would turn one typed character into others ('ß' → 'SS', 'ı' → 'I', 'ﬁ' → 'FI').
 */
export const upperAscii = (text: string): string => text.replace(/[a-z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) - 32));

/** Strips the 00.000.000/0000-00 mask and upper-cases ASCII letters (alphanumeric CNPJ). */
export function unmaskCnpj(value: string): string {
  return upperAscii(value.replace(/[.\-/\s]/g, ''));
}

/** The two numeric check digits for a 12-character base of [A-Z0-9]. */
export function cnpjCheckDigits(base: string): string {
  const normalised = upperAscii(base);
  if (!/^[A-Z0-9]{12}$/.test(normalised)) throw new RangeError('A CNPJ base has 12 characters of [A-Z0-9]');
  const values = charValues(normalised);
  const first = mod11CheckDigit(values, 9);
  const second = mod11CheckDigit([...values, first], 9);
  return `${first}${second}`;
}

/** True for a numeric or alphanumeric CNPJ (masked or not) with matching check digits. */
export function isValidCnpj(value: string): boolean {
  const text = unmaskCnpj(value);
  if (!/^[A-Z0-9]{12}\d{2}$/.test(text) || /^(\d)\1{13}$/.test(text)) return false;
  return cnpjCheckDigits(text.slice(0, 12)) === text.slice(12);
}

/** Empty is valid (pair with `required` when needed). */
export function cnpj(value: string): ValidationErrorKey | null {
  if (value.trim() === '') return null;
  return isValidCnpj(value) ? null : VALIDATION_KEYS.invalidCnpj;
}

/** 12ABC34501DE35 → 12.ABC.345/01DE-35; anything that is not 14 characters is returned unchanged. */
export function formatCnpj(value: string): string {
  const text = unmaskCnpj(value);
  return /^[A-Z0-9]{12}\d{2}$/.test(text)
    ? text.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5')
    : value;
}
