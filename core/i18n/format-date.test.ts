import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('puts the month first for US English and the day first elsewhere', () => {
    expect(formatDate('2025-05-15', 'en-us')).toBe('05/15/2025');
    for (const lang of ['en-gb', 'en-au', 'en-ca', 'es-ar', 'pt-br', 'fr-ca', 'nl-nl']) expect(formatDate('2025-05-15', lang)).toBe('15/05/2025');
    expect(formatDate('not a date', 'en-us')).toBe('');
  });
});
