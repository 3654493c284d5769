import { describe, expect, it } from 'vitest';
import { justificationError, type ManifestDocument, type ManifestEvent } from '../contract';
import { monthRange } from './ManifestFilters';
import { conclusiveChoices, countdownOf } from './deadlines';

const base: ManifestDocument = {
  id: 'd', clientId: 'c1', accessKey: '3'.repeat(44), number: '1', series: '1', emitterCnpj: '45823691000108', emitterName: 'X',
  issuedAt: '2026-03-01', authorizedAt: '2026-03-01T12:00:00.000Z', amountCents: 100, status: 'Pending', nfeStatus: 'Authorized',
  cienciaDeadline: '2026-03-11', conclusiveDeadline: '2026-08-28', xmlAvailable: false,
};
const event = (code: ManifestEvent['code']): ManifestEvent => ({ id: String(code), code, name: '', sequence: 1, justification: null, protocol: '1', registeredAt: '2026-03-02T00:00:00.000Z' });

describe('countdown', () => {
  it('counts to Ciência while it is open, then to the conclusive deadline, then says it passed', () => {
    expect(countdownOf(base, '2026-03-03')).toMatchObject({ state: 'open', kind: 'ciencia', days: 8 });
    expect(countdownOf(base, '2026-03-11')).toMatchObject({ state: 'open', kind: 'ciencia', days: 0 });
    expect(countdownOf(base, '2026-03-12')).toMatchObject({ state: 'open', kind: 'conclusive', days: 169, cienciaLate: true });
    expect(countdownOf({ ...base, status: 'Aware' }, '2026-03-05')).toMatchObject({ kind: 'conclusive', cienciaLate: false });
    expect(countdownOf(base, '2026-08-29')).toEqual({ state: 'expired' });
  });
  it('has nothing to count once settled or when the NF-e is not authorised', () => {
    expect(countdownOf({ ...base, status: 'Confirmed' }, '2026-03-03')).toEqual({ state: 'none' });
    expect(countdownOf({ ...base, nfeStatus: 'Cancelled' }, '2026-03-03')).toEqual({ state: 'none' });
  });
});

describe('conclusive choices', () => {
  it('allows each conclusive event twice (one rectification), within the deadline, on an authorised NF-e', () => {
    expect(conclusiveChoices(base, [], '2026-03-03')).toEqual([210200, 210220, 210240]);
    expect(conclusiveChoices(base, [event(210200), event(210200)], '2026-03-03')).toEqual([210220, 210240]);
    expect(conclusiveChoices(base, [], '2026-08-29')).toEqual([]);
    expect(conclusiveChoices({ ...base, nfeStatus: 'Denied' }, [], '2026-03-03')).toEqual([]);
  });
});

describe('justification rule (shared with the server)', () => {
  it('needs 15 to 255 characters after trimming', () => {
    expect(justificationError('')).toBe('NFE_JUSTIFICATION_REQUIRED');
    expect(justificationError('   ')).toBe('NFE_JUSTIFICATION_REQUIRED');
    expect(justificationError('0123456789')).toBe('NFE_JUSTIFICATION_LENGTH');
    expect(justificationError(`  ${'x'.repeat(14)}  `)).toBe('NFE_JUSTIFICATION_LENGTH');
    expect(justificationError('x'.repeat(15))).toBeNull();
    expect(justificationError('x'.repeat(255))).toBeNull();
    expect(justificationError('x'.repeat(256))).toBe('NFE_JUSTIFICATION_LENGTH');
  });
});

describe('month filter', () => {
  it('gives the first and last day of the month', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('')).toEqual({});
  });
});
