import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFilter } from './filter';

const like = (pattern: string) => compileFilter([{ useOr: false, items: [{ by: 'name', op: 'LIKE', value: pattern }] }]);

describe('LIKE', () => {
  it('matches as the SQL pattern does, % any run and _ one character (against a regular expression on short texts)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[ab%_]{0,8}$/), fc.stringMatching(/^[ab]{0,10}$/), (pattern, name) => {
      fc.pre(/[%_]/.test(pattern));
      const reference = new RegExp(`^${pattern.replace(/%/g, '.*').replace(/_/g, '.')}$`, 's');
      expect(like(pattern)({ name })).toBe(reference.test(name));
    }), { numRuns: 500 });
  });

  it('answers a pattern of many % over a long text that never matches (a regular expression backtracks without end there)', () => {
    const pattern = `${'%a'.repeat(20)}%b`;
    expect(like(pattern)({ name: 'a'.repeat(20_000) })).toBe(false);
    expect(like(pattern)({ name: `${'a'.repeat(20_000)}b` })).toBe(true);
  });

  it('takes _ for one character, an accented or astral one too', () => {
    expect(like('s_o paulo')({ name: 'São Paulo' })).toBe(true);
    expect(like('_ rocket')({ name: '🚀 rocket' })).toBe(true);
    expect(like('__ rocket')({ name: '🚀 rocket' })).toBe(false);
  });
});
