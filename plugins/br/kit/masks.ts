import type { FactoryArg } from 'imask';
import { upperAscii } from './validators/cnpj';

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
