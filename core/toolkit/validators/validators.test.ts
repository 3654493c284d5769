import { describe, expect, it } from 'vitest';
import {
  VALIDATION_KEYS as K,
  centsToDecimalString,
  date,
  decimal,
  decimalFor,
  displayDateToIso,
  hourMinute,
  minlengthTrim,
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
