import { describe, expect, it } from 'vitest';
import { FeatureFlags, FlagValueError } from './feature-flags';

describe('FeatureFlags', () => {
  it('starts with the spec defaults', () => {
    const flags = new FeatureFlags();
    expect(flags.isEnabled('taskTools')).toBe(false);
    expect(flags.isEnabled('internalTools')).toBe(false);
    expect(flags.isEnabled('invoiceTask')).toBe(true);
    expect(flags.isEnabled('feedbackRequest')).toBe(false);
  });

  it('is enabled only when every flag locking it is enabled', () => {
    const flags = new FeatureFlags([
      { id: 'a', name: 'a', description: '', value: true, lockedBy: ['b'] },
      { id: 'b', name: 'b', description: '', value: false, lockedBy: ['c'] },
      { id: 'c', name: 'c', description: '', value: true, lockedBy: [] },
    ]);
    expect(flags.isEnabled('a')).toBe(false);
    flags.set('b', true);
    expect(flags.isEnabled('a')).toBe(true);
    flags.set('c', false);
    expect(flags.isEnabled('a')).toBe(false);
  });

  it('treats a lock cycle as disabled rather than looping', () => {
    const flags = new FeatureFlags([
      { id: 'a', name: 'a', description: '', value: true, lockedBy: ['b'] },
      { id: 'b', name: 'b', description: '', value: true, lockedBy: ['a'] },
    ]);
    expect(flags.isEnabled('a')).toBe(false);
  });

  it('refuses a non-boolean value and keeps the old one', () => {
    const flags = new FeatureFlags();
    expect(() => flags.set('invoiceTask', 'yes')).toThrow(FlagValueError);
    expect(() => flags.set('invoiceTask', 1)).toThrow(/must be assigned a boolean/);
    expect(flags.isEnabled('invoiceTask')).toBe(true);
  });

  it('applies variant overrides on construction', () => {
    const flags = new FeatureFlags(undefined, { feedbackRequest: true });
    expect(flags.isEnabled('feedbackRequest')).toBe(true);
  });
});
