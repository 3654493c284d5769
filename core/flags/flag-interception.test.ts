import { describe, expect, it } from 'vitest';
import { FeatureFlags } from './feature-flags';
import { FLAG_OVERRIDES_KEY, FlagInterception, FlagOverrideNotAllowedError, mayOverrideFlags } from './flag-interception';

const client = { isStaff: false, isInternal: false, isEmulated: false };

function setup(user = client) {
  const flags = new FeatureFlags();
  const interception = new FlagInterception(flags, user, sessionStorage);
  return { flags, interception };
}

describe('flag interception', () => {
  it('lets staff, internal users and a staff preview override a flag for the session, and reset it', () => {
    for (const user of [{ ...client, isStaff: true }, { ...client, isInternal: true }, { ...client, isEmulated: true }]) {
      sessionStorage.clear();
      const { flags, interception } = setup(user);
      expect(flags.isEnabled('feedbackRequest')).toBe(false);
      interception.set('feedbackRequest', true);
      expect(flags.isEnabled('feedbackRequest')).toBe(true);
      expect(flags.isOverridden('feedbackRequest')).toBe(true);
      expect(JSON.parse(sessionStorage.getItem(FLAG_OVERRIDES_KEY)!)).toEqual({ feedbackRequest: true });
      interception.set('feedbackRequest', undefined);
      expect(flags.isEnabled('feedbackRequest')).toBe(false);
      expect(flags.isOverridden('feedbackRequest')).toBe(false);
      expect(sessionStorage.getItem(FLAG_OVERRIDES_KEY)).toBeNull();
    }
  });

  it('applies stored overrides after a reload for an internal user, ignoring unknown flags and bad values', () => {
    sessionStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify({ invoiceTask: false, nope: true, taskTools: 'yes' }));
    const { flags, interception } = setup({ ...client, isStaff: true });
    interception.apply();
    expect(flags.isEnabled('invoiceTask')).toBe(false);
    expect(flags.state.overrides).toEqual({ invoiceTask: false });
  });

  it('gives a normal client nothing: stored overrides are ignored and setting one throws', () => {
    sessionStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify({ feedbackRequest: true }));
    const { flags, interception } = setup();
    interception.apply();
    expect(flags.isEnabled('feedbackRequest')).toBe(false);
    expect(() => interception.set('feedbackRequest', true)).toThrow(FlagOverrideNotAllowedError);
    expect(flags.isEnabled('feedbackRequest')).toBe(false);
    expect(mayOverrideFlags(client)).toBe(false);
  });

  it('drops applied overrides when the session becomes a client one', () => {
    const user = { ...client, isStaff: true };
    const { flags, interception } = setup(user);
    interception.set('feedbackRequest', true);
    user.isStaff = false;
    interception.apply();
    expect(flags.isEnabled('feedbackRequest')).toBe(false);
  });

  it('an override does not lift a lock', () => {
    const flags = new FeatureFlags([
      { id: 'base', name: 'Base', description: '', value: false, lockedBy: [] },
      { id: 'child', name: 'Child', description: '', value: false, lockedBy: ['base'] },
    ]);
    const interception = new FlagInterception(flags, { ...client, isStaff: true }, sessionStorage);
    interception.set('child', true);
    expect(flags.isEnabled('child')).toBe(false);
    interception.set('base', true);
    expect(flags.isEnabled('child')).toBe(true);
  });
});
