import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS as K } from '@portico/toolkit/validators';
import { cnpj, cnpjCheckDigits, formatCnpj, isValidCnpj } from './cnpj';
import { cpf, cpfCheckDigits, formatCpf, isValidCpf } from './cpf';
import { decodeNfeAccessKey, nfeAccessKey, nfeKeyCheckDigit } from './nfe-key';

describe('CPF', () => {
  it('accepts known valid numbers with or without mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(cpf('')).toBeNull();
  });
  it('rejects wrong digits, wrong length and repeated digits', () => {
    expect(cpf('529.982.247-24')).toBe(K.invalidCpf);
    expect(cpf('5299822472')).toBe(K.invalidCpf);
    expect(cpf('111.111.111-11')).toBe(K.invalidCpf);
  });
  it('generates check digits and formats', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ', () => {
  it('accepts numeric CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(cnpj('11222333000181')).toBeNull();
    expect(cnpj('11.222.333/0001-80')).toBe(K.invalidCnpj);
    expect(cnpj('00.000.000/0000-00')).toBe(K.invalidCnpj);
  });
  it('accepts the alphanumeric format (RFB example 12.ABC.345/01DE-35)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('NF-e access key', () => {
  // Body assembled field by field: SP(35) 2406, issuer 11.222.333/0001-81, model 55, series 001, number 123456, tpEmis 1, cNF 12345678
  const body = '35' + '2406' + '11222333000181' + '55' + '001' + '000123456' + '1' + '12345678';

  it('computes cDV with weights 2–9 from the right', () => {
    const weights = Array.from({ length: 43 }, (_, i) => 2 + ((42 - i) % 8));
    const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
    const remainder = sum % 11;
    expect(nfeKeyCheckDigit(body)).toBe(String(remainder < 2 ? 0 : 11 - remainder));
  });

  it('validates and decodes', () => {
    const key = body + nfeKeyCheckDigit(body);
    expect(nfeAccessKey(key)).toBeNull();
    expect(decodeNfeAccessKey(key)).toEqual({
      cUF: '35',
      yearMonth: '2406',
      year: 2024,
      month: 6,
      cnpj: '11222333000181',
      model: '55',
      series: '001',
      number: '000123456',
      emissionType: '1',
      code: '12345678',
      checkDigit: nfeKeyCheckDigit(body),
    });
    const spaced = key.replace(/(\d{4})/g, '$1 ').trim();
    expect(nfeAccessKey(spaced)).toBeNull();
  });

  it('takes the alphanumeric CNPJ in positions 7–20, its cDV on ASCII − 48 values (NT 2025.001)', () => {
    // The Receita's example CNPJ 12.ABC.345/01DE-35: A=17, B=18, C=19, D=20, E=21.
    const alpha = '35' + '2607' + '12ABC34501DE35' + '55' + '001' + '000000042' + '1' + '12345678';
    const weights = Array.from({ length: 43 }, (_, i) => 2 + ((42 - i) % 8));
    const sum = [...alpha].reduce((acc, c, i) => acc + (c.charCodeAt(0) - 48) * weights[i]!, 0);
    const dv = String(sum % 11 < 2 ? 0 : 11 - (sum % 11));
    expect(nfeKeyCheckDigit(alpha)).toBe(dv);
    expect(decodeNfeAccessKey(alpha + dv)).toMatchObject({ cnpj: '12ABC34501DE35', model: '55', number: '000000042' });
    expect(nfeAccessKey(alpha + dv)).toBeNull();
    // Letters only in the CNPJ's root and order: not in its check digits, not elsewhere, never lower case.
    for (const bad of [alpha.slice(0, 18) + 'A5' + alpha.slice(20), 'A' + alpha.slice(1), alpha.toLowerCase()]) {
      expect(decodeNfeAccessKey(bad + dv)).toBeNull();
    }
  });

  it('decodes a CT-e OS key (model 67)', () => {
    const os = '35' + '1707' + '99999999999999' + '67' + '000' + '000000026' + '1' + '30930144';
    expect(decodeNfeAccessKey(os + nfeKeyCheckDigit(os))?.model).toBe('67');
  });

  it('rejects a wrong digit, a wrong length and unknown models', () => {
    const key = body + nfeKeyCheckDigit(body);
    const wrong = key.slice(0, 43) + String((Number(key[43]) + 1) % 10);
    expect(nfeAccessKey(wrong)).toBe(K.invalidNfeKey);
    expect(nfeAccessKey(key.slice(1))).toBe(K.invalidNfeKey);
    const model99 = body.slice(0, 20) + '99' + body.slice(22);
    expect(nfeAccessKey(model99 + nfeKeyCheckDigit(model99))).toBe(K.invalidNfeKey);
    expect(nfeAccessKey('')).toBeNull();
  });
});
