import { proxy } from 'valtio';
import { UnknownFlagError } from '@portico/kernel/errors';
import { DEFAULT_FLAGS, type FlagDefinition } from '@portico/contract/flag-defaults';

export type FeatureFlag = FlagDefinition;

export class FlagValueError extends TypeError {
  override name = 'FlagValueError';
  constructor(readonly flagId: string, value: unknown) {
    super(`Feature flag "${flagId}" must be assigned a boolean, got ${typeof value}`);
  }
}

/**
 * Feature flags held in a valtio proxy so components re-render when one changes. `overrides` are session
 * values an internal user set in the debug panel (core/flags/flag-interception.ts decides who may); they
 * win over the value but not over the locks.
 */
export class FeatureFlags {
  readonly state = proxy<{ flags: Record<string, FeatureFlag>; overrides: Record<string, boolean> }>({ flags: {}, overrides: {} });

  constructor(definitions: readonly FeatureFlag[] = DEFAULT_FLAGS, overrides: Record<string, boolean> = {}) {
    for (const flag of definitions) this.state.flags[flag.id] = { ...flag, lockedBy: [...flag.lockedBy] };
    for (const [id, value] of Object.entries(overrides)) this.set(id, value);
  }

  /**
   * Adds flags a feature defines. A value the variant already set (registry.json "flags") is kept; the
   * feature supplies the name, description and locks.
   */
  define(flags: Array<Pick<FeatureFlag, 'id' | 'description'> & Partial<FeatureFlag>>): void {
    for (const flag of flags) {
      const existing = this.state.flags[flag.id];
      this.state.flags[flag.id] = {
        id: flag.id,
        name: flag.name ?? flag.id,
        description: flag.description,
        value: existing ? existing.value : flag.value ?? false,
        lockedBy: [...(flag.lockedBy ?? [])],
      };
    }
  }

  /**
   * The firm's flags as the server answers them at sign-in (GET /api/flags/v1/flags): their values and locks
   * replace the build's; a flag only the server knows is added. Session overrides stay.
   */
  applyServer(flags: readonly FlagDefinition[]): void {
    for (const flag of flags) {
      if (typeof flag.value !== 'boolean') throw new FlagValueError(flag.id, flag.value);
      const existing = this.state.flags[flag.id];
      this.state.flags[flag.id] = {
        id: flag.id, name: existing?.name ?? flag.name, description: existing?.description || flag.description,
        value: flag.value, lockedBy: [...flag.lockedBy],
      };
    }
  }

  /** Whether core, a feature or the variant defines the flag. */
  has(id: string): boolean {
    return id in this.state.flags;
  }

  /** The same flags for one plugin: asking for a flag nobody defines is an UnknownFlagError naming the plugin. */
  forPlugin(pluginId: string): FeatureFlags {
    const view = Object.create(this) as FeatureFlags;
    view.isEnabled = (id: string, visiting?: Set<string>) => {
      if (!this.has(id)) throw new UnknownFlagError(pluginId, id);
      return this.isEnabled(id, visiting);
    };
    return view;
  }

  /** Assigns a value; an unknown flag is created unlocked (the variant's registry.json flags). */
  set(id: string, value: unknown): void {
    if (typeof value !== 'boolean') throw new FlagValueError(id, value);
    const flag = this.state.flags[id];
    if (flag) flag.value = value;
    else this.state.flags[id] = { id, name: id, description: '', value, lockedBy: [] };
  }

  /** The value before locks: the session override if there is one, else the configured value. */
  valueOf(id: string): boolean {
    return this.state.overrides[id] ?? this.state.flags[id]?.value ?? false;
  }

  /** Replaces every session override at once (undefined values are not kept). */
  setOverrides(overrides: Record<string, boolean>): void {
    for (const id of Object.keys(this.state.overrides)) if (!(id in overrides)) delete this.state.overrides[id];
    for (const [id, value] of Object.entries(overrides)) {
      if (typeof value !== 'boolean') throw new FlagValueError(id, value);
      this.state.overrides[id] = value;
    }
  }

  isOverridden(id: string): boolean {
    return id in this.state.overrides;
  }

  /** Enabled only when its value (or override) is true and every flag locking it is enabled (cycles count as disabled). */
  isEnabled(id: string, visiting: Set<string> = new Set()): boolean {
    const flag = this.state.flags[id];
    if (!flag || !this.valueOf(id) || visiting.has(id)) return false;
    visiting.add(id);
    const enabled = flag.lockedBy.every((lock) => this.isEnabled(lock, visiting));
    visiting.delete(id);
    return enabled;
  }

  list(): FeatureFlag[] {
    return Object.values(this.state.flags);
  }
}
