import type { Permissions } from '../permissions/permissions';
import type { FeatureFlags } from './feature-flags';

/** Session storage key of the overrides: they last for the tab's session and never reach another user. */
export const FLAG_OVERRIDES_KEY = 'portico-flag-overrides';

export class FlagOverrideNotAllowedError extends Error {
  override name = 'FlagOverrideNotAllowedError';
  constructor(flagId: string) {
    super(`Only internal users may override feature flag "${flagId}"`);
  }
}

/** Staff, a staff preview ("view as") and users with an Internal.* grant may override flags; clients may not. */
export function mayOverrideFlags(permissions: Pick<Permissions, 'isStaff' | 'isInternal' | 'isEmulated'>): boolean {
  return permissions.isStaff || permissions.isInternal || permissions.isEmulated;
}

/**
 * Flag interception (spec 000 §4, started after sign-in): an internal user's session overrides of feature
 * flags, kept in session storage and applied to the kernel's flags. For anyone else stored overrides are
 * ignored (a client editing session storage gets nothing) and setting one throws.
 */
export class FlagInterception {
  constructor(
    private readonly flags: FeatureFlags,
    private readonly permissions: Pick<Permissions, 'isStaff' | 'isInternal' | 'isEmulated'>,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
  ) {}

  get allowed(): boolean {
    return mayOverrideFlags(this.permissions);
  }

  /** Applies the stored overrides, or clears them when the session's user may not override (call on every session). */
  apply(): void {
    this.flags.setOverrides(this.allowed ? this.stored() : {});
  }

  /** Overrides one flag for this session; undefined removes the override. */
  set(flagId: string, value: boolean | undefined): void {
    if (!this.allowed) throw new FlagOverrideNotAllowedError(flagId);
    const next = { ...this.stored() };
    if (value === undefined) delete next[flagId];
    else next[flagId] = value;
    this.save(next);
  }

  clearAll(): void {
    if (!this.allowed) return;
    this.save({});
  }

  private save(overrides: Record<string, boolean>): void {
    if (Object.keys(overrides).length) this.storage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(overrides));
    else this.storage.removeItem(FLAG_OVERRIDES_KEY);
    this.flags.setOverrides(overrides);
  }

  /** Only known flags with boolean values survive a read: anything else in storage is ignored. */
  private stored(): Record<string, boolean> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.storage.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
    } catch {
      return {};
    }
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([id, value]) => typeof value === 'boolean' && this.flags.has(id)),
    ) as Record<string, boolean>;
  }
}
