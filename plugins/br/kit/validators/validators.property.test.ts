import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, expectNoValidatorThrows, nearly } from '@portico/plugin/testing';
import { cnpj, cnpjCheckDigits, isValidCnpj } from './cnpj';
import { cpf, cpfCheckDigits, isValidCpf } from './cpf';
import { isValidNfeAccessKey, nfeAccessKey, nfeKeyCheckDigit } from './nfe-key';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const alnum = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: n, maxLength: n });
const notRepeated = (s: string) => !/^(\d)\1*$/.test(s);

/** Replaces the check digit at `position` by a different digit. */
const changeDigit = (value: string, position: number, delta: number) =>
  value.slice(0, position) + String((Number(value[position]) + delta) % 10) + value.slice(position + 1);

const nfeBody = fc
  .tuple(digits(2), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), digits(14), fc.constantFrom('55', '65', '57', '59'), digits(21))
  .map(([uf, yy, mm, issuer, model, rest]) => uf + String(yy).padStart(2, '0') + String(mm).padStart(2, '0') + issuer + model + rest);

describe('check-digit properties', () => {
  it('generated CPFs always pass; any changed check digit fails', () => {
    fc.assert(
      fc.property(digits(9).filter(notRepeated), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 9 }), (base, which, delta) => {
        const value = base + cpfCheckDigits(base);
        expect(isValidCpf(value)).toBe(true);
        expect(isValidCpf(changeDigit(value, 9 + which, delta))).toBe(false);
      }),
    );
  });

  it('generated numeric and alphanumeric CNPJs always pass; any changed check digit fails', () => {
    fc.assert(
      fc.property(fc.oneof(digits(12), alnum(12)).filter(notRepeated), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 9 }), (base, which, delta) => {
        const value = base + cnpjCheckDigits(base);
        expect(isValidCnpj(value)).toBe(true);
        expect(isValidCnpj(changeDigit(value, 12 + which, delta))).toBe(false);
      }),
    );
  });

  it('generated access keys always pass; a changed cDV fails', () => {
    fc.assert(
      fc.property(nfeBody, fc.integer({ min: 1, max: 9 }), (body, delta) => {
        const key = body + nfeKeyCheckDigit(body);
        expect(isValidNfeAccessKey(key)).toBe(true);
        expect(isValidNfeAccessKey(changeDigit(key, 43, delta))).toBe(false);
      }),
    );
  });

  it('keys with an alphanumeric CNPJ pass with the NT 2025.001 check digit (ASCII − 48, weights 2–9) and fail with any other', () => {
    const alphaBody = fc.tuple(digits(6), alnum(12), digits(2), fc.constantFrom('55', '65', '57', '67'), digits(21))
      .map(([head, root, dv, model, tail]) => head.slice(0, 2) + '26' + '0' + String(1 + (Number(head[5]) % 9)) + root + dv + model + tail);
    fc.assert(
      fc.property(alphaBody, fc.integer({ min: 1, max: 9 }), (body, delta) => {
        let sum = 0;
        for (let i = 0; i < 43; i++) sum += (body.charCodeAt(i) - 48) * (2 + ((42 - i) % 8));
        const expected = String(sum % 11 < 2 ? 0 : 11 - (sum % 11));
        expect(nfeKeyCheckDigit(body)).toBe(expected);
        expect(isValidNfeAccessKey(body + expected)).toBe(true);
        expect(isValidNfeAccessKey(body + String((Number(expected) + delta) % 10))).toBe(false);
      }),
    );
  });

  it('a changed body digit can slip through: remainders 0 and 1 share the check digit 0', () => {
    // Found by fast-check: the CPF rule maps remainders 0 and 1 to the same digit, so a single changed body
    // digit is not always detected. The validator follows the official rule; nothing may rely on more.
    const valid = '831532330' + cpfCheckDigits('831532330');
    expect(isValidCpf(valid)).toBe(true);
    expect(isValidCpf(changeDigit(valid, 0, 1))).toBe(true);
  });
});

describe('no Brazilian validator throws', () => {
  const validators = [cpf, cnpj, nfeAccessKey];
  it('on arbitrary strings', () => expectNoValidatorThrows(validators));
});

/**
 * Differential properties over arbitrary Unicode text (full code-point range, astral planes included) against
 * reference implementations written here from the official rules, independently of the kit's code.
 */

/** IN RFB 2.229/2024: [0-9A-Z]{12} then two numeric DVs; value = ASCII code − 48; weights 2..9 from the right. */
function referenceCnpj(input: string): boolean {
  const kept: string[] = [];
  for (const ch of input) {
    if (ch === '.' || ch === '/' || ch === '-' || /^\s$/u.test(ch)) continue;
    const code = ch.codePointAt(0)!;
    if (code >= 0x61 && code <= 0x7a) kept.push(String.fromCodePoint(code - 0x20));
    else if ((code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a)) kept.push(ch);
    else return false;
  }
  if (kept.length !== 14 || !/^[0-9]$/.test(kept[12]!) || !/^[0-9]$/.test(kept[13]!)) return false;
  if (kept.every((c) => c === kept[0]) && /^[0-9]$/.test(kept[0]!)) return false;
  const dv = (chars: string[]) => {
    let sum = 0;
    chars.forEach((c, i) => {
      const weight = ((chars.length - 1 - i) % 8) + 2;
      sum += (c.charCodeAt(0) - 48) * weight;
    });
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = dv(kept.slice(0, 12));
  const second = dv([...kept.slice(0, 12), String(first)]);
  return kept[12] === String(first) && kept[13] === String(second);
}

describe('CNPJ differential properties over arbitrary Unicode input', () => {
  // Generous time limits: the machine running the suite may be busy, and the runs are what make the check.
  it('the CNPJ validator accepts exactly what the reference accepts', { timeout: 60_000 }, () => {
    const validCnpj = fc.oneof(digits(12), alnum(12), fc.string({ unit: fc.constantFrom(...'0123456789abcxyz'), minLength: 12, maxLength: 12 }))
      .map((base) => base + cnpjCheckDigits(base.toUpperCase()));
    const arbitrary = fc.oneof(anyText(20), nearly('0123456789ABCDEFabcdefßſıﬁ./- ', 20), validCnpj, validCnpj.map((v) => v.replace(/^(.{2})(.{3})(.{3})(.{4})/, '$1.$2.$3/$4-')));
    fc.assert(
      fc.property(arbitrary, (text) => {
        expect(isValidCnpj(text)).toBe(referenceCnpj(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('one typed character never becomes several: no Unicode case mapping leaks into a CNPJ', () => {
    // 'ß' upper-cases to 'SS', 'ﬁ' to 'FI', 'ı' to 'I': each would have let a non-ASCII letter count as one or two valid ones.
    for (const [typed, ascii] of [['ß', 'SS'], ['ﬁ', 'FI'], ['ı', 'I'], ['ſ', 'S']] as const) {
      const base = `1234567890${ascii}`.padEnd(12, '0').slice(0, 12);
      const value = base + cnpjCheckDigits(base);
      expect(isValidCnpj(value)).toBe(true);
      expect(isValidCnpj(value.replace(ascii, typed))).toBe(false);
    }
  });
});
