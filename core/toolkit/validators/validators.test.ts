import { describe, expect, it } from 'vitest';
import {
  VALIDATION_KEYS as K,
  centsToDecimalString,
  cnpj,
  cnpjCheckDigits,
  cpf,
  cpfCheckDigits,
  date,
  decimal,
  decimalFor,
  decodeNfeAccessKey,
  displayDateToIso,
  formatCnpj,
  formatCpf,
  hourMinute,
  isValidCnpj,
  isValidCpf,
  minlengthTrim,
  nfeAccessKey,
  nfeKeyCheckDigit,
  parseCents,
  required,
} from './index';

describe('date', () => {
  it('accepts empty and real DD/MM/YYYY dates', () => {
    expect(date('')).toBeNull();
    expect(date('29/02/2024')).toBeNull();
    expect(date('31/12/1999')).toBeNull();
  });
  it.each(['1/1/2024', '01/01/202', '2024-01-01', '31/02/2024', '29/02/2023', '00/01/2024', '10/13/2024', 'aa/bb/cccc', '01/01/0000'])(
    'rejects %s',
    (value) => expect(date(value)).toBe(K.invalidDate),
  );
  it('converts to ISO', () => {
    expect(displayDateToIso('05/03/2024')).toBe('2024-03-05');
    expect(displayDateToIso('31/04/2024')).toBeNull();
  });
});

describe('required and minlengthTrim', () => {
  it('required rejects blank text', () => {
    expect(required('  ')).toBe(K.required);
    expect(required(' a ')).toBeNull();
  });
  it('measures the trimmed text', () => {
    const min3 = minlengthTrim(3);
    expect(min3('  ab  ')).toBe(K.minlengthTrim);
    expect(min3(' abc ')).toBeNull();
    expect(min3('')).toBeNull();
  });
});

describe('hourMinute', () => {
  it.each([
    ['', null],
    ['8', null],
    ['08:30', null],
    ['120:59', null],
    ['1:2:3', K.invalidSeparator],
    ['12.30', K.invalidSeparator],
    ['1234:00', K.invalidHourPlaces],
    ['12:345', K.invalidMinutePlaces],
    ['12:60', K.invalidMinute],
  ])('%s → %s', (value, expected) => expect(hourMinute(value)).toBe(expected));
});

describe('decimal', () => {
  it.each([
    ['', null],
    ['0', null],
    ['1234,56', null],
    ['1234.5', null],
    ['9999999.99', null],
    ['10000000', K.maxValue],
    ['9999999.999', K.decimalPlaces],
    ['123456789012345', K.maxValue],
    ['1,234.56', K.invalidSeparator],
    ['1.2.3', K.invalidSeparator],
    ['-1', K.negativeValue],
    ['-0', null],
    ['12a', K.invalidNumber],
    [',', K.invalidNumber],
  ])('%s → %s', (value, expected) => expect(decimal(value)).toBe(expected));

  it('honours a locale separator and its thousands grouping', () => {
    const ptBr = decimalFor(',');
    expect(ptBr('1.234,56')).toBeNull();
    expect(ptBr('1.23,56')).toBe(K.invalidSeparator);
    expect(parseCents('1.234.567,89', ',')).toEqual({ ok: true, cents: 123456789 });
    expect(parseCents('1,234,567.89', '.')).toEqual({ ok: true, cents: 123456789 });
  });

  it('parses to exact integer cents where floats would drift', () => {
    expect(parseCents('0.1')).toEqual({ ok: true, cents: 10 });
    expect(parseCents('0,29')).toEqual({ ok: true, cents: 29 });
    expect(parseCents('1.005')).toEqual({ ok: false, error: K.decimalPlaces });
    expect(parseCents('4.35')).toEqual({ ok: true, cents: 435 });
    expect(centsToDecimalString(435)).toBe('4.35');
    expect(centsToDecimalString(5)).toBe('0.05');
  });
});

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
