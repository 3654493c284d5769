import { VALIDATION_KEYS, type ValidationErrorKey } from '@portico/toolkit/validators';
import { charValues, mod11CheckDigit } from './mod11';

/** Fiscal document models an access key may carry. */
export const NFE_MODELS = { '55': 'NF-e', '65': 'NFC-e', '57': 'CT-e', '67': 'CT-e OS', '59': 'CF-e SAT' } as const;
export type NfeModel = keyof typeof NFE_MODELS;

/** The parts of a 44-digit access key (chave de acesso). */
export interface NfeAccessKeyParts {
  cUF: string;
  /** Year and month of issue, AAMM. */
  yearMonth: string;
  year: number;
  month: number;
  /** Issuer CNPJ (or zero-padded CPF); since July 2026 its first 12 positions may be letters (alphanumeric CNPJ). */
  cnpj: string;
  model: NfeModel;
  series: string;
  number: string;
  /** tpEmis: emission type. */
  emissionType: string;
  /** cNF: the random numeric code. */
  code: string;
  checkDigit: string;
}

export function unmaskNfeKey(value: string): string {
  return value.replace(/[\s.\-/]/g, '');
}

/**
 * The key's shape (NT 2025.001): digits, except the issuer's CNPJ in positions 7–20, whose root and order may be
 * upper-case letters (IN RFB 2.229/2024); its two check digits stay digits.
 */
const KEY_BODY = /^\d{6}[0-9A-Z]{12}\d{25}$/;
export const ACCESS_KEY_PATTERN = '^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$';
const KEY = new RegExp(ACCESS_KEY_PATTERN);

/** cDV for the first 43 positions: mod 11 of ASCII − 48 values, weights 2–9 from the right, remainder 0 or 1 gives 0. */
export function nfeKeyCheckDigit(first43: string): string {
  if (!KEY_BODY.test(first43)) throw new RangeError('An access key body has 43 positions: digits, letters only in the CNPJ root and order');
  return String(mod11CheckDigit(charValues(first43), 9));
}

/** Splits a valid key into its fields, or returns null when the key is malformed or its check digit is wrong. */
export function decodeNfeAccessKey(value: string): NfeAccessKeyParts | null {
  const key = unmaskNfeKey(value);
  if (!KEY.test(key)) return null;
  if (nfeKeyCheckDigit(key.slice(0, 43)) !== key[43]) return null;
  const model = key.slice(20, 22);
  if (!(model in NFE_MODELS)) return null;
  const month = Number(key.slice(4, 6));
  if (month < 1 || month > 12) return null;
  return {
    cUF: key.slice(0, 2),
    yearMonth: key.slice(2, 6),
    year: 2000 + Number(key.slice(2, 4)),
    month,
    cnpj: key.slice(6, 20),
    model: model as NfeModel,
    series: key.slice(22, 25),
    number: key.slice(25, 34),
    emissionType: key.slice(34, 35),
    code: key.slice(35, 43),
    checkDigit: key.slice(43),
  };
}

export function isValidNfeAccessKey(value: string): boolean {
  return decodeNfeAccessKey(value) !== null;
}

/** Empty is valid (pair with `required` when needed). */
export function nfeAccessKey(value: string): ValidationErrorKey | null {
  if (value.trim() === '') return null;
  return isValidNfeAccessKey(value) ? null : VALIDATION_KEYS.invalidNfeKey;
}
