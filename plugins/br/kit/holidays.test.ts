import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrazilHolidays } from './holidays';

/** An import, re-export, dynamic import or require of the date-holidays package. */
const ASKS_DATE_HOLIDAYS = /(?:\bfrom|\bimport|\brequire\s*\(|\bimport\s*\()\s*['"]date-holidays['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('Brazilian holidays', () => {
  it('counts national days in a state whose own list omits them (20 November in SP)', () => {
    const sp = new BrazilHolidays('SP');
    expect(sp.nameOn('2026-11-20')).toBe('Dia da Consciência Negra');
    expect(sp.nameOn('2026-07-09')).toBe('Revolução Constitucionalista');
    expect(new BrazilHolidays('RJ').nameOn('2026-07-09')).toBeNull();
    expect(new BrazilHolidays(null).nameOn('2026-07-09')).toBeNull();
  });

  it('counts bank closures only in the banking scope; optional days and observances never', () => {
    const labour = new BrazilHolidays('SP', 'public');
    const banking = new BrazilHolidays('SP', 'banking');
    expect([labour.nameOn('2026-02-17'), banking.nameOn('2026-02-17')]).toEqual([null, 'Carnaval']);
    expect([labour.isHoliday('2026-06-04'), banking.isHoliday('2026-06-04')]).toEqual([false, true]); // Corpus Christi
    expect([labour.isHoliday('2026-12-24'), banking.isHoliday('2026-12-24')]).toEqual([false, false]); // Christmas Eve
    expect(banking.isHoliday('2026-05-10')).toBe(false); // Mother's Day
  });

  it('hands isHoliday on as a plain function, each year computed on first use', () => {
    const { isHoliday } = new BrazilHolidays('SP');
    expect(['2026-12-25', '2027-12-25', '2026-12-22'].map(isHoliday)).toEqual([true, true, false]);
  });

  it('is the only module that asks date-holidays, so every feature and server agrees on a day', () => {
    const importers = ['core', 'plugins', 'server']
      .flatMap(sources)
      .filter((file) => ASKS_DATE_HOLIDAYS.test(readFileSync(file, 'utf8')))
      .map((file) => file.replace(/\\/g, '/'));
    expect(importers).toEqual(['plugins/br/kit/holidays.ts']);
  }, 60_000); // it reads every source file: seconds on a busy two-core machine
});
