import { pipe, type FactoryArg } from 'imask';
import { upperAscii } from '../validators/cnpj';

/** Spec 001 §5/§9 masks (imask pattern syntax: 0 = digit). */
export const CNPJ_MASK = '00.000.000/0000-00';
export const CPF_MASK = '000.000.000-00';
export const CEP_MASK = '00.000-000';

/**
 * Alphanumeric CNPJ (IN RFB 2.229/2024): 12 characters of [A-Z0-9] then 2 check digits.
 * ASCII letters are upper-cased as typed, one character for one (never a Unicode case mapping that yields
 * several, such as 'ß' → 'SS'); anything else outside [A-Z0-9] is refused. Accepts numeric CNPJs too.
 */
export const CNPJ_ALPHANUMERIC_MASK: FactoryArg = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[A-Z0-9]/ },
  prepareChar: upperAscii,
};

/** Formats raw text through a mask, e.g. applyMask('52998224725', CPF_MASK) → '529.982.247-25'. */
export function applyMask(value: string, mask: string | FactoryArg): string {
  return pipe(value, typeof mask === 'string' ? { mask } : mask);
}

/** Keeps digits only and inserts slashes as DD/MM/YYYY is typed; never longer than 10 characters. */
export function formatDateDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
