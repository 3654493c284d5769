import { describe, expect, it } from 'vitest';
import { decodeNfeAccessKey } from '@portico/br-kit';
import { cfeAccessKey, decodeAccessKey } from './access-key';

describe('access keys by model', () => {
  it('decodes a CF-e SAT key by its own layout after position 22', () => {
    const key = cfeAccessKey({ uf: '35', yearMonth: '2512', cnpj: '61034578000132', satSerial: 900001234, number: 4567, code: 654321 });
    expect(key).toHaveLength(44);
    expect(decodeAccessKey(key)).toMatchObject({ layout: 'cfe', model: '59', year: 2025, month: 12, cnpj: '61034578000132', satSerial: '900001234', number: '004567', code: '654321' });
    // Read with the NF-e layout the same digits give a meaningless series and number.
    expect(decodeNfeAccessKey(key)).toMatchObject({ series: '900', number: '001234004' });
  });

  it('decodes the other models with the NF-e layout and refuses a wrong check digit', () => {
    const body = '3526106103457800013255001000000042112345678';
    const valid = [...'0123456789'].map((d) => `${body}${d}`).filter((k) => decodeAccessKey(k));
    expect(valid).toHaveLength(1);
    expect(decodeAccessKey(valid[0]!)).toMatchObject({ layout: 'nfe', model: '55', series: '001', number: '000000042', code: '12345678' });
  });
});
