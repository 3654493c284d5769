import { describe, expect, it } from 'vitest';
import { formatDate, formatFirmDateTime, formatMonth } from './format-date';

describe('formatDate', () => {
  it('puts the month first for US English and the day first elsewhere', () => {
    expect(formatDate('2025-05-15', 'en-us')).toBe('05/15/2025');
    for (const lang of ['en-gb', 'en-au', 'en-ca', 'es-ar', 'pt-br', 'fr-ca', 'nl-nl']) expect(formatDate('2025-05-15', lang)).toBe('15/05/2025');
    expect(formatDate('not a date', 'en-us')).toBe('');
  });
});

describe('formatMonth', () => {
  it('writes a competência month first and leaves a year alone', () => {
    expect(formatMonth('2026-10')).toBe('10/2026');
    expect(formatMonth('2025')).toBe('2025');
  });
});

describe('formatFirmDateTime', () => {
  it("shows an instant on the firm's clock, with its zone, whatever the machine's", () => {
    // 22:45 UTC on the 30th is 19:45 in Brasília the same day; 01:30 UTC on the 1st is still the 30th there.
    expect(formatFirmDateTime('2026-09-30T22:45:00Z', 'pt-br', 'America/Sao_Paulo')).toBe('30/09/2026 19:45 BRT');
    expect(formatFirmDateTime('2026-10-01T01:30:00Z', 'pt-br', 'America/Sao_Paulo')).toMatch(/^30\/09\/2026 22:30/);
    expect(formatFirmDateTime('2026-09-30T22:45:00Z', 'en-us', 'America/New_York')).toMatch(/^09\/30\/2026 06:45 PM EDT$/);
    expect(formatFirmDateTime('nonsense', 'pt-br', 'UTC')).toBe('');
  });
});
